import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@oneboss/domain';
import { readStoredSelection, writeStoredSelection } from './selectionStorage';

function memoryStorage() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

describe('selection storage', () => {
  it('reads nothing as the empty selection', () => {
    expect(readStoredSelection(memoryStorage())).toEqual({ categoryId: null, subcategoryId: null, tab: 'categories' });
  });

  it('round-trips a selection through the STORAGE_KEYS local storage keys', () => {
    const storage = memoryStorage();
    writeStoredSelection(storage, { categoryId: 'c1', subcategoryId: 's1', tab: 'values' });
    expect(storage.values.get(STORAGE_KEYS.categoryManagerCategory)).toBe('c1');
    expect(readStoredSelection(storage)).toEqual({ categoryId: 'c1', subcategoryId: 's1', tab: 'values' });
  });

  it('removes cleared ids and ignores an unknown tab', () => {
    const storage = memoryStorage();
    writeStoredSelection(storage, { categoryId: 'c1', subcategoryId: 's1', tab: 'values' });
    writeStoredSelection(storage, { categoryId: 'c1', subcategoryId: null, tab: 'subcategories' });
    expect(storage.values.has(STORAGE_KEYS.categoryManagerSubcategory)).toBe(false);
    storage.setItem(STORAGE_KEYS.categoryManagerTab, 'other');
    expect(readStoredSelection(storage).tab).toBe('categories');
  });
});
