import { describe, expect, it } from 'vitest';
import type { Category } from '@oneboss/domain';
import { afterCategoryChange, attributesOf, keptAttribute, subcategoriesOf } from './categoryCascade';

const tree: Category[] = [
  {
    id: 'c1',
    name: 'Relógios',
    value: 'relogios',
    subcategories: [
      { id: 's1', categoryId: 'c1', name: 'Pulso', type: 'pulso', attributes: [{ id: 'a1', subcategoryId: 's1', name: 'Ouro' }, { id: 'a2', subcategoryId: 's1', name: 'Aço' }] },
      { id: 's2', categoryId: 'c1', name: 'Parede', type: 'parede', attributes: [] },
    ],
  },
  { id: 'c2', name: 'Imóveis', value: 'imoveis' },
];

describe('category cascade', () => {
  it('lists the subcategories of the chosen category and the attributes of the chosen subcategory', () => {
    expect(subcategoriesOf(tree, 'c1').map((s) => s.id)).toEqual(['s1', 's2']);
    expect(subcategoriesOf(tree, 'c2')).toEqual([]);
    expect(subcategoriesOf(tree, null)).toEqual([]);
    expect(attributesOf(tree, 's1').map((a) => a.id)).toEqual(['a1', 'a2']);
    expect(attributesOf(tree, 'missing')).toEqual([]);
  });

  it('clears subcategory and attribute when the category changes', () => {
    expect(afterCategoryChange()).toEqual({ subcategoryId: null, attributeId: null });
  });

  it('keeps a saved attribute of the subcategory and never picks one for the operator', () => {
    const attributes = attributesOf(tree, 's1');
    expect(keptAttribute(attributes, null)).toBeNull();
    expect(keptAttribute(attributes, 'a2')).toBe('a2');
    expect(keptAttribute(attributes, 'elsewhere')).toBeNull();
    expect(keptAttribute([], 'a2')).toBeNull();
  });
});
