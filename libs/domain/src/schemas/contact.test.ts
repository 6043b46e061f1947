import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { leadSchema } from './lead';
import { newsletterSchema } from './newsletter';
import { partnerSchema } from './partner';

function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('newsletterSchema', () => {
  it('needs an e-mail', () => {
    expect(newsletterSchema.parse({ email: ' leitor@exemplo.com ' })).toEqual({ email: 'leitor@exemplo.com' });
    expect(messages(newsletterSchema, { email: '' })).toEqual({ email: 'Informe um e-mail válido.' });
    expect(messages(newsletterSchema, { email: 'x' })).toEqual({ email: 'Informe um e-mail válido.' });
  });
});

describe('leadSchema', () => {
  const lead = { name: 'João', email: 'joao@exemplo.com', phone: '(11) 98765-4321', message: 'Tenho interesse.' };

  it('keeps the phone as digits and the product id optional', () => {
    expect(leadSchema.parse(lead)).toEqual({ ...lead, phone: '11987654321', productId: null });
    const productId = '6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60';
    expect(leadSchema.parse({ ...lead, productId }).productId).toBe(productId);
    expect(leadSchema.parse({ ...lead, productId: '' }).productId).toBeNull();
  });

  it('says what is wrong with each field', () => {
    expect(messages(leadSchema, { name: ' ', email: 'x', phone: '1234', message: '' })).toEqual({
      name: 'Por favor, informe seu nome',
      email: 'Informe um e-mail válido.',
      phone: 'Informe um telefone válido com DDD.',
      message: 'Por favor, escreva sua mensagem',
    });
    expect(messages(leadSchema, { ...lead, phone: '+55 11 98765-43210' })).toEqual({ phone: 'Informe um telefone válido com DDD.' });
    expect(messages(leadSchema, { ...lead, productId: 'abc' })).toEqual({ productId: 'Produto inválido.' });
  });

  it('accepts 10 to 13 digits', () => {
    expect(leadSchema.safeParse({ ...lead, phone: '1133334444' }).success).toBe(true);
    expect(leadSchema.safeParse({ ...lead, phone: '+55 11 98765-4321' }).success).toBe(true);
  });
});

describe('partnerSchema', () => {
  const partner = { name: 'Marina Azul', logoUrl: 'https://cdn.example/logo.png' };

  it('needs name and logo', () => {
    expect(partnerSchema.parse(partner)).toEqual({ ...partner, description: null, link: null, bannerImageUrl: null });
    expect(messages(partnerSchema, { name: '', logoUrl: '' })).toEqual({
      name: 'Nome e logo são obrigatórios.',
      logoUrl: 'Nome e logo são obrigatórios.',
    });
  });

  it('takes an optional http(s) link', () => {
    expect(partnerSchema.parse({ ...partner, link: ' https://marina.example ' }).link).toBe('https://marina.example');
    expect(messages(partnerSchema, { ...partner, link: 'javascript:alert(1)' })).toEqual({
      link: 'Informe um link válido (https://...).',
    });
    expect(messages(partnerSchema, { ...partner, link: 'marina' })).toEqual({ link: 'Informe um link válido (https://...).' });
  });
});
