-- A search within a filtered category (20261129050000): shop_products and shop_facets narrow the
-- category's rows by the filters first, then match the words, with the same results as any other
-- path: the list holds the listings matching the words and every filter, and each facet counts
-- the matching listings under all the OTHER filters, the categories under the search and UF only.
begin;
select plan(10);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000921', 'Barcos Busca Pgtap', 'barcos-busca-pgtap');
insert into public.spec_definitions (category_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('0000000f-0000-4000-8000-000000000921', 'comprimento', 'Comprimento', 'number', 'ft', 1, true, true, 1),
  ('0000000f-0000-4000-8000-000000000921', 'motor', 'Motorização', 'option', null, 0, true, false, 2);
insert into public.spec_options (definition_id, value, label, position)
select d.id, o.value, o.label, o.position
from public.spec_definitions d
join (values ('diesel', 'Diesel', 1), ('gasolina', 'Gasolina', 2)) o(value, label, position) on d.key = 'motor'
where d.category_id = '0000000f-0000-4000-8000-000000000921';

insert into public.products (id, name, price, category_id, published, uf, city_id, specs) values
  ('0000000f-0000-4000-8000-000000000931', 'Lancha Pgtapbusca Alfa', 1000000, '0000000f-0000-4000-8000-000000000921', true, 'SC', 4205407, '{"comprimento": 50, "motor": "diesel"}'),
  ('0000000f-0000-4000-8000-000000000932', 'Lancha Pgtapbusca Beta', 2000000, '0000000f-0000-4000-8000-000000000921', true, 'SP', 3550308, '{"comprimento": 30, "motor": "diesel"}'),
  ('0000000f-0000-4000-8000-000000000933', 'Iate Pgtapbusca Gama', 500000, '0000000f-0000-4000-8000-000000000921', true, 'SP', 3550308, '{"comprimento": 55, "motor": "gasolina"}'),
  ('0000000f-0000-4000-8000-000000000934', 'Lancha Outra Delta', 1500000, '0000000f-0000-4000-8000-000000000921', true, 'SC', 4205407, '{"comprimento": 45, "motor": "diesel"}'),
  ('0000000f-0000-4000-8000-000000000935', 'Lancha Pgtapbusca Epsilon', 5000000, '0000000f-0000-4000-8000-000000000921', true, 'RJ', 3304557, '{"comprimento": 52, "motor": "diesel"}');

set local role anon;

create function pg_temp.names(_filters jsonb, _sort text)
returns text language sql as $$
  select string_agg(p.name, ', ' order by p.ordinality)
  from public.shop_products('pgtapbusca', '0000000f-0000-4000-8000-000000000921', null, null, _sort, 0, 20, _filters) with ordinality as p
$$;

create function pg_temp.facets()
returns jsonb language sql as $$
  select public.shop_facets('pgtapbusca', '0000000f-0000-4000-8000-000000000921', null, null,
    '{"price": {"max": 3000000}, "uf": ["SC", "SP"], "specs": {"comprimento": {"min": 40}, "motor": ["diesel"]}}')
$$;

select is(pg_temp.names('{"price": {"max": 3000000}, "uf": ["SC", "SP"], "specs": {"comprimento": {"min": 40}, "motor": ["diesel"]}}', 'relevance'),
  'Lancha Pgtapbusca Alfa', 'the list holds the listing matching the words and every filter');
select is(pg_temp.names('{"price": {"max": 3000000}}', 'price-asc'),
  'Iate Pgtapbusca Gama, Lancha Pgtapbusca Alfa, Lancha Pgtapbusca Beta', 'a listing without the words is left out, whatever its filters');
select is(pg_temp.names('{"price": {"max": 3000000}, "city": [4205407]}', 'relevance'),
  'Lancha Pgtapbusca Alfa', 'the city is tested on the category''s rows as the other filters are');
select is(pg_temp.names('{"price": {"max": 3000000}, "reduced": true}', 'relevance'),
  null, 'so is the reduced price (no listing here has one)');
select is(pg_temp.facets() -> 'total', '1'::jsonb, 'the total counts the listings matching the words and every filter');
select is(pg_temp.facets() -> 'price', '{"min": 1000000.00, "max": 1000000.00}'::jsonb, 'the price bounds are read under the other filters');
select is(pg_temp.facets() -> 'uf', '[{"value": "SC", "count": 1}]'::jsonb, 'the UF counts are read under the other filters');
select is(pg_temp.facets() -> 'specs' -> 'comprimento', '{"min": 30, "max": 50}'::jsonb,
  'a range''s bounds are read under the other filters, a listing missing only that one included');
select is(pg_temp.facets() -> 'specs' -> 'motor', '[{"value": "diesel", "count": 1}, {"value": "gasolina", "count": 1}]'::jsonb,
  'each option is counted under the other filters');
select is(
  (select e -> 'count' from jsonb_array_elements(pg_temp.facets() -> 'categories') e where e ->> 'id' = '0000000f-0000-4000-8000-000000000921'),
  '3'::jsonb, 'the category counts the listings matching the words in the chosen UFs, whatever the other filters');

select * from finish();
rollback;
