import { describe, expect, it } from 'vitest';
import { FIELD_MAX_LENGTHS } from './field-limits';
import { signUpSchema } from './schemas/auth';
import { leadSchema } from './schemas/lead';
import { PARTNER_FIELD_MESSAGES, PRODUCT_FORM_MESSAGES } from './schemas/field-messages';
import { partnerSchema } from './schemas/partner';
import { PRODUCT_FORM_DEFAULTS, productFormSchema } from './schemas/product-form';

const lead = { name: 'Ana', email: 'ana@example.com', phone: '11988887777', message: 'Olá', productId: null };
const product = { ...PRODUCT_FORM_DEFAULTS, name: 'Relógio', price: 'R$ 1.000,00', categoryId: '6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60' };
const partner = { name: 'Marina Azul', logoUrl: 'https://cdn.example/logo.png' };
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

  it.each([
    ['name', FIELD_MAX_LENGTHS.products.name, PRODUCT_FORM_MESSAGES.nameTooLong],
    ['shortDescription', FIELD_MAX_LENGTHS.products.short_description, PRODUCT_FORM_MESSAGES.shortDescriptionTooLong],
    ['description', FIELD_MAX_LENGTHS.products.description, PRODUCT_FORM_MESSAGES.descriptionTooLong],
  ] as const)('bound the product form: %s takes %i characters and no more, refused in pt-BR', (field, limit, message) => {
    expect(productFormSchema.safeParse({ ...product, [field]: 'é'.repeat(limit) }).success).toBe(true);
    const over = productFormSchema.safeParse({ ...product, [field]: 'é'.repeat(limit + 1) });
    expect(over.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });

  it('count the description as saved: its HTML markup included', () => {
    const limit = FIELD_MAX_LENGTHS.products.description;
    expect(productFormSchema.safeParse({ ...product, description: `<p>${'a'.repeat(limit - 7)}</p>` }).success).toBe(true);
    expect(productFormSchema.safeParse({ ...product, description: `<p>${'a'.repeat(limit - 6)}</p>` }).success).toBe(false);
  });

  it('count a product name and short description as saved: trimmed', () => {
    const padded = { ...product, name: ` ${'a'.repeat(FIELD_MAX_LENGTHS.products.name)} `, shortDescription: ` ${'a'.repeat(FIELD_MAX_LENGTHS.products.short_description)} ` };
    expect(productFormSchema.safeParse(padded).success).toBe(true);
  });

  it.each([
    ['name', FIELD_MAX_LENGTHS.partners.name, PARTNER_FIELD_MESSAGES.nameTooLong],
    ['description', FIELD_MAX_LENGTHS.partners.description, PARTNER_FIELD_MESSAGES.descriptionTooLong],
  ] as const)('bound the partner form: %s takes %i characters and no more, refused in pt-BR', (field, limit, message) => {
    expect(partnerSchema.safeParse({ ...partner, [field]: 'é'.repeat(limit) }).success).toBe(true);
    const over = partnerSchema.safeParse({ ...partner, [field]: 'é'.repeat(limit + 1) });
    expect(over.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([[field, message]]);
  });
});
