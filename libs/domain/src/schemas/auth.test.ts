import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountDeletionSchema, forgotPasswordSchema, newPasswordSchema, signInSchema, signUpSchema } from './auth';
import { BRAZILIAN_STATES, isBrazilianStateCode } from './brazilian-states';

function messages(schema: z.ZodType, value: unknown): Record<string, string> {
  const result = schema.safeParse(value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const signUp = { fullName: 'Ana Souza', whatsapp: '11 99999-0000', estado: 'SP', email: 'ana@exemplo.com', password: 'segredo' };

describe('signUpSchema', () => {
  it('accepts a complete form and trims the texts', () => {
    expect(signUpSchema.parse({ ...signUp, fullName: '  Ana Souza ' })).toEqual(signUp);
  });

  it('says which field is missing after trimming', () => {
    expect(messages(signUpSchema, { fullName: '  ', whatsapp: '', estado: ' ', email: '', password: '' })).toEqual({
      fullName: 'Por favor, informe seu nome completo',
      whatsapp: 'Por favor, informe seu WhatsApp',
      estado: 'Por favor, selecione seu estado',
      email: 'Por favor, informe seu e-mail',
      password: 'Por favor, informe sua senha',
    });
    expect(messages(signUpSchema, {})).toHaveProperty('fullName', 'Por favor, informe seu nome completo');
  });

  it('needs one of the 27 state codes', () => {
    expect(messages(signUpSchema, { ...signUp, estado: 'XX' })).toEqual({ estado: 'Por favor, selecione seu estado' });
  });

  it('keeps the password as typed', () => {
    expect(signUpSchema.parse({ ...signUp, password: ' a b c ' }).password).toBe(' a b c ');
  });

  it('refuses what the profile columns refuse: control characters and overlong texts', () => {
    expect(messages(signUpSchema, { ...signUp, fullName: 'Ana\u0000', whatsapp: '11\u001b9' })).toEqual({
      fullName: 'O texto contém caracteres inválidos.',
      whatsapp: 'O texto contém caracteres inválidos.',
    });
    expect(messages(signUpSchema, { ...signUp, fullName: 'a'.repeat(201), whatsapp: '1'.repeat(41) })).toEqual({
      fullName: 'O nome pode ter no máximo 200 caracteres.',
      whatsapp: 'O WhatsApp pode ter no máximo 40 caracteres.',
    });
  });
});

describe('signInSchema', () => {
  it('needs an e-mail and a password', () => {
    expect(signInSchema.parse({ email: ' admin@oneboss.com ', password: 'x' })).toEqual({ email: 'admin@oneboss.com', password: 'x' });
    expect(messages(signInSchema, { email: '', password: '' })).toEqual({
      email: 'Por favor, informe seu e-mail',
      password: 'Por favor, informe sua senha',
    });
  });
});

describe('forgotPasswordSchema', () => {
  it('needs a well-formed e-mail', () => {
    expect(forgotPasswordSchema.parse({ email: 'a@b.com' })).toEqual({ email: 'a@b.com' });
    for (const email of ['', 'sem-arroba', 'a@', undefined]) {
      expect(messages(forgotPasswordSchema, { email })).toEqual({ email: 'Informe um e-mail válido.' });
    }
  });
});

describe('accountDeletionSchema', () => {
  it('needs a non-empty e-mail containing @', () => {
    expect(accountDeletionSchema.safeParse({ email: 'x@y' }).success).toBe(true);
    for (const email of ['', '   ', 'semarroba']) {
      expect(messages(accountDeletionSchema, { email })).toEqual({ email: 'Por favor, insira um email válido.' });
    }
  });
});

describe('BRAZILIAN_STATES', () => {
  it('lists the 27 federative units once each', () => {
    expect(BRAZILIAN_STATES).toHaveLength(27);
    expect(new Set(BRAZILIAN_STATES.map((s) => s.code)).size).toBe(27);
    expect(BRAZILIAN_STATES.every((s) => /^[A-Z]{2}$/.test(s.code) && s.name.length > 0)).toBe(true);
    expect(isBrazilianStateCode('DF')).toBe(true);
    expect(isBrazilianStateCode('sp')).toBe(false);
  });
});

describe('newPasswordSchema', () => {
  it('takes the password as typed when both entries match', () => {
    expect(newPasswordSchema.parse({ password: ' Nova senha ', confirmation: ' Nova senha ' })).toEqual({ password: ' Nova senha ', confirmation: ' Nova senha ' });
  });

  it('asks for both entries, then for them to match', () => {
    expect(messages(newPasswordSchema, { password: '', confirmation: '' })).toEqual({
      password: 'Por favor, informe sua senha',
      confirmation: 'Por favor, confirme a nova senha',
    });
    expect(messages(newPasswordSchema, { password: 'Senha-nova-1', confirmation: 'Senha-nova-2' })).toEqual({ confirmation: 'As senhas não coincidem.' });
  });

  it('refuses a password shorter than the server accepts before sending it, as sign-up does', () => {
    expect(messages(newPasswordSchema, { password: 'abc12', confirmation: 'abc12' })).toEqual({ password: 'A senha deve ter pelo menos 6 caracteres.' });
    expect(messages(signUpSchema, { ...signUp, password: 'abc12' })).toEqual({ password: 'A senha deve ter pelo menos 6 caracteres.' });
  });
});
