import { describe, expect, it } from 'vitest';
import type { Category } from '@oneboss/domain';
import { afterCategoryChange, attributesOf, reconcileAttribute, subcategoriesOf } from './categoryCascade';

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

  it('defaults to the first attribute, also when the saved one is not in the list', () => {
    const attributes = attributesOf(tree, 's1');
    expect(reconcileAttribute(attributes, null)).toBe('a1');
    expect(reconcileAttribute(attributes, 'a2')).toBe('a2');
    expect(reconcileAttribute(attributes, 'elsewhere')).toBe('a1');
    expect(reconcileAttribute([], 'a2')).toBeNull();
  });
});
