import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEED_CATEGORIES } from './catalogue/categories';
import { SEED_PRODUCTS } from './catalogue/products';
import { SEED_SPEC_DEFINITIONS } from './catalogue/spec-definitions';
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

describe("the demo catalogue's specifications and locations", () => {
  const definitionsOf = (categoryId: string) => SEED_SPEC_DEFINITIONS.filter((definition) => definition.categoryId === categoryId);

  it('describes all six categories with the keys the issue lists, at most three on the card', () => {
    const keys = Object.fromEntries(SEED_CATEGORIES.map((category) => [category.value, definitionsOf(category.id).map((definition) => definition.key)]));
    expect(keys).toEqual({
      veiculos: ['ano', 'quilometragem', 'potencia', 'combustivel', 'cambio', 'cor', 'blindado', 'unico_dono'],
      embarcacoes: ['comprimento', 'ano', 'cabines', 'capacidade', 'motorizacao', 'horas_motor'],
      aeronaves: ['tipo', 'ano', 'horas_celula', 'horas_revisao', 'assentos', 'alcance'],
      imoveis: ['tipo', 'area', 'quartos', 'suites', 'vagas', 'condominio', 'iptu'],
      relogios: ['marca', 'referencia', 'ano', 'diametro', 'material_caixa', 'movimento', 'caixa_documentos'],
      decoracao: ['designer', 'material', 'dimensoes', 'epoca'],
    });
    for (const category of SEED_CATEGORIES) {
      expect(definitionsOf(category.id).filter((definition) => definition.headline).length, category.value).toBeLessThanOrEqual(3);
    }
    const unit = (categoryValue: string, key: string) => SEED_SPEC_DEFINITIONS.find((d) => d.categoryValue === categoryValue && d.key === key)?.unit;
    expect([unit('embarcacoes', 'comprimento'), unit('aeronaves', 'alcance'), unit('imoveis', 'condominio'), unit('imoveis', 'iptu')]).toEqual(['ft', 'nmi', 'brl_month', 'brl_year']);
  });

  it('gives every listing values of its own category, every required one, and options that exist', () => {
    for (const product of SEED_PRODUCTS) {
      const definitions = definitionsOf(product.categoryId);
      for (const [key, value] of Object.entries(product.specs)) {
        const definition = definitions.find((candidate) => candidate.key === key);
        expect(definition, `${product.name}: ${key}`).toBeDefined();
        if (definition?.type === 'option') expect(definition.options.map((option) => option.value), product.name).toContain(value);
        if (definition && definition.min !== null && typeof value === 'number') expect(value, `${product.name}: ${key}`).toBeGreaterThanOrEqual(definition.min);
        if (definition && definition.max !== null && typeof value === 'number') expect(value, `${product.name}: ${key}`).toBeLessThanOrEqual(definition.max);
      }
      for (const definition of definitions.filter((candidate) => candidate.required)) {
        expect(product.specs, `${product.name}: ${definition.key}`).toHaveProperty(definition.key);
      }
    }
  });

  it("agrees with each listing's name: a Rolex is a Rolex, a jet a jet, the Azimut 60 is 60 pés", () => {
    const specs = (name: string) => SEED_PRODUCTS.find((p) => p.name === name)?.specs;
    const kinds: Record<string, string[]> = {
      'jatos-executivos': ['jato'], helicopteros: ['helicoptero'], 'turbo-helices': ['turboelice'],
      coberturas: ['cobertura'], apartamentos: ['apartamento'], casas: ['casa', 'casa-em-condominio'], fazendas: ['fazenda', 'haras'],
    };
    for (const product of SEED_PRODUCTS) {
      if (product.categoryValue === 'relogios') expect(product.specs.marca, product.name).toBe(product.subcategoryType);
      if (kinds[product.subcategoryType]) expect(kinds[product.subcategoryType], product.name).toContain(product.specs.tipo);
    }
    expect(specs('Lancha Azimut 60')?.comprimento).toBe(60);
    expect(specs('Iate Sunseeker 76 Yacht')?.comprimento).toBe(76);
    expect(specs('Relógio Rolex Cosmograph Daytona')).toMatchObject({ marca: 'rolex', material_caixa: 'ouro-rose', diametro: 40 });
    expect(specs('Cobertura Duplex em São Paulo')).toMatchObject({ tipo: 'cobertura', area: 620, suites: 4 });
  });

  it('places every listing in a real municipality of its UF', async () => {
    const migration = await readFile(path.join(REPO_ROOT, 'supabase', 'migrations', '20261128050010_insert_municipalities.sql'), 'utf8');
    const ufOf = new Map([...migration.matchAll(/\((\d{7}), '(?:[^']|'')+', '([A-Z]{2})'\)/g)].map(([, id, uf]) => [Number(id), uf]));
    expect(ufOf.size).toBe(5570);
    for (const product of SEED_PRODUCTS) expect(ufOf.get(product.cityId), product.name).toBe(product.uf);
    expect(SEED_PRODUCTS.find((p) => p.name === 'Cobertura Duplex em São Paulo')).toMatchObject({ uf: 'SP', cityId: 3550308, neighbourhood: 'Itaim Bibi' });
  });
});
