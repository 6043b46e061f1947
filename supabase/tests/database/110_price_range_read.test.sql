-- A category's filtered page with a price range reads only the listings within it
-- (20261202160000): the list and the counts as before, and the price's own bounds (the lowest and
-- highest price under the other filters) found outside the range on either side, past listings
-- that miss another filter or the chosen subcategory, and another category's; inside the range
-- when no listing outside holds the other filters.
begin;
select plan(10);

insert into public.categories (id, name, value) values
  ('00000110-0000-4000-8000-000000000001', 'Barcos Faixa Pgtap', 'barcos-faixa-pgtap'),
  ('00000110-0000-4000-8000-000000000002', 'Outros Faixa Pgtap', 'outros-faixa-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000110-0000-4000-8000-000000000011', '00000110-0000-4000-8000-000000000001', 'Lanchas Faixa', 'lanchas-faixa-pgtap'),
  ('00000110-0000-4000-8000-000000000012', '00000110-0000-4000-8000-000000000001', 'Veleiros Faixa', 'veleiros-faixa-pgtap');

insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id) values
  ('00000110-0000-4000-8000-000000000021', 'Faixa Barato RJ', 50, '00000110-0000-4000-8000-000000000001', '00000110-0000-4000-8000-000000000011', true, 'RJ', 3304557),
  ('00000110-0000-4000-8000-000000000022', 'Faixa Barato SP', 100, '00000110-0000-4000-8000-000000000001', '00000110-0000-4000-8000-000000000011', true, 'SP', 3550308),
  ('00000110-0000-4000-8000-000000000023', 'Faixa Meio SP', 500, '00000110-0000-4000-8000-000000000001', '00000110-0000-4000-8000-000000000011', true, 'SP', 3550308),
  ('00000110-0000-4000-8000-000000000024', 'Faixa Meio RJ', 700, '00000110-0000-4000-8000-000000000001', '00000110-0000-4000-8000-000000000012', true, 'RJ', 3304557),
  ('00000110-0000-4000-8000-000000000025', 'Faixa Alto SP', 900, '00000110-0000-4000-8000-000000000001', '00000110-0000-4000-8000-000000000012', true, 'SP', 3550308),
  ('00000110-0000-4000-8000-000000000026', 'Faixa Caro SP', 2000, '00000110-0000-4000-8000-000000000001', '00000110-0000-4000-8000-000000000012', true, 'SP', 3550308),
  ('00000110-0000-4000-8000-000000000027', 'Faixa Caro RJ', 3000, '00000110-0000-4000-8000-000000000001', '00000110-0000-4000-8000-000000000011', true, 'RJ', 3304557),
  -- Another category's listings in São Paulo, cheaper and dearer than every boat.
  ('00000110-0000-4000-8000-000000000028', 'Faixa Outro Barato', 10, '00000110-0000-4000-8000-000000000002', null, true, 'SP', 3550308),
  ('00000110-0000-4000-8000-000000000029', 'Faixa Outro Caro', 5000, '00000110-0000-4000-8000-000000000002', null, true, 'SP', 3550308);

set local role anon;

create function pg_temp.facets(_filters jsonb, _subcategory uuid default null)
returns jsonb language sql as $$
  select public.shop_facets(null, '00000110-0000-4000-8000-000000000001', case when _subcategory is not null then array[_subcategory] end, null, _filters)
$$;

select is(
  (select string_agg(p.name, ', ' order by p.ordinality)
   from public.shop_products(null, '00000110-0000-4000-8000-000000000001', null, null, 'price-asc', 0, 20, '{"price": {"min": 300, "max": 1000}, "uf": ["SP"]}') with ordinality as p),
  'Faixa Meio SP, Faixa Alto SP', 'the list holds the listings within the range that hold the other filters');
select is(pg_temp.facets('{"price": {"min": 300, "max": 1000}, "uf": ["SP"]}') -> 'total', '2', 'and the total counts them');
select is(pg_temp.facets('{"price": {"min": 300, "max": 1000}, "uf": ["SP"]}') -> 'uf',
  '[{"value": "RJ", "count": 1}, {"value": "SP", "count": 2}]', 'the UF counts are under the price range only');
select is(pg_temp.facets('{"price": {"min": 300, "max": 1000}, "uf": ["SP"]}') -> 'price', '{"min": 100, "max": 2000}',
  'the price bounds come from outside the range, past a cheaper and a dearer listing of another UF and another category''s');
select is(pg_temp.facets('{"price": {"min": 300, "max": 1000}, "uf": ["SP"]}', '00000110-0000-4000-8000-000000000011') -> 'price', '{"min": 100, "max": 500}',
  'with a subcategory chosen, a bound is inside the range when no listing of it beyond the range holds the other filters');
select is(pg_temp.facets('{"price": {"min": 300, "max": 1000}, "uf": ["SP"]}', '00000110-0000-4000-8000-000000000012') -> 'price', '{"min": 900, "max": 2000}',
  'and the other subcategory''s bounds are its own');
select is(pg_temp.facets(to_jsonb('{"price": {"min": 300, "max": 1000}, "uf": ["SP"]}'::text)) -> 'price', '{"min": 100, "max": 2000}',
  'the same from the filters given as the JSON text of the object, as the embedded backend on PostgreSQL hands them over');
select is(pg_temp.facets('{"price": {"min": 300}, "uf": ["SP"]}') -> 'price', '{"min": 100, "max": 2000}', 'a range with a lower bound only');
select is(pg_temp.facets('{"price": {"max": 600}, "uf": ["SP"]}') -> 'price', '{"min": 100, "max": 2000}', 'a range with an upper bound only');
select is(pg_temp.facets('{"price": {"min": 1000, "max": 300}, "uf": ["SP"]}'),
  pg_temp.facets('{"price": {"min": 1000, "max": 300}, "uf": ["SP"]}') || '{"total": 0, "price": {"min": 100, "max": 2000}}',
  'a range whose bounds are reversed holds nothing, and the bounds are still found on either side');

select * from finish();
rollback;
