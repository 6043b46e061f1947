import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attributeInputSchema,
  categoryInputSchema,
  isDuplicateAttribute,
  isDuplicateSubcategoryType,
  renameSchema,
  SLUG_PATTERN,
  slugify,
  subcategoryInputSchema,
} from './category';

const CATEGORY = '6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60';

describe('slugify', () => {
  it('strips accents and joins words with hyphens', () => {
    expect(slugify('Embarcações de Luxo')).toBe('embarcacoes-de-luxo');
    expect(slugify('  Relógios & Jóias!! ')).toBe('relogios-joias');
    expect(slugify('---')).toBe('');
    expect(slugify('Cœur Ærø')).toBe('coeur-aero');
  });

  it('always gives a valid slug or nothing, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const slug = slugify(name);
        expect(slug === '' || SLUG_PATTERN.test(slug)).toBe(true);
        expect(slugify(slug)).toBe(slug);
      }),
    );
  });
});

describe('category inputs', () => {
  it('need a name and a lower-case slug', () => {
    expect(categoryInputSchema.parse({ name: ' Aeronaves ', value: 'aeronaves' })).toEqual({ name: 'Aeronaves', value: 'aeronaves' });
    const result = categoryInputSchema.safeParse({ name: '', value: 'Aero Naves' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual([
      'name:Informe o nome.',
      'value:Use apenas letras minúsculas, números e hífens.',
    ]);
    expect(categoryInputSchema.safeParse({ name: 'X', value: '' }).error?.issues[0].message).toBe('Informe o identificador.');
  });

  it('subcategories need a parent category id, a name and a slug', () => {
    expect(subcategoryInputSchema.parse({ categoryId: CATEGORY, name: 'Esportivos', type: 'esportivos' })).toBeTruthy();
    expect(subcategoryInputSchema.safeParse({ categoryId: 'x', name: 'Esportivos', type: 'esportivos' }).error?.issues[0].message).toBe(
      'Selecione uma categoria válida.',
    );
  });

  it('attributes and renames need a non-blank name', () => {
    expect(attributeInputSchema.parse({ subcategoryId: CATEGORY, name: ' V8 ' })).toEqual({ subcategoryId: CATEGORY, name: 'V8' });
    expect(attributeInputSchema.safeParse({ subcategoryId: CATEGORY, name: ' ' }).success).toBe(false);
    expect(renameSchema.safeParse({ name: '   ' }).error?.issues[0].message).toBe('Informe o nome.');
  });
});

describe('duplicates', () => {
  it('finds a subcategory slug already used in the category, except the one being edited', () => {
    const siblings = [{ id: '1', type: 'esportivos' }];
    expect(isDuplicateSubcategoryType('Esportivos ', siblings)).toBe(true);
    expect(isDuplicateSubcategoryType('esportivos', siblings, '1')).toBe(false);
    expect(isDuplicateSubcategoryType('classicos', siblings)).toBe(false);
  });

  it('finds an attribute already in the subcategory, ignoring case and accents', () => {
    const siblings = [{ id: '1', name: 'Elétrico' }];
    expect(isDuplicateAttribute(' eletrico', siblings)).toBe(true);
    expect(isDuplicateAttribute('Elétrico', siblings, '1')).toBe(false);
    expect(isDuplicateAttribute('Híbrido', siblings)).toBe(false);
  });
});
