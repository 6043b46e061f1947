-- A page filtered by UF alone is counted from the kept tables, the specifications' bounds by walks
-- of their indexes, and listed by a walk of the category's sort index (20261206140000): the same
-- answer as the pass and the covering index give for the same listings (here under a price range
-- every listing holds, which sends the page through them), with a subcategory chosen and with two
-- UFs; the kept counts follow a listing that moves to another UF; a listing of an inactive seller
-- is left out; a UF without a listing lists nothing.
begin;
select plan(17);

insert into public.categories (id, name, value) values
  ('00000123-0000-4000-8000-000000000001', 'Casas Por Estado Pgtap', 'casas-por-estado-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000123-0000-4000-8000-000000000011', '00000123-0000-4000-8000-000000000001', 'Casas', 'casas-por-estado-pgtap'),
  ('00000123-0000-4000-8000-000000000012', '00000123-0000-4000-8000-000000000001', 'Coberturas', 'coberturas-por-estado-pgtap');
insert into public.spec_definitions (category_id, subcategory_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('00000123-0000-4000-8000-000000000001', null, 'area', 'Área', 'number', 'm2', 0, true, true, 1),
  ('00000123-0000-4000-8000-000000000001', null, 'tipo', 'Tipo', 'option', null, 0, true, false, 2),
  ('00000123-0000-4000-8000-000000000001', null, 'piscina', 'Piscina', 'boolean', null, 0, true, false, 3),
  ('00000123-0000-4000-8000-000000000001', '00000123-0000-4000-8000-000000000012', 'andares', 'Andares', 'integer', null, 0, true, true, 4);
insert into public.spec_options (definition_id, value, label, position)
select d.id, o.value, o.label, o.position
from public.spec_definitions d
join (values ('novo', 'Novo', 1), ('usado', 'Usado', 2)) o(value, label, position) on true
where d.category_id = '00000123-0000-4000-8000-000000000001' and d.key = 'tipo';

insert into public.sellers (id, slug, name, kind, whatsapp, active) values
  ('00000123-0000-4000-8000-0000000000b1', 'pgtap-estado-inativo', 'Corretor Inativo pgTAP', 'corretor', '5511987654321', false);
insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs, seller_id) values
  ('00000123-0000-4000-8000-000000000027', 'Estado Inativo SP', 2500, '00000123-0000-4000-8000-000000000001', '00000123-0000-4000-8000-000000000011', true, 'SP', 3550308,
   '{"area": 300, "tipo": "novo"}', '00000123-0000-4000-8000-0000000000b1');
insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs) values
  ('00000123-0000-4000-8000-000000000021', 'Estado Casa SP', 2000, '00000123-0000-4000-8000-000000000001', '00000123-0000-4000-8000-000000000011', true, 'SP', 3550308,
   '{"area": 200, "tipo": "novo", "piscina": true}'),
  ('00000123-0000-4000-8000-000000000022', 'Estado Casa Campinas', 1500, '00000123-0000-4000-8000-000000000001', '00000123-0000-4000-8000-000000000011', true, 'SP', 3509502,
   '{"area": 150, "tipo": "usado", "piscina": false}'),
  ('00000123-0000-4000-8000-000000000023', 'Estado Cobertura SP', 5000, '00000123-0000-4000-8000-000000000001', '00000123-0000-4000-8000-000000000012', true, 'SP', 3550308,
   '{"area": 400, "tipo": "novo", "andares": 2}'),
  -- Beyond every São Paulo listing on either side: the cheapest and smallest, the dearest and largest.
  ('00000123-0000-4000-8000-000000000024', 'Estado Casa RJ', 100, '00000123-0000-4000-8000-000000000001', '00000123-0000-4000-8000-000000000011', true, 'RJ', 3304557,
   '{"area": 50, "tipo": "usado", "piscina": true}'),
  ('00000123-0000-4000-8000-000000000025', 'Estado Cobertura MG', 9000, '00000123-0000-4000-8000-000000000001', '00000123-0000-4000-8000-000000000012', true, 'MG', 3106200,
   '{"area": 900, "tipo": "novo", "andares": 5, "piscina": true}'),
  ('00000123-0000-4000-8000-000000000026', 'Estado Rascunho SP', 1, '00000123-0000-4000-8000-000000000001', '00000123-0000-4000-8000-000000000011', false, 'SP', 3550308,
   '{"area": 10, "tipo": "usado"}');
