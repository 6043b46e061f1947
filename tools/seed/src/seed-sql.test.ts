import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from './catalogue/categories';
import { SEED_PRODUCTS } from './catalogue/products';
import { renderSeedSql } from './seed-sql';
import { REPO_ROOT } from './testing/repo-root';

describe('supabase/seed.sql', () => {
  it('is what the generator writes from the catalogue (run write-seed-sql.ts after editing it)', async () => {
    const committed = await readFile(path.join(REPO_ROOT, 'supabase', 'seed.sql'), 'utf8');
    expect(committed).toBe(renderSeedSql());
  });
});

describe('the demo catalogue', () => {
  const published = SEED_PRODUCTS.filter((p) => p.published);

  it('has the six storefront categories, each with 2-4 subcategories that have attributes', () => {
    expect(SEED_CATEGORIES.map((c) => [c.value, c.name])).toEqual([
      ['veiculos', 'Automóveis'],
      ['embarcacoes', 'Embarcações'],
      ['aeronaves', 'Aeronaves'],
      ['imoveis', 'Imóveis'],
      ['relogios', 'Relógios'],
      ['decoracao', 'Decoração'],
    ]);
    for (const category of SEED_CATEGORIES) {
      expect(category.subcategories.length).toBeGreaterThanOrEqual(2);
      expect(category.subcategories.length).toBeLessThanOrEqual(4);
      for (const subcategory of category.subcategories) expect(subcategory.attributes.length).toBeGreaterThan(0);
    }
  });

  it('covers every display rule with enough products', () => {
    expect(SEED_PRODUCTS.length).toBeGreaterThanOrEqual(48);
    expect(published.filter((p) => p.featured).length).toBeGreaterThanOrEqual(8);
    expect(SEED_PRODUCTS.filter((p) => p.featured && !p.published)).toEqual([]);
    const onRequest = SEED_PRODUCTS.filter((p) => p.priceOnRequest);
    expect(onRequest.length).toBeGreaterThanOrEqual(4);
    expect(onRequest.every((p) => p.price === null && p.salePrice === null)).toBe(true);
    expect(SEED_PRODUCTS.filter((p) => p.salePrice !== null && p.price !== null && p.salePrice < p.price).length).toBeGreaterThanOrEqual(4);
    expect(SEED_PRODUCTS.filter((p) => p.salePrice !== null && (p.price === null || p.salePrice >= p.price))).toEqual([]);
    expect(published.filter((p) => p.stockQuantity === 0).length).toBeGreaterThanOrEqual(3);
    const hiddenShare = (SEED_PRODUCTS.length - published.length) / SEED_PRODUCTS.length;
    expect(hiddenShare).toBeGreaterThanOrEqual(0.08);
    expect(hiddenShare).toBeLessThanOrEqual(0.15);
    for (const category of SEED_CATEGORIES) {
      expect(published.filter((p) => p.categoryId === category.id).length, category.value).toBeGreaterThanOrEqual(6);
    }
  });

  it('has unique names, accents to search for, and 2-4 pictures per product', () => {
    expect(new Set(SEED_PRODUCTS.map((p) => p.name)).size).toBe(SEED_PRODUCTS.length);
    for (const name of ['Relógio Rolex Submariner Date', 'Cobertura Duplex em São Paulo', 'Lancha Azimut 60']) {
      expect(SEED_PRODUCTS.map((p) => p.name)).toContain(name);
    }
    expect(SEED_PRODUCTS.every((p) => p.imageCount >= 2 && p.imageCount <= 4)).toBe(true);
    expect(SEED_PRODUCTS.every((p) => /^<p>.+<\/p><ul>(<li><strong>.+?:<\/strong> .+?<\/li>)+<\/ul>$/.test(p.description))).toBe(true);
  });

  it('prices like the real market (BRL)', () => {
    const price = (name: string) => SEED_PRODUCTS.find((p) => p.name === name)?.price;
    expect(price('Relógio Rolex Submariner Date')).toBe(95_000);
    expect(price('Ferrari 296 GTB')).toBe(3_900_000);
    expect(price('Cobertura Duplex em São Paulo')).toBe(18_000_000);
  });
});
