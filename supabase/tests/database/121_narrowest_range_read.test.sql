-- A category's filtered page reads only the listings within its narrowest range, price or a
-- numeric specification (20261206100000): the list and the counts as before, and the range's own
-- bounds (its lowest and highest value under the other filters) found outside it on either side,
-- past listings that miss another filter, lack the value, or belong to another category; inside
-- the range when no listing outside holds the other filters.
begin;
select plan(15);

insert into public.categories (id, name, value) values
  ('00000121-0000-4000-8000-000000000001', 'Casas Faixa Pgtap', 'casas-faixa-pgtap'),
  ('00000121-0000-4000-8000-000000000002', 'Outras Faixa Pgtap', 'outras-faixa-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000121-0000-4000-8000-000000000011', '00000121-0000-4000-8000-000000000001', 'Casas', 'casas-faixa-pgtap'),
  ('00000121-0000-4000-8000-000000000012', '00000121-0000-4000-8000-000000000001', 'Sobrados', 'sobrados-faixa-pgtap');
insert into public.spec_definitions (category_id, subcategory_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('00000121-0000-4000-8000-000000000001', null, 'area', 'Área', 'number', 'm2', 0, true, true, 1),
  ('00000121-0000-4000-8000-000000000001', null, 'quartos', 'Quartos', 'integer', null, 0, true, true, 2),
  ('00000121-0000-4000-8000-000000000001', '00000121-0000-4000-8000-000000000012', 'andares', 'Andares', 'integer', null, 0, true, true, 3),
  ('00000121-0000-4000-8000-000000000002', null, 'area', 'Área', 'number', 'm2', 0, true, true, 1);

insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs) values
  ('00000121-0000-4000-8000-000000000021', 'Faixa Pequena RJ', 1000, '00000121-0000-4000-8000-000000000001', '00000121-0000-4000-8000-000000000011', true, 'RJ', 3304557, '{"area": 50, "quartos": 1}'),
  ('00000121-0000-4000-8000-000000000022', 'Faixa Pequena SP', 1100, '00000121-0000-4000-8000-000000000001', '00000121-0000-4000-8000-000000000011', true, 'SP', 3550308, '{"area": 80, "quartos": 2}'),
  ('00000121-0000-4000-8000-000000000023', 'Faixa Media SP', 1200, '00000121-0000-4000-8000-000000000001', '00000121-0000-4000-8000-000000000011', true, 'SP', 3550308, '{"area": 150, "quartos": 3}'),
  ('00000121-0000-4000-8000-000000000024', 'Faixa Media RJ', 1300, '00000121-0000-4000-8000-000000000001', '00000121-0000-4000-8000-000000000012', true, 'RJ', 3304557, '{"area": 160, "quartos": 3, "andares": 2}'),
  ('00000121-0000-4000-8000-000000000025', 'Faixa Ampla SP', 1400, '00000121-0000-4000-8000-000000000001', '00000121-0000-4000-8000-000000000012', true, 'SP', 3550308, '{"area": 190, "quartos": 4, "andares": 3}'),
  ('00000121-0000-4000-8000-000000000026', 'Faixa Grande SP', 1500, '00000121-0000-4000-8000-000000000001', '00000121-0000-4000-8000-000000000012', true, 'SP', 3550308, '{"area": 600, "quartos": 5, "andares": 2}'),
  ('00000121-0000-4000-8000-000000000027', 'Faixa Enorme RJ', 1600, '00000121-0000-4000-8000-000000000001', '00000121-0000-4000-8000-000000000011', true, 'RJ', 3304557, '{"area": 1000, "quartos": 6}'),
  -- No area: misses an area range, and holds nothing its bounds count.
  ('00000121-0000-4000-8000-000000000028', 'Faixa Sem Area SP', 1250, '00000121-0000-4000-8000-000000000001', '00000121-0000-4000-8000-000000000011', true, 'SP', 3550308, '{"quartos": 2}'),
  -- Another category's listings in São Paulo, smaller and larger than every house.
  ('00000121-0000-4000-8000-000000000029', 'Faixa Outra Pequena', 1200, '00000121-0000-4000-8000-000000000002', null, true, 'SP', 3550308, '{"area": 10}'),
  ('00000121-0000-4000-8000-000000000030', 'Faixa Outra Grande', 1200, '00000121-0000-4000-8000-000000000002', null, true, 'SP', 3550308, '{"area": 5000}');

set local role anon;

create function pg_temp.facets(_filters jsonb, _subcategory uuid default null)
returns jsonb language sql as $$
  select public.shop_facets(null, '00000121-0000-4000-8000-000000000001', case when _subcategory is not null then array[_subcategory] end, null, _filters)
$$;

