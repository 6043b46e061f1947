import { describe, expect, it } from 'vitest';
import { attributeFormSchema, categoryFormSchema, subcategoryFormSchema } from './formSchemas';

const firstIssue = (result: { success: boolean; error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues[0];

describe('categoryFormSchema', () => {
  const existing = [{ value: 'veiculos' }];

  it('needs a name and a slug', () => {
    expect(categoryFormSchema(existing).safeParse({ name: '  ', slug: 'x' }).success).toBe(false);
    expect(categoryFormSchema(existing).safeParse({ name: 'Iates', slug: '' }).success).toBe(false);
    expect(categoryFormSchema(existing).parse({ name: ' Iates ', slug: 'iates' })).toEqual({ name: 'Iates', slug: 'iates' });
  });

  it('refuses a slug another category already uses', () => {
    const issue = firstIssue(categoryFormSchema(existing).safeParse({ name: 'Carros', slug: 'veiculos' }));
    expect(issue?.message).toBe('Já existe uma categoria com esse identificador.');
    expect(issue?.path).toEqual(['slug']);
  });
});

describe('subcategoryFormSchema', () => {
  const siblings = [{ id: 's1', type: 'carros' }];

  it('refuses a slug already used in the category', () => {
    const issue = firstIssue(subcategoryFormSchema(siblings).safeParse({ name: 'Carros 2', slug: 'carros' }));
    expect(issue?.message).toBe('Já existe uma subcategoria com esse identificador nesta categoria.');
    expect(issue?.path).toEqual(['slug']);
  });

  it('accepts a new slug', () => {
    expect(subcategoryFormSchema(siblings).safeParse({ name: 'Motos', slug: 'motos' }).success).toBe(true);
  });
});

describe('attributeFormSchema', () => {
  const siblings = [{ id: 'a1', name: 'Elétrico' }];

  it('refuses an attribute the subcategory already has, ignoring case and accents', () => {
    const issue = firstIssue(attributeFormSchema(siblings).safeParse({ name: 'eletrico' }));
    expect(issue?.message).toBe('Este atributo já existe nesta subcategoria.');
  });

  it('refuses a blank name and accepts a new one', () => {
    expect(attributeFormSchema(siblings).safeParse({ name: ' ' }).success).toBe(false);
    expect(attributeFormSchema(siblings).safeParse({ name: 'Híbrido' }).success).toBe(true);
  });
});
