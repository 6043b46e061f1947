import { createHash } from 'node:crypto';
import { listingColumnsSql, listingNameSql, listingPriceSql, listingSalePriceSql, specDefinitionsSql } from './catalogue-specs-sql';

/** The uuid the generator gives product number `i` (see pg_temp.v4 below). */
export function productUuid(i: number): string {
  const md5 = createHash('md5').update(`prod${i}`).digest('hex');
  const hex = `${md5.slice(0, 12)}4${md5.slice(13, 16)}8${md5.slice(17)}`;
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * SQL that fills a fresh database with a synthetic catalogue of `size` products:
 * six categories with a realistic spread, three subcategories each, four attributes
 * per subcategory, three image rows per product and about 10% unpublished; each category's
 * specification definitions, and every product's location and values (catalogue-specs-sql.ts).
 */
export function catalogueSql(size: number, storageBaseUrl: string): string[] {
  const imageBase = `${storageBaseUrl}/storage/v1/object/public/products/bench`;
  return [
    // Version-4-shaped ids from a seed text, so generated rows pass the apps' UUID checks.
    `create function pg_temp.v4(seed text) returns uuid language sql immutable as
     $$ select overlay(overlay(md5(seed) placing '4' from 13) placing '8' from 17)::uuid $$;`,
    `delete from public.product_images; delete from public.leads; delete from public.products;
     delete from public.attributes; delete from public.subcategories; delete from public.categories;`,
    `insert into public.categories (id, name, value)
     select pg_temp.v4('cat' || c.value), c.name, c.value
     from (values ('Automóveis', 'veiculos'), ('Embarcações', 'embarcacoes'), ('Aeronaves', 'aeronaves'),
                  ('Imóveis', 'imoveis'), ('Relógios', 'relogios'), ('Decoração', 'decoracao')) as c(name, value);`,
    `insert into public.subcategories (id, category_id, name, type)
     select pg_temp.v4('sub' || c.value || s.n), c.id, 'Linha ' || s.n || ' de ' || c.name, c.value || '-linha-' || s.n
     from public.categories c cross join generate_series(1, 3) as s(n);`,
    `insert into public.attributes (id, subcategory_id, attribute)
     select pg_temp.v4('attr' || s.type || a.n), s.id, 'Opção ' || a.n || ' ' || s.name
     from public.subcategories s cross join generate_series(1, 4) as a(n);`,
    ...specDefinitionsSql(),
    // The generated values are valid by construction; checking a million of them one row at a time
    // against their definitions (the listing editors' trigger) would take most of the generation.
    'alter table public.products disable trigger products_validate_specs;',
    // Weights: imóveis 30%, veículos 25%, relógios 20%, decoração 15%, embarcações 6%, aeronaves 4%.
    `insert into public.products (id, name, short_description, description, price, sale_price, category_id,
        subcategory_id, attribute_id, featured, published, stock_quantity, price_on_request, created_at,
        uf, city_id, neighbourhood, specs)
     select pg_temp.v4('prod' || g.i),
            ${listingNameSql()}
              || ' ' || (array['Édition', 'Prestige', 'Aurora', 'Imperial', 'Atlântico', 'São Paulo', 'Riviera'])[1 + (g.i / 8) % 7]
              || ' ' || g.i,
            'Peça exclusiva número ' || g.i || ', curadoria OneBoss com procedência verificada.',
            '<p>Descrição detalhada do item ' || g.i || ' com acabamento artesanal, história documentada e ' ||
              'garantia de autenticidade.</p><ul><li>Entrega especializada</li><li>Pagamento seguro</li></ul>',
            case when g.i % 20 = 0 then null else ${listingPriceSql()} end,
            case when g.i % 20 <> 0 and g.i % 7 = 0 then ${listingSalePriceSql()} end,
            pg_temp.v4('cat' || cat.value),
            pg_temp.v4('sub' || cat.value || (1 + g.i % 3)),
            pg_temp.v4('attr' || cat.value || '-linha-' || (1 + g.i % 3) || (1 + (g.i / 3) % 4)),
            g.i % 33 = 0,
            g.i % 10 <> 0,
            g.i % 11,
            g.i % 20 = 0,
            now() - ((g.i * 37) % 730) * interval '1 day',
            ${listingColumnsSql()}
     from generate_series(1, ${size}) as g(i)
     cross join lateral (
       select case when g.i % 100 < 30 then 'imoveis' when g.i % 100 < 55 then 'veiculos'
                   when g.i % 100 < 75 then 'relogios' when g.i % 100 < 90 then 'decoracao'
                   when g.i % 100 < 96 then 'embarcacoes' else 'aeronaves' end as value
     ) as cat;`,
    'alter table public.products enable trigger products_validate_specs;',
    `insert into public.product_images (product_id, url, sort_order)
     select p.id, '${imageBase}/' || p.id || '/' || k.n || '.jpg', k.n
     from public.products p cross join generate_series(0, 2) as k(n);`,
    // A live database is vacuumed by autovacuum: the visibility map lets counts and facets read
    // the narrow partial indexes alone (index-only scans) instead of the wide heap rows.
    'vacuum analyze;',
  ];
}
