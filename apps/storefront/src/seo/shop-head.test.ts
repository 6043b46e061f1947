import { describe, expect, it } from 'vitest';
import { jsonLd } from './head-testing';
import { shopHead } from './shop-head';

const SITE = 'https://loja.example';
const items = [
  { id: 'a1', name: 'Relógio Rolex Submariner' },
  { id: 'b2', name: 'Relógio Patek Philippe Nautilus' },
];
const watches = { name: 'Relógios', value: 'relogios' };

describe('shopHead', () => {
  it("titles a category's page after it and lists its cards in order", () => {
    const head = shopHead({ siteUrl: SITE, category: watches, filters: {}, items });
    expect(head.meta).toContainEqual({ title: 'Relógios - Loja OneBoss' });
    expect(head.links).toEqual([{ rel: 'canonical', href: `${SITE}/loja/relogios` }]);
    const list = jsonLd(head, 'ItemList');
    expect(list.numberOfItems).toBe(2);
    expect(list.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Relógio Rolex Submariner', url: `${SITE}/produto/a1` },
      { '@type': 'ListItem', position: 2, name: 'Relógio Patek Philippe Nautilus', url: `${SITE}/produto/b2` },
    ]);
    const crumbs = jsonLd(head, 'BreadcrumbList').itemListElement as { item: string }[];
    expect(crumbs.map((crumb) => crumb.item)).toEqual([`${SITE}/`, `${SITE}/loja`, `${SITE}/loja/relogios`]);
  });

  it('keeps the page number in the canonical URL but not the sort, search or facet filters', () => {
    const second = shopHead({ siteUrl: SITE, category: watches, filters: { page: 2, sort: 'price-asc', search: 'rolex', subcategories: 'x' }, items });
    expect(second.links).toEqual([{ rel: 'canonical', href: `${SITE}/loja/relogios?page=2` }]);
    const first = shopHead({ siteUrl: SITE, category: null, filters: { page: 1, sort: 'price-desc' }, items: [] });
    expect(first.links).toEqual([{ rel: 'canonical', href: `${SITE}/loja` }]);
    expect(first.meta).toContainEqual({ title: 'Todos os produtos - Loja OneBoss' });
    expect(jsonLd(first, 'ItemList').itemListElement).toEqual([]);
  });
});
