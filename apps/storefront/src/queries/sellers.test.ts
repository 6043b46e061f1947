import type { Category, SpecDefinition } from '@oneboss/domain';
import { describe, expect, it } from 'vitest';
import { sellerShop, wholeShop } from '../hooks/use-shop-navigation';
import { sellerPageFilters } from './sellers';

const CARS = '11111111-1111-4111-8111-111111111111';
const tree: Category[] = [{ id: CARS, name: 'Automóveis', value: 'automoveis', subcategories: [] }];
const mileage: SpecDefinition = {
  id: '55555555-5555-4555-8555-555555555555',
  categoryId: CARS,
  subcategoryId: null,
  key: 'quilometragem',
  label: 'Quilometragem',
  type: 'integer',
  unit: 'km',
  decimals: 0,
  min: 0,
  max: null,
  required: false,
  filterable: true,
  sortable: true,
  headline: true,
  position: 1,
  groupLabel: null,
  options: [],
};
const seller = { id: '66666666-6666-4666-8666-666666666666', slug: 'prime-motors' };

describe("a seller page's filters", () => {
  it("reads the shop's filters with the category in the query, its specifications read against that category", () => {
    const filters = sellerPageFilters({ category: 'automoveis', quilometragem: '-30000', preco: '-2000000', page: 2 }, tree, [mileage]);
    expect(filters).toMatchObject({ categorySlug: 'automoveis', price: { max: 2_000_000 }, specs: { quilometragem: { max: 30_000 } }, page: 2 });
  });

  it('names the category by its value, drops an unknown one, and a specification without its category', () => {
    expect(sellerPageFilters({ category: CARS }, tree, [mileage]).categorySlug).toBe('automoveis');
    expect(sellerPageFilters({ category: 'iates', quilometragem: '-30000' }, tree, [mileage])).not.toHaveProperty('categorySlug');
    expect(sellerPageFilters({ quilometragem: '-30000' }, tree, [mileage])).not.toHaveProperty('specs');
  });

  it("links to the seller's own page, the category in the query, and the whole shop's to /loja/{category}", () => {
    const filters = sellerPageFilters({ category: 'automoveis', preco: '-2000000' }, tree, [mileage]);
    expect(sellerShop(seller, tree).locate(filters)).toEqual({ to: '/vendedores/$slug', params: { slug: 'prime-motors' }, search: { category: 'automoveis', preco: -2_000_000 } });
    expect(sellerShop(seller, tree).action(filters)).toBe('/vendedores/prime-motors');
    expect(wholeShop(tree).locate(filters)).toEqual({ to: '/loja/$categorySlug', params: { categorySlug: 'automoveis' }, search: { preco: -2_000_000 } });
    expect(wholeShop(tree).action(filters)).toBe('/loja/automoveis');
  });
});
