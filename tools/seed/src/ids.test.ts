import { productCode } from '@oneboss/domain';
import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from './catalogue/categories';
import { SEED_HERO_BANNERS } from './catalogue/hero-banners';
import { SEED_PARTNERS } from './catalogue/partners';
import { SEED_PRODUCTS } from './catalogue/products';
import { seedUuid } from './ids';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const ALL_IDS = [
  ...SEED_CATEGORIES.flatMap((category) => [
    category.id,
    ...category.subcategories.flatMap((subcategory) => [subcategory.id, ...subcategory.attributes.map((attribute) => attribute.id)]),
  ]),
  ...SEED_PRODUCTS.map((product) => product.id),
  ...SEED_PARTNERS.map((partner) => partner.id),
  ...SEED_HERO_BANNERS.map((banner) => banner.id),
];

describe('seedUuid', () => {
  it('gives the same row the same version-4 id on every seed', () => {
    expect(seedUuid('product', 'Ferrari 296 GTB')).toBe(seedUuid('product', 'Ferrari 296 GTB'));
    expect(seedUuid('product', 'Ferrari 296 GTB')).toMatch(UUID_V4);
    expect(seedUuid('category', 'Ferrari 296 GTB')).not.toBe(seedUuid('product', 'Ferrari 296 GTB'));
  });

  it('refuses a blank key', () => {
    expect(() => seedUuid('product', ' ')).toThrow(RangeError);
  });
});

describe('seeded ids', () => {
  it('are version-4 UUIDs, none shared by two rows', () => {
    for (const id of ALL_IDS) expect(id).toMatch(UUID_V4);
    expect(new Set(ALL_IDS).size).toBe(ALL_IDS.length);
  });

  it('give every product a code of its own', () => {
    const codes = SEED_PRODUCTS.map((product) => productCode(product.id));
    expect(new Set(codes).size).toBe(SEED_PRODUCTS.length);
  });

  it('differ in their first eight digits, whatever their kind', () => {
    expect(new Set(ALL_IDS.map((id) => id.slice(0, 8))).size).toBe(ALL_IDS.length);
  });
});
