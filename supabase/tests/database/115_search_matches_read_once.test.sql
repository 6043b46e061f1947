-- A search within a category reads the words' matches once (20261205100000): the category counts
-- under the search and the location come from the same pass as the category's facets. A listing
-- of another category holding the words counts towards its own category alone and in no facet of
-- the chosen one; a listing of the chosen category counts towards the category when it holds the
-- words in the location, and towards a facet only when it misses no more than that facet's filter.
begin;
select plan(16);

insert into public.categories (id, name, value) values
  ('0000000f-0000-4000-8000-000000001111', 'Barcos Uma Leitura Pgtap', 'barcos-uma-leitura-pgtap'),
  ('0000000f-0000-4000-8000-000000001112', 'Carros Uma Leitura Pgtap', 'carros-uma-leitura-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('0000000f-0000-4000-8000-000000001121', '0000000f-0000-4000-8000-000000001111', 'Lanchas', 'lanchas-uma-leitura-pgtap');
insert into public.spec_definitions (category_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('0000000f-0000-4000-8000-000000001111', 'comprimento', 'Comprimento', 'number', 'ft', 1, true, true, 1),
  ('0000000f-0000-4000-8000-000000001111', 'motor', 'Motorização', 'option', null, 0, true, false, 2),
  ('0000000f-0000-4000-8000-000000001112', 'quilometragem', 'Quilometragem', 'integer', 'km', 0, true, true, 1),
  ('0000000f-0000-4000-8000-000000001112', 'cor', 'Cor', 'option', null, 0, true, false, 2);
insert into public.spec_options (definition_id, value, label, position)
select d.id, o.value, o.label, o.position
from public.spec_definitions d
join (values ('motor', 'diesel', 'Diesel', 1), ('motor', 'gasolina', 'Gasolina', 2), ('cor', 'preto', 'Preto', 1)) o(key, value, label, position) on d.key = o.key
where d.category_id in ('0000000f-0000-4000-8000-000000001111', '0000000f-0000-4000-8000-000000001112');

-- Every listing but one holds the word "pgtapumaleitura".
insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs) values
  -- The chosen category: holds every filter below (price at most 3 million, SC or SP, at least 40 ft, diesel).
  ('0000000f-0000-4000-8000-000000001131', 'Lancha Pgtapumaleitura Alfa', 1000000, '0000000f-0000-4000-8000-000000001111', '0000000f-0000-4000-8000-000000001121', true, 'SC', 4205407, '{"comprimento": 50, "motor": "diesel"}'),
  -- Misses the length only.
  ('0000000f-0000-4000-8000-000000001132', 'Lancha Pgtapumaleitura Beta', 2000000, '0000000f-0000-4000-8000-000000001111', '0000000f-0000-4000-8000-000000001121', true, 'SP', 3550308, '{"comprimento": 30, "motor": "diesel"}'),
  -- Misses the length and the motor: in the location, so it counts towards the category, and in no facet.
  ('0000000f-0000-4000-8000-000000001133', 'Iate Pgtapumaleitura Gama', 500000, '0000000f-0000-4000-8000-000000001111', null, true, 'SP', 3550308, '{"comprimento": 20, "motor": "gasolina"}'),
  -- Misses the UF only: in the UF facet, not in the category's count.
  ('0000000f-0000-4000-8000-000000001134', 'Lancha Pgtapumaleitura Delta', 1500000, '0000000f-0000-4000-8000-000000001111', null, true, 'RJ', 3304557, '{"comprimento": 45, "motor": "diesel"}'),
  -- Misses the UF and the price: nowhere.
  ('0000000f-0000-4000-8000-000000001135', 'Lancha Pgtapumaleitura Epsilon', 5000000, '0000000f-0000-4000-8000-000000001111', null, true, 'RJ', 3304557, '{"comprimento": 52, "motor": "diesel"}'),
  -- Without the word: nowhere, whatever it holds.
  ('0000000f-0000-4000-8000-000000001136', 'Lancha Outra Zeta', 1200000, '0000000f-0000-4000-8000-000000001111', null, true, 'SC', 4205407, '{"comprimento": 48, "motor": "diesel"}'),
  -- Another category, cheaper than any boat: two in the location, one outside it.
  ('0000000f-0000-4000-8000-000000001137', 'Carro Pgtapumaleitura Eta', 100000, '0000000f-0000-4000-8000-000000001112', null, true, 'SP', 3550308, '{"quilometragem": 10, "cor": "preto"}'),
  ('0000000f-0000-4000-8000-000000001138', 'Carro Pgtapumaleitura Teta', 90000, '0000000f-0000-4000-8000-000000001112', null, true, 'SC', 4205407, '{"quilometragem": 20, "cor": "preto"}'),
  ('0000000f-0000-4000-8000-000000001139', 'Carro Pgtapumaleitura Iota', 80000, '0000000f-0000-4000-8000-000000001112', null, true, 'RJ', 3304557, '{"quilometragem": 30, "cor": "preto"}');

set local role anon;

create function pg_temp.facets(_filters jsonb)
returns jsonb language sql as $$
  select public.shop_facets('pgtapumaleitura', '0000000f-0000-4000-8000-000000001111', null, null, _filters)
$$;

create function pg_temp.category_counts(_facets jsonb)
returns jsonb language sql as $$
  select coalesce(jsonb_object_agg(case e ->> 'id' when '0000000f-0000-4000-8000-000000001111' then 'barcos' else 'carros' end, e -> 'count'), '{}')
  from jsonb_array_elements(_facets -> 'categories') e
  where e ->> 'id' in ('0000000f-0000-4000-8000-000000001111', '0000000f-0000-4000-8000-000000001112')
$$;

create temporary table filtered on commit drop as
select pg_temp.facets('{"price": {"max": 3000000}, "uf": ["SC", "SP"], "specs": {"comprimento": {"min": 40}, "motor": ["diesel"]}}') as f;

select is((select f -> 'total' from filtered), '1'::jsonb, 'the total counts the category''s listing holding the words and every filter');
select is(pg_temp.category_counts((select f from filtered)), '{"barcos": 3, "carros": 2}'::jsonb,
  'each category counts its listings holding the words in the chosen UFs, whatever the other filters');
select is((select f -> 'uf' from filtered), '[{"value": "RJ", "count": 1}, {"value": "SC", "count": 1}]'::jsonb,
  'the UF counts hold the category''s listing missing only the UF, and no other category''s');
select is((select f -> 'price' from filtered), '{"min": 1000000.00, "max": 1000000.00}'::jsonb,
  'the price bounds are the category''s alone (the other category''s cheaper listings are left out)');
select is((select f -> 'specs' -> 'comprimento' from filtered), '{"min": 30, "max": 50}'::jsonb,
  'a range''s bounds hold the listing missing only that one');
select is((select f -> 'specs' -> 'motor' from filtered), '[{"value": "diesel", "count": 1}, {"value": "gasolina", "count": 0}]'::jsonb,
  'a listing missing two filters counts in no option');
select is((select f -> 'specs' ? 'cor' from filtered), false, 'another category''s specifications are not the chosen one''s');
select is((select f -> 'subcategories' from filtered), '[{"id": "0000000f-0000-4000-8000-000000001121", "count": 1}]'::jsonb,
  'the subcategories count the category''s listings under every filter');
select is((select jsonb_agg(c -> 'count') from jsonb_array_elements((select f -> 'cities' from filtered)) c), '[1]'::jsonb,
  'the cities count the category''s listings under every filter');

-- One filter besides the search: every listing of the category is near.
select is(pg_temp.facets('{"uf": ["SP"]}') -> 'total', '2'::jsonb, 'with the UF alone, the total counts the category''s listings in it');
select is(pg_temp.category_counts(pg_temp.facets('{"uf": ["SP"]}')), '{"barcos": 2, "carros": 1}'::jsonb, 'and each category its own in it');
select is(pg_temp.facets('{"uf": ["SP"]}') -> 'uf', '[{"value": "RJ", "count": 2}, {"value": "SC", "count": 1}, {"value": "SP", "count": 2}]'::jsonb,
  'the UF counts are the category''s, under no other filter');
select is(pg_temp.facets('{"uf": ["SP"]}') -> 'price', '{"min": 500000.00, "max": 2000000.00}'::jsonb, 'the price bounds are the category''s in the UF');

-- No filter besides the search.
select is(pg_temp.facets(null) -> 'total', '5'::jsonb, 'without a filter the total counts the category''s listings holding the words');
select is(pg_temp.category_counts(pg_temp.facets(null)), '{"barcos": 5, "carros": 3}'::jsonb, 'and each category its own');

-- A seller's page keeps its own pass: another category's listings are not the seller's.
select is(
  pg_temp.category_counts(public.shop_facets('pgtapumaleitura', '0000000f-0000-4000-8000-000000001111', null, null, '{"uf": ["SP"]}',
    '0000000f-0000-4000-8000-00000000ffff')),
  '{}'::jsonb, 'a seller without listings has no category counted');

select * from finish();
rollback;
