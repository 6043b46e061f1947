import { describe, expect, it } from 'vitest';
import { rememberTab, rememberedTab, tabOfPath } from './tabs';

function memoryStorage() {
  const values = new Map<string, string>();
  return { getItem: (key: string) => values.get(key) ?? null, setItem: (key: string, value: string) => void values.set(key, value) };
}

describe('tabs', () => {
  it('defaults to Produtos and remembers the last tab', () => {
    const storage = memoryStorage();
    expect(rememberedTab(storage)).toBe('products');
    rememberTab(storage, 'leads');
    expect(rememberedTab(storage)).toBe('leads');
  });

  it('ignores an unknown stored value', () => {
    const storage = memoryStorage();
    storage.setItem('oneboss.admin.tab', 'orders');
    expect(rememberedTab(storage)).toBe('products');
  });

  it('survives a storage that throws', () => {
    const broken = { getItem: () => { throw new Error('denied'); }, setItem: () => { throw new Error('denied'); } };
    expect(rememberedTab(broken)).toBe('products');
    expect(() => rememberTab(broken, 'partners')).not.toThrow();
  });

  it('finds the tab of a path', () => {
    expect(tabOfPath('/partners')).toBe('partners');
    expect(tabOfPath('/categories/1/show')).toBe('categories');
    expect(tabOfPath('/')).toBeNull();
    expect(tabOfPath('/login')).toBeNull();
  });
});