-- The area range holds 140 of the 950 square metres the category spans; the price range 500 of its 600 reais.
select is(
  (select n.facet from private.shop_narrowest_range('00000121-0000-4000-8000-000000000001', '{"price": {"min": 1000, "max": 1500}, "specs": {"area": {"min": 100, "max": 240}}}') n),
  'spec:area', 'the narrowest range is the one holding the smallest share of the category''s span');
select is(
  (select n.facet from private.shop_narrowest_range('00000121-0000-4000-8000-000000000001', '{"price": {"min": 1200, "max": 1300}, "specs": {"area": {"min": 100, "max": 900}}}') n),
  'price', 'the price when its range is the narrower');
select is(
  (select string_agg(p.name, ', ' order by p.ordinality)
   from public.shop_products(null, '00000121-0000-4000-8000-000000000001', null, null, 'area-desc', 0, 20, '{"specs": {"area": {"min": 100, "max": 240}}, "uf": ["SP"]}') with ordinality as p),
  'Faixa Ampla SP, Faixa Media SP', 'the list holds the listings within the range that hold the other filters, in the sort''s order');
select is(pg_temp.facets('{"specs": {"area": {"min": 100, "max": 240}}, "uf": ["SP"]}') -> 'total', '2', 'and the total counts them');
select is(pg_temp.facets('{"specs": {"area": {"min": 100, "max": 240}}, "uf": ["SP"]}') -> 'uf',
  '[{"value": "RJ", "count": 1}, {"value": "SP", "count": 2}]', 'the UF counts are under the area range only');
select is(pg_temp.facets('{"specs": {"area": {"min": 100, "max": 240}}, "uf": ["SP"]}') -> 'specs' -> 'area', '{"min": 80, "max": 600}',
  'the area bounds come from outside the range, past a smaller and a larger listing of another UF, one without an area and another category''s');
select is(pg_temp.facets('{"specs": {"area": {"min": 100, "max": 240}}, "uf": ["SP"]}') -> 'specs' -> 'quartos', '{"min": 3, "max": 4}',
  'another specification''s bounds are those within every filter');
select is(pg_temp.facets('{"specs": {"area": {"min": 100, "max": 240}}, "uf": ["SP"]}') -> 'price', '{"min": 1200, "max": 1400}',
  'and so are the price''s');
select is(pg_temp.facets('{"specs": {"area": {"min": 100, "max": 240}}, "uf": ["SP"]}', '00000121-0000-4000-8000-000000000012') -> 'specs' -> 'area',
  '{"min": 190, "max": 600}', 'with a subcategory chosen, a bound is inside the range when no listing of it below the range holds the other filters');
select is(pg_temp.facets(to_jsonb('{"specs": {"area": {"min": 100, "max": 240}}, "uf": ["SP"]}'::text)) -> 'specs' -> 'area', '{"min": 80, "max": 600}',
  'the same from the filters given as the JSON text of the object, as the embedded backend on PostgreSQL hands them over');
select is(pg_temp.facets('{"specs": {"area": {"max": 170}}, "uf": ["SP"]}') -> 'specs' -> 'area', '{"min": 80, "max": 600}',
  'a range with an upper bound only');
select is(pg_temp.facets('{"specs": {"area": {"min": 700, "max": 100}}, "uf": ["SP"]}'),
  pg_temp.facets('{"specs": {"area": {"min": 700, "max": 100}}, "uf": ["SP"]}') || '{"total": 0}',
  'a range whose bounds are reversed holds nothing');
select is(pg_temp.facets('{"specs": {"area": {"min": 700, "max": 100}}, "uf": ["SP"]}') -> 'specs' -> 'area', '{"min": 80, "max": 600}',
  'and the bounds are still found on either side');
select ok(not (pg_temp.facets('{"specs": {"andares": {"min": 1, "max": 2}}, "uf": ["SP"]}', '00000121-0000-4000-8000-000000000011') -> 'specs' ? 'andares'),
  'a range on a specification of another subcategory than the chosen one adds no facet of it');

-- A ninth specification of a category sits on slot 9, which has no index: its range is filtered and counted
-- exactly, but read within another range (no listing holds a value, so with an index it would be the narrowest).
reset role;
insert into public.spec_definitions (category_id, key, label, type, unit, decimals, filterable, sortable, position)
select '00000121-0000-4000-8000-000000000002', 'medida_' || n, 'Medida ' || n, 'integer', null, 0, true, false, n + 1
from generate_series(2, 9) n;
set local role anon;
select is(
  (select n.facet from private.shop_narrowest_range('00000121-0000-4000-8000-000000000002', '{"price": {"min": 1000, "max": 1500}, "specs": {"medida_9": {"min": 1, "max": 2}}}') n),
  'price', 'a range on a slot without an index is not read through one');

select * from finish();
rollback;
