import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTHS } from './field-limits';
import { signUpSchema } from './schemas/auth';
import { leadSchema } from './schemas/lead';

const lead = { name: 'Ana', email: 'ana@example.com', phone: '11988887777', message: 'Olá', productId: null };
const signUp = { fullName: 'Ana', whatsapp: '11988887777', estado: 'SP', email: 'ana@example.com', password: 'segredo123' };

describe('FIELD_MAX_LENGTHS', () => {
  it('are whole positive numbers of characters', () => {
    for (const columns of Object.values(FIELD_MAX_LENGTHS)) {
      for (const limit of Object.values(columns)) expect(Number.isInteger(limit) && limit > 0).toBe(true);
    }
  });

  it.each([
    ['name', FIELD_MAX_LENGTHS.leads.name],
    ['message', FIELD_MAX_LENGTHS.leads.message],
  ] as const)('bound the contact form: %s takes %i characters and no more', (field, limit) => {
    expect(leadSchema.safeParse({ ...lead, [field]: 'a'.repeat(limit) }).success).toBe(true);
    expect(leadSchema.safeParse({ ...lead, [field]: 'a'.repeat(limit + 1) }).success).toBe(false);
  });

  it.each([
    ['fullName', FIELD_MAX_LENGTHS.profiles.full_name],
    ['whatsapp', FIELD_MAX_LENGTHS.profiles.whatsapp],
  ] as const)('bound the sign-up form: %s takes %i characters and no more', (field, limit) => {
    expect(signUpSchema.safeParse({ ...signUp, [field]: '1'.repeat(limit) }).success).toBe(true);
    expect(signUpSchema.safeParse({ ...signUp, [field]: '1'.repeat(limit + 1) }).success).toBe(false);
  });
});
