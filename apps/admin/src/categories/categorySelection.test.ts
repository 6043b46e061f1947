import { describe, expect, it } from 'vitest';
import type { Category } from '@oneboss/domain';
import { EMPTY_SELECTION, isTabEnabled, resolveSelection, selectionFromParams, selectionToParams } from './categorySelection';

const tree: Category[] = [
  {
    id: 'c1',
    name: 'Veículos',
    value: 'veiculos',
    subcategories: [{ id: 's1', categoryId: 'c1', name: 'Carros', type: 'carros', attributes: [] }],
  },
  { id: 'c2', name: 'Relógios', value: 'relogios', subcategories: [] },
];

describe('isTabEnabled', () => {
  it('enables Subcategorias after a category and Valores after a subcategory', () => {
    expect(isTabEnabled('categories', { categoryId: null, subcategoryId: null })).toBe(true);
    expect(isTabEnabled('subcategories', { categoryId: null, subcategoryId: null })).toBe(false);
    expect(isTabEnabled('subcategories', { categoryId: 'c1', subcategoryId: null })).toBe(true);
    expect(isTabEnabled('values', { categoryId: 'c1', subcategoryId: null })).toBe(false);
    expect(isTabEnabled('values', { categoryId: 'c1', subcategoryId: 's1' })).toBe(true);
    expect(isTabEnabled('specs', { categoryId: null, subcategoryId: null })).toBe(false);
    expect(isTabEnabled('specs', { categoryId: 'c1', subcategoryId: null })).toBe(true);
  });
});

describe('resolveSelection', () => {
  it('keeps a selection that still exists', () => {
    const stored = { categoryId: 'c1', subcategoryId: 's1', tab: 'values' as const };
    expect(resolveSelection(tree, stored)).toEqual(stored);
  });

  it('drops a subcategory that belongs to another category and falls back a tab', () => {
    expect(resolveSelection(tree, { categoryId: 'c2', subcategoryId: 's1', tab: 'values' })).toEqual({
      categoryId: 'c2',
      subcategoryId: null,
      tab: 'subcategories',
    });
  });

  it('drops a deleted category with its subcategory', () => {
    expect(resolveSelection(tree, { categoryId: 'gone', subcategoryId: 's1', tab: 'subcategories' })).toEqual(EMPTY_SELECTION);
  });

  it('keeps an earlier tab even when later ones are enabled', () => {
    expect(resolveSelection(tree, { categoryId: 'c1', subcategoryId: 's1', tab: 'categories' }).tab).toBe('categories');
  });
});

describe('selection in the URL', () => {
  it('reads the ids and tab a URL names, and nothing from a URL that names none', () => {
    expect(selectionFromParams(new URLSearchParams('category=c1&subcategory=s1&tab=values'))).toEqual({ categoryId: 'c1', subcategoryId: 's1', tab: 'values' });
    expect(selectionFromParams(new URLSearchParams('category=c1&tab=bogus'))).toEqual({ categoryId: 'c1', subcategoryId: null, tab: 'categories' });
    expect(selectionFromParams(new URLSearchParams('filter=%7B%7D'))).toBeNull();
  });

  it('writes the selection over the old one, keeping other keys and leaving out empty parts', () => {
    const written = selectionToParams(new URLSearchParams('subcategory=old&page=2'), { categoryId: 'c2', subcategoryId: null, tab: 'subcategories' });
    expect(written.toString()).toBe('page=2&category=c2&tab=subcategories');
    expect(selectionToParams(new URLSearchParams('category=c1'), EMPTY_SELECTION).toString()).toBe('');
  });

  it('round-trips a full selection', () => {
    const selection = { categoryId: 'c1', subcategoryId: 's1', tab: 'values' } as const;
    expect(selectionFromParams(selectionToParams(new URLSearchParams(), selection))).toEqual(selection);
  });
});
