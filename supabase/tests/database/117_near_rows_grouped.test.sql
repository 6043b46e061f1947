-- shop_facets groups the near rows by everything a count tells apart (20261205140000): listings
-- sharing their category, subcategory, attribute, UF, city, options, reduced price and missed
-- filters are one group, whose number and bounds every facet adds up. Here three listings share
-- every key and a fourth differs in its bedrooms only, so a count taken per group instead of per
-- listing, or a group's first value instead of its bounds, gives another answer.
begin;
select plan(10);

insert into public.categories (id, name, value) values
  ('00000117-0000-4000-8000-000000000001', 'Casas Agrupadas Pgtap', 'casas-agrupadas-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000117-0000-4000-8000-000000000002', '00000117-0000-4000-8000-000000000001', 'Casas', 'casas-agrupadas-pgtap');
insert into public.spec_definitions (category_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('00000117-0000-4000-8000-000000000001', 'area', 'Área', 'number', 'm2', 0, true, true, 1),
  ('00000117-0000-4000-8000-000000000001', 'quartos', 'Quartos', 'integer', null, 0, true, true, 2),
  ('00000117-0000-4000-8000-000000000001', 'piscina', 'Piscina', 'boolean', null, 0, true, false, 3),
  ('00000117-0000-4000-8000-000000000001', 'tipo', 'Tipo', 'option', null, 0, true, false, 4);
insert into public.spec_options (definition_id, value, label, position)
select d.id, o.value, o.label, o.position
from public.spec_definitions d
join (values ('casa', 'Casa', 1), ('sobrado', 'Sobrado', 2)) o(value, label, position) on true
where d.category_id = '00000117-0000-4000-8000-000000000001' and d.key = 'tipo';

insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs) values
  -- One group under a UF filter: the same subcategory, city, type and pool; their areas and prices differ.
  ('00000117-0000-4000-8000-000000000011', 'Casa Agrupada Um', 1000000, '00000117-0000-4000-8000-000000000001', '00000117-0000-4000-8000-000000000002', true, 'SP', 3550308, '{"area": 120, "quartos": 3, "piscina": true, "tipo": "casa"}'),
  ('00000117-0000-4000-8000-000000000012', 'Casa Agrupada Dois', 3000000, '00000117-0000-4000-8000-000000000001', '00000117-0000-4000-8000-000000000002', true, 'SP', 3550308, '{"area": 400, "quartos": 3, "piscina": true, "tipo": "casa"}'),
  ('00000117-0000-4000-8000-000000000013', 'Casa Agrupada Tres', 2000000, '00000117-0000-4000-8000-000000000001', '00000117-0000-4000-8000-000000000002', true, 'SP', 3550308, '{"area": 250, "quartos": 3, "piscina": true, "tipo": "casa"}'),
  -- Misses the bedrooms filter only (two bedrooms), else the same.
  ('00000117-0000-4000-8000-000000000014', 'Casa Agrupada Quatro', 500000, '00000117-0000-4000-8000-000000000001', '00000117-0000-4000-8000-000000000002', true, 'SP', 3550308, '{"area": 90, "quartos": 2, "piscina": false, "tipo": "sobrado"}'),
  -- Another UF: misses the UF only.
  ('00000117-0000-4000-8000-000000000015', 'Casa Agrupada Cinco', 4000000, '00000117-0000-4000-8000-000000000001', null, true, 'RJ', 3304557, '{"area": 600, "quartos": 5, "piscina": true, "tipo": "casa"}');

set local role anon;

create temporary table by_uf on commit drop as
select public.shop_facets(null, '00000117-0000-4000-8000-000000000001', null, null, '{"uf": ["SP"]}') as f;
create temporary table by_uf_and_bedrooms on commit drop as
select public.shop_facets(null, '00000117-0000-4000-8000-000000000001', null, null, '{"uf": ["SP"], "specs": {"quartos": {"min": 3}}}') as f;

select is((select f -> 'total' from by_uf), '4'::jsonb, 'the total adds up every listing of a group, not the groups');
select is((select f -> 'price' from by_uf), '{"min": 500000.00, "max": 3000000.00}'::jsonb,
  'the price bounds are the lowest and highest of every group''s listings');
select is((select f -> 'specs' -> 'area' from by_uf), '{"min": 90, "max": 400}'::jsonb,
  'a range''s bounds are the lowest and highest within and across groups');
select is((select f -> 'specs' -> 'piscina' from by_uf), '{"true": 3, "false": 1}'::jsonb,
  'a yes-or-no specification counts every listing of a group');
select is((select f -> 'specs' -> 'tipo' from by_uf), '[{"value": "casa", "count": 3}, {"value": "sobrado", "count": 1}]'::jsonb,
  'an option counts every listing of the groups holding it');
select is((select f -> 'uf' from by_uf), '[{"value": "RJ", "count": 1}, {"value": "SP", "count": 4}]'::jsonb,
  'the UF counts add up the groups of each UF');

select is((select f -> 'total' from by_uf_and_bedrooms), '3'::jsonb, 'with a second filter, the group holding both counts whole');
select is((select f -> 'specs' -> 'quartos' from by_uf_and_bedrooms), '{"min": 2, "max": 3}'::jsonb,
  'the bedrooms'' bounds hold the listing missing only them');
select is((select f -> 'specs' -> 'area' from by_uf_and_bedrooms), '{"min": 120, "max": 400}'::jsonb,
  'another range''s bounds leave out the listing missing the bedrooms');
select is((select f -> 'subcategories' from by_uf_and_bedrooms), '[{"id": "00000117-0000-4000-8000-000000000002", "count": 3}]'::jsonb,
  'the subcategories add up the group holding every filter');

select * from finish();
rollback;
