import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  attributeInputSchema,
  categoryInputSchema,
  categorySearchTermsSchema,
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

describe('categorySearchTermsSchema', () => {
  it('reads comma-separated words, trimmed, blanks and repeats dropped', () => {
    expect(categorySearchTermsSchema.parse(' carro, veículo ,, carro, Auto ')).toEqual(['carro', 'veículo', 'Auto']);
    expect(categorySearchTermsSchema.parse('')).toEqual([]);
  });

  it('refuses what the database refuses, in pt-BR', () => {
    const message = (text: string) => categorySearchTermsSchema.safeParse(text).error?.issues[0]?.message;
    expect(message('carro esportivo')).toBe('Use uma palavra por termo, sem espaços nem os caracteres < > " & ;.');
    expect(message('<b>carro</b>')).toBe('Use uma palavra por termo, sem espaços nem os caracteres < > " & ;.');
    expect(message('c')).toBe('Cada termo de busca tem de 2 a 40 caracteres.');
    expect(message('x'.repeat(41))).toBe('Cada termo de busca tem de 2 a 40 caracteres.');
    expect(message(Array.from({ length: 31 }, (_, i) => `termo${i}`).join(','))).toBe('Informe no máximo 30 termos de busca.');
  });

  it('gives back what it reads when its terms are joined again', () => {
    const term = fc.stringMatching(/^[a-zà-ú0-9-]{2,40}$/);
    fc.assert(
      fc.property(fc.uniqueArray(term, { maxLength: 30 }), (terms) => {
        expect(categorySearchTermsSchema.parse(terms.join(', '))).toEqual(terms);
      }),
    );
  });
});
