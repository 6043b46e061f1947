import { describe, expect, it } from 'vitest';
import { categoryBanners } from './category-banners';

const tree = [
  { id: '1', name: 'Automóveis', value: 'automoveis' },
  { id: '2', name: 'Imóveis', value: 'imoveis' },
  { id: '3', name: 'Relógios de Luxo', value: 'relogios-de-luxo' },
];

describe('categoryBanners', () => {
  it('lists the six categories in the home order with the two wide ones', () => {
    const banners = categoryBanners(tree);
    expect(banners.map((b) => b.slug)).toEqual(['veiculos', 'embarcacoes', 'aeronaves', 'imoveis', 'relogios', 'decoracao']);
    expect(banners.filter((b) => b.wide).map((b) => b.slug)).toEqual(['veiculos', 'imoveis']);
    expect(banners[0].title).toBe('Automóveis');
  });

  it('links to the matching category value, found by keyword when the slug differs', () => {
    const byslug = Object.fromEntries(categoryBanners(tree).map((b) => [b.slug, b.categoryValue]));
    expect(byslug.veiculos).toBe('automoveis');
    expect(byslug.imoveis).toBe('imoveis');
    expect(byslug.relogios).toBe('relogios-de-luxo');
  });

  it('falls back to the whole shop when the category does not exist', () => {
    const byslug = Object.fromEntries(categoryBanners(tree).map((b) => [b.slug, b.categoryValue]));
    expect(byslug.aeronaves).toBeNull();
    expect(byslug.decoracao).toBeNull();
  });
});
