import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { leadSchema } from './lead';
import { partnerSchema } from './partner';

function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

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

  it('refuses what the database refuses: e-mails without a tld, control characters, overlong texts', () => {
    expect(messages(leadSchema, { ...lead, email: 'joao@exemplo' })).toEqual({ email: 'Informe um e-mail válido.' });
    expect(messages(leadSchema, { ...lead, name: 'João\u0007', message: 'Oi\u0000' })).toEqual({
      name: 'O texto contém caracteres inválidos.',
      message: 'O texto contém caracteres inválidos.',
    });
    expect(messages(leadSchema, { ...lead, name: 'a'.repeat(201), message: 'a'.repeat(5001) })).toEqual({
      name: 'O nome pode ter no máximo 200 caracteres.',
      message: 'A mensagem pode ter no máximo 5000 caracteres.',
    });
  });

  it('keeps markup, line breaks and tabs as text', () => {
    const message = 'Olá,\r\n\tquero <b>visitar</b>.';
    expect(leadSchema.parse({ ...lead, name: 'João <i>Silva</i>', message })).toMatchObject({ name: 'João <i>Silva</i>', message });
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
    expect(messages(partnerSchema, { ...partner, link: 'https:/marina.example' })).toEqual({ link: 'Informe um link válido (https://...).' });
  });

  it('takes pictures at http(s) URLs only', () => {
    expect(messages(partnerSchema, { ...partner, logoUrl: 'data:image/svg+xml,<svg onload=alert(1)>', bannerImageUrl: 'javascript:alert(1)' })).toEqual({
      logoUrl: 'Imagem inválida. Envie o arquivo novamente.',
      bannerImageUrl: 'Imagem inválida. Envie o arquivo novamente.',
    });
    expect(partnerSchema.parse({ ...partner, bannerImageUrl: 'https://cdn.example/banner.jpg' }).bannerImageUrl).toBe('https://cdn.example/banner.jpg');
  });
});
