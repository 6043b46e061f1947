-- A category's page filtered by a UF or a city alone reads only the listings within it, and the
-- location's own facet (every UF's or city's count) from the kept counts (20261205180000). Here
-- listings outside the location hold the lowest and highest price and area, another
-- subcategory, and an unpublished one is in a third UF: none of them may reach a count or bound
-- of the page but the location's own facet, which counts the published ones of the chosen
-- subcategory.
begin;
select plan(12);

insert into public.categories (id, name, value) values
  ('00000118-0000-4000-8000-000000000001', 'Casas Locais Pgtap', 'casas-locais-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000118-0000-4000-8000-000000000002', '00000118-0000-4000-8000-000000000001', 'Casas', 'casas-locais-pgtap'),
  ('00000118-0000-4000-8000-000000000003', '00000118-0000-4000-8000-000000000001', 'Sobrados', 'sobrados-locais-pgtap');
insert into public.spec_definitions (category_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('00000118-0000-4000-8000-000000000001', 'area', 'Área', 'number', 'm2', 0, true, true, 1);

insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs) values
  ('00000118-0000-4000-8000-000000000011', 'Casa Local Um', 1000000, '00000118-0000-4000-8000-000000000001', '00000118-0000-4000-8000-000000000002', true, 'SP', 3550308, '{"area": 100}'),
  ('00000118-0000-4000-8000-000000000012', 'Casa Local Dois', 2000000, '00000118-0000-4000-8000-000000000001', '00000118-0000-4000-8000-000000000003', true, 'SP', 3509502, '{"area": 200}'),
  ('00000118-0000-4000-8000-000000000013', 'Casa Local Tres', 5000000, '00000118-0000-4000-8000-000000000001', '00000118-0000-4000-8000-000000000002', true, 'RJ', 3304557, '{"area": 900}'),
  ('00000118-0000-4000-8000-000000000014', 'Casa Local Quatro', 100000, '00000118-0000-4000-8000-000000000001', '00000118-0000-4000-8000-000000000003', true, 'RJ', 3304557, '{"area": 20}'),
  ('00000118-0000-4000-8000-000000000015', 'Casa Local Cinco', 9000000, '00000118-0000-4000-8000-000000000001', '00000118-0000-4000-8000-000000000002', false, 'SC', 4205407, '{"area": 50}');

set local role anon;

create temporary table by_uf on commit drop as
select public.shop_facets(null, '00000118-0000-4000-8000-000000000001', null, null, '{"uf": ["SP"]}') as f;
create temporary table by_uf_in_houses on commit drop as
select public.shop_facets(null, '00000118-0000-4000-8000-000000000001', array['00000118-0000-4000-8000-000000000002']::uuid[], null, '{"uf": ["SP"]}') as f;
create temporary table by_city on commit drop as
select public.shop_facets(null, '00000118-0000-4000-8000-000000000001', null, null, '{"city": [3304557]}') as f;

create function pg_temp.cities(_facets jsonb) returns jsonb language sql as $$
  select coalesce(jsonb_agg(jsonb_build_object('id', c -> 'id', 'count', c -> 'count')), '[]') from jsonb_array_elements(_facets -> 'cities') c
$$;

select is((select f -> 'total' from by_uf), '2'::jsonb, 'a UF alone: the total counts the listings within it');
select is((select f -> 'price' from by_uf), '{"min": 1000000.00, "max": 2000000.00}'::jsonb,
  'a UF alone: the price bounds leave out the listings outside it');
select is((select f -> 'specs' -> 'area' from by_uf), '{"min": 100, "max": 200}'::jsonb,
  'a UF alone: a range''s bounds leave out the listings outside it');
select is((select f -> 'uf' from by_uf), '[{"value": "RJ", "count": 2}, {"value": "SP", "count": 2}]'::jsonb,
  'a UF alone: every UF of a published listing is counted, the unpublished one''s left out');
select is((select pg_temp.cities(f) from by_uf), '[{"id": 3509502, "count": 1}, {"id": 3550308, "count": 1}]'::jsonb,
  'a UF alone: the cities are those within it, by name');
select is((select f -> 'subcategories' from by_uf), '[{"id": "00000118-0000-4000-8000-000000000002", "count": 1}, {"id": "00000118-0000-4000-8000-000000000003", "count": 1}]'::jsonb,
  'a UF alone: the subcategories count the listings within it');

select is((select f -> 'total' from by_uf_in_houses), '1'::jsonb, 'a UF alone in a subcategory: the total counts the subcategory''s listings within it');
select is((select f -> 'uf' from by_uf_in_houses), '[{"value": "RJ", "count": 1}, {"value": "SP", "count": 1}]'::jsonb,
  'a UF alone in a subcategory: every UF counts the chosen subcategory''s listings only');

select is((select f -> 'total' from by_city), '2'::jsonb, 'a city alone: the total counts the listings within it');
select is((select pg_temp.cities(f) from by_city), '[{"id": 3509502, "count": 1}, {"id": 3304557, "count": 2}, {"id": 3550308, "count": 1}]'::jsonb,
  'a city alone: every city of a published listing is counted, ordered by name');
select is((select f -> 'uf' from by_city), '[{"value": "RJ", "count": 2}]'::jsonb,
  'a city alone: the UFs count the listings within it');
select is((select f -> 'price' from by_city), '{"min": 100000.00, "max": 5000000.00}'::jsonb,
  'a city alone: the price bounds are those within it');

select * from finish();
rollback;
