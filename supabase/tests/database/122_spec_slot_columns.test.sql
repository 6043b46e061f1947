-- A listing's specification slots 1-8 are typed columns of its search row, generated from its
-- values (20261206130000), and the shop reads a slot there; a slot past them (a ninth definition
-- of a category) from the array. Filters, bounds and sorts answer the same either way.
begin;
select plan(13);

select col_type_is('public', 'product_search', 'spec_1', 'double precision', 'slot 1 is a typed column of the search row');
select col_type_is('public', 'product_search', 'spec_8', 'double precision', 'and so is slot 8');
select hasnt_column('public', 'product_search', 'spec_9', 'slot 9 has none: it is read from the array');
select is(private.spec_slot_column(3), 'r.spec_3', 'a slot up to 8 is read from its column');
select is(private.spec_slot_column(9), 'r.spec_numbers[9]', 'a later one from the array');
select has_index('public', 'product_search', 'product_search_spec_3_idx',
  array['category_id', 'spec_3', 'subcategory_id', 'attribute_id', 'uf', 'city_id', 'spec_1', 'spec_2', 'spec_3', 'spec_4', 'spec_5',
    'spec_6', 'spec_7', 'spec_8', 'spec_options', 'sort_price', 'product_id', 'featured', 'name', 'created_at', 'price_reduced_until',
    'ordinal'],
  'a slot''s covering index is keyed by its column and holds every slot''s column');

-- Nine numeric definitions: slots 1-9 in the order they were added.
insert into public.categories (id, name, value) values
  ('00000122-0000-4000-8000-000000000001', 'Medidas Colunas Pgtap', 'medidas-colunas-pgtap');
insert into public.spec_definitions (category_id, key, label, type, unit, decimals, filterable, sortable, position)
select '00000122-0000-4000-8000-000000000001', 'medida_' || n, 'Medida ' || n, 'integer', null, 0, true, true, n
from generate_series(1, 9) n;

insert into public.products (id, name, price, category_id, published, uf, city_id, specs) values
  ('00000122-0000-4000-8000-000000000021', 'Coluna Um', 1000, '00000122-0000-4000-8000-000000000001', true, 'SP', 3550308,
   '{"medida_1": 10, "medida_2": 20, "medida_8": 80, "medida_9": 90}'),
  ('00000122-0000-4000-8000-000000000022', 'Coluna Dois', 2000, '00000122-0000-4000-8000-000000000001', true, 'SP', 3550308,
   '{"medida_1": 11, "medida_2": 25, "medida_8": 85, "medida_9": 95}'),
  ('00000122-0000-4000-8000-000000000023', 'Coluna Tres', 3000, '00000122-0000-4000-8000-000000000001', true, 'RJ', 3304557,
   '{"medida_1": 12, "medida_2": 30, "medida_9": 99}'),
  ('00000122-0000-4000-8000-000000000024', 'Coluna Sem Nona', 4000, '00000122-0000-4000-8000-000000000001', true, 'SP', 3550308,
   '{"medida_1": 13, "medida_2": 22}');

select is(
  (select array_agg(array[s.spec_1, s.spec_2, s.spec_3, s.spec_8] order by s.name) from public.product_search s
   where s.category_id = '00000122-0000-4000-8000-000000000001'),
  (select array_agg(array[s.spec_numbers[1], s.spec_numbers[2], s.spec_numbers[3], s.spec_numbers[8]] order by s.name) from public.product_search s
   where s.category_id = '00000122-0000-4000-8000-000000000001'),
  'each column holds its slot''s value, or nothing');

update public.products set specs = specs || '{"medida_8": 88}' where id = '00000122-0000-4000-8000-000000000023';
select is((select s.spec_8 from public.product_search s where s.product_id = '00000122-0000-4000-8000-000000000023'), 88::float8,
  'a value given to a listing reaches its column');

set local role anon;

create function pg_temp.facets(_filters jsonb)
returns jsonb language sql as $$
  select public.shop_facets(null, '00000122-0000-4000-8000-000000000001', null, null, _filters)
$$;
create function pg_temp.names(_sort text, _filters jsonb)
returns text language sql as $$
  select string_agg(p.name, ', ' order by p.ordinality)
  from public.shop_products(null, '00000122-0000-4000-8000-000000000001', null, null, _sort, 0, 20, _filters) with ordinality as p
$$;

select is(pg_temp.names('medida_8-desc', '{"specs": {"medida_2": {"min": 21}}}'), 'Coluna Tres, Coluna Dois, Coluna Sem Nona',
  'a range on a column and a sort by another, listings without the value last');
select is(pg_temp.names('medida_9-desc', '{"specs": {"medida_9": {"min": 91}}, "uf": ["SP", "RJ"]}'), 'Coluna Tres, Coluna Dois',
  'a range on the ninth slot and a sort by it, read from the array');
select is(pg_temp.facets('{"specs": {"medida_9": {"min": 91}, "medida_2": {"max": 28}}}') -> 'total', '1',
  'the array''s range and a column''s together are counted');
select is(pg_temp.facets('{"specs": {"medida_9": {"min": 91}, "medida_2": {"max": 28}}}') -> 'specs' -> 'medida_2', '{"min": 25, "max": 30}',
  'a column''s bounds are under the array''s range');
select is(pg_temp.facets('{"specs": {"medida_9": {"min": 91}, "medida_2": {"max": 28}}}') -> 'specs' -> 'medida_9', '{"min": 90, "max": 95}',
  'and the array''s under the column''s');

select * from finish();
rollback;
