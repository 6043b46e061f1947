import type { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findCategory } from './catalogue/categories';
import { SEED_PRODUCTS, type SeedProduct } from './catalogue/products';
import { asIdentity, createSchemaDatabase, VISITOR } from './testing/schema-database';

interface FacetCount {
  id: string;
  count: number;
}
interface Facets {
  categories: FacetCount[];
  subcategories: FacetCount[];
  attributes: FacetCount[];
}

let db: PGlite;
beforeAll(async () => {
  db = await createSchemaDatabase({ seed: true });
});
afterAll(async () => {
  await db?.close();
});

async function facets(search: string | null, categoryId: string | null = null, subcategoryIds: string[] | null = null): Promise<Facets> {
  return asIdentity(db, VISITOR, async (tx) => {
    const { rows } = await tx.query<{ facets: Facets }>('select catalogue_facets($1, $2, $3) as facets', [search, categoryId, subcategoryIds]);
    return rows[0].facets;
  });
}

/** The same counts computed independently from the catalogue definition (the expected answer). */
function expectedCounts(products: readonly SeedProduct[], key: (product: SeedProduct) => string | null): FacetCount[] {
  const counts = new Map<string, number>();
  for (const product of products) {
    const id = key(product);
    if (id) counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return [...counts].map(([id, count]) => ({ id, count })).sort((a, b) => a.id.localeCompare(b.id));
}

const published = SEED_PRODUCTS.filter((product) => product.published);

describe('catalogue_facets', () => {
  it('counts every published product per category, subcategory and attribute without filters', async () => {
    const result = await facets(null);
    expect(result.categories).toEqual(expectedCounts(published, (p) => p.categoryId));
    expect(result.subcategories).toEqual(expectedCounts(published, (p) => p.subcategoryId));
    expect(result.attributes).toEqual(expectedCounts(published, (p) => p.attributeId));
    expect(result.categories.reduce((sum, c) => sum + c.count, 0)).toBe(published.length);
  });

  it('keeps every category choice but narrows subcategories and attributes to the selected category', async () => {
    const relogios = findCategory('relogios');
    const result = await facets(null, relogios.id);
    const inCategory = published.filter((p) => p.categoryId === relogios.id);
    expect(result.categories).toEqual(expectedCounts(published, (p) => p.categoryId));
    expect(result.subcategories).toEqual(expectedCounts(inCategory, (p) => p.subcategoryId));
    expect(result.attributes).toEqual(expectedCounts(inCategory, (p) => p.attributeId));
  });

  it('narrows attributes to the selected subcategories', async () => {
    const relogios = findCategory('relogios');
    const chosen = [relogios.subcategories[0].id, relogios.subcategories[3].id];
    const result = await facets(null, relogios.id, chosen);
    const inSubcategories = published.filter((p) => chosen.includes(p.subcategoryId));
    expect(result.attributes).toEqual(expectedCounts(inSubcategories, (p) => p.attributeId));
    expect(result.subcategories).toEqual(expectedCounts(published.filter((p) => p.categoryId === relogios.id), (p) => p.subcategoryId));
    expect(await facets(null, relogios.id, [])).toEqual(await facets(null, relogios.id));
  });

  it('honours the search accent- and case-insensitively, like the product list', async () => {
    const result = await facets('  RELOGIO \t  rolex ');
    const rolexes = published.filter((p) => p.name.startsWith('Relógio Rolex'));
    expect(rolexes.length).toBeGreaterThan(2);
    expect(result.categories).toEqual([{ id: findCategory('relogios').id, count: rolexes.length }]);
    const listed = await asIdentity(db, VISITOR, async (tx) =>
      Number((await tx.query<{ n: number }>(`select count(*)::int as n from products where search_text ilike '%relogio rolex%'`)).rows[0].n),
    );
    expect(listed).toBe(rolexes.length);
  });

  it('leaves unpublished products out even when they match', async () => {
    const hidden = SEED_PRODUCTS.find((p) => !p.published && p.categoryValue === 'veiculos');
    expect(hidden).toBeDefined();
    const result = await facets(hidden?.name ?? '');
    expect(result).toEqual({ categories: [], subcategories: [], attributes: [] });
  });

  it('treats % and _ in the search as plain characters', async () => {
    expect(await facets('%')).toEqual({ categories: [], subcategories: [], attributes: [] });
    expect((await facets('_')).categories).toEqual([]);
  });
});