-- A price cut: the listing counts as reduced.
update public.products set price = 1800 where id = '00000123-0000-4000-8000-000000000021';

set local role anon;

create function pg_temp.facets(_filters jsonb, _subcategories uuid[] default null)
returns jsonb language sql as $$
  select public.shop_facets(null, '00000123-0000-4000-8000-000000000001', _subcategories, null, _filters)
$$;

create function pg_temp.names(_sort text, _filters jsonb, _offset integer default 0, _limit integer default 20)
returns text language sql as $$
  select coalesce(string_agg(p.name, ', ' order by p.ordinality), '')
  from public.shop_products(null, '00000123-0000-4000-8000-000000000001', null, null, _sort, _offset, _limit, _filters) with ordinality as p
$$;

select is(pg_temp.facets('{"uf": ["SP"]}'), pg_temp.facets('{"uf": ["SP"], "price": {"min": 0}}'),
  'a UF alone answers as the pass does');
select is(pg_temp.facets('{"uf": ["SP"]}', '{00000123-0000-4000-8000-000000000012}'),
  pg_temp.facets('{"uf": ["SP"], "price": {"min": 0}}', '{00000123-0000-4000-8000-000000000012}'),
  'with a subcategory chosen too');
select is(pg_temp.facets('{"uf": ["SP", "RJ"]}'), pg_temp.facets('{"uf": ["SP", "RJ"], "price": {"min": 0}}'),
  'and with two UFs');
select is(pg_temp.facets(to_jsonb('{"uf": ["SP"]}'::text)), pg_temp.facets('{"uf": ["SP"]}'),
  'the filters given as the JSON text of the object, as the embedded backend on PostgreSQL hands them over');

select is(pg_temp.facets('{"uf": ["SP"]}') -> 'total', '3', 'the total counts the UF''s published listings');
select is(pg_temp.facets('{"uf": ["SP"]}') -> 'uf', '[{"value": "MG", "count": 1}, {"value": "RJ", "count": 1}, {"value": "SP", "count": 3}]',
  'the UF''s own facet counts every UF');
select is(pg_temp.facets('{"uf": ["SP"]}') -> 'price', '{"min": 1500, "max": 5000}', 'the price''s bounds are within the UF');
select is(pg_temp.facets('{"uf": ["SP"]}') -> 'specs' -> 'area', '{"min": 150, "max": 400}',
  'and a specification''s, past a smaller and a larger listing of other UFs and a draft');
select is(pg_temp.facets('{"uf": ["SP"]}') -> 'specs' -> 'tipo', '[{"value": "novo", "count": 2}, {"value": "usado", "count": 1}]',
  'an option is counted within the UF');
select is(pg_temp.facets('{"uf": ["SP"]}') -> 'reduced', '1', 'so is a reduced price');

select is(pg_temp.names('relevance', '{"uf": ["SP"]}'), 'Estado Casa Campinas, Estado Casa SP, Estado Cobertura SP',
  'the list holds the UF''s published listings of active sellers, in the shop''s order');
select is(pg_temp.names('price-desc', '{"uf": ["SP", "MG"]}'), pg_temp.names('price-desc', '{"uf": ["SP", "MG"], "price": {"min": 0}}'),
  'in another order and with two UFs, as the covering index lists them');
select is(pg_temp.names('newest', '{"uf": ["SP"]}', 1, 1), pg_temp.names('newest', '{"uf": ["SP"], "price": {"min": 0}}', 1, 1),
  'and a later page');
select is(pg_temp.names('relevance', '{"uf": ["AC"]}'), '', 'a UF without a listing lists nothing');

reset role;
update public.products set uf = 'RJ', city_id = 3304557 where id = '00000123-0000-4000-8000-000000000023';
set local role anon;
select is(pg_temp.facets('{"uf": ["SP"]}') -> 'specs' -> 'tipo', '[{"value": "novo", "count": 1}, {"value": "usado", "count": 1}]',
  'a listing that moves to another UF leaves its counts');
select is(pg_temp.facets('{"uf": ["SP"]}'), pg_temp.facets('{"uf": ["SP"], "price": {"min": 0}}'),
  'and the answer is still the pass''s');
select is(pg_temp.names('relevance', '{"uf": ["RJ"]}'), 'Estado Casa RJ, Estado Cobertura SP', 'and the list is the other UF''s');

select * from finish();
rollback;
