-- shop_products and shop_facets with typed filters (docs/spec-filters.md): ranges, options (any of
-- them), booleans, price (never 'Sob Consulta'), UF and city; sorts by a sortable specification
-- with listings lacking a value last; each facet counted under all the OTHER filters; malformed
-- filters refused with 22023 and a pt-BR message; the search reaches option labels, text values,
-- bairro, city and UF name; product_search keeps the typed copy as listings change.
begin;
select plan(29);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000751', 'Barcos Pgtap', 'barcos-pgtap'),
       ('0000000f-0000-4000-8000-000000000752', 'Outros Pgtap', 'outros-pgtap');
insert into public.subcategories (id, category_id, name, type)
values ('0000000f-0000-4000-8000-000000000753', '0000000f-0000-4000-8000-000000000751', 'Lanchas Pgtap', 'lanchas-pgtap');
insert into public.spec_definitions (category_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('0000000f-0000-4000-8000-000000000751', 'comprimento', 'Comprimento', 'number', 'ft', 1, true, true, 1),
  ('0000000f-0000-4000-8000-000000000751', 'ano', 'Ano', 'year', null, 0, true, true, 2),
  ('0000000f-0000-4000-8000-000000000751', 'motor', 'Motorização', 'option', null, 0, true, false, 3),
  ('0000000f-0000-4000-8000-000000000751', 'extras', 'Extras', 'options', null, 0, true, false, 4),
  ('0000000f-0000-4000-8000-000000000751', 'gerador', 'Gerador', 'boolean', null, 0, true, false, 5),
  ('0000000f-0000-4000-8000-000000000751', 'estaleiro', 'Estaleiro', 'text', null, 0, false, false, 6),
  ('0000000f-0000-4000-8000-000000000751', 'cabines', 'Cabines', 'integer', null, 0, false, false, 7);
insert into public.spec_options (definition_id, value, label, position)
select d.id, o.value, o.label, o.position
from public.spec_definitions d
join (values ('motor', 'diesel', 'Diesel', 1), ('motor', 'gasolina', 'Gasolina', 2),
             ('extras', 'ar', 'Ar-condicionado', 1), ('extras', 'radar', 'Radar Pgtapscope', 2)) o(key, value, label, position)
  on o.key = d.key
where d.category_id = '0000000f-0000-4000-8000-000000000751';

insert into public.products (id, name, price, sale_price, price_on_request, category_id, subcategory_id, published, uf, city_id, neighbourhood, specs) values
  ('0000000f-0000-4000-8000-000000000761', 'Pgtap Azimut', 4000000, null, false, '0000000f-0000-4000-8000-000000000751', '0000000f-0000-4000-8000-000000000753', true, 'SC', 4205407, 'Jurerê Internacional',
   '{"comprimento": 60, "ano": 2019, "motor": "diesel", "extras": ["ar", "radar"], "gerador": true, "estaleiro": "Benetti Pgtapyard"}'),
  ('0000000f-0000-4000-8000-000000000762', 'Pgtap Schaefer', 1600000, 1500000, false, '0000000f-0000-4000-8000-000000000751', '0000000f-0000-4000-8000-000000000753', true, 'SP', 3550308, null,
   '{"comprimento": 40, "ano": 2015, "motor": "gasolina", "gerador": false}'),
  ('0000000f-0000-4000-8000-000000000763', 'Pgtap Focker', 300000, null, false, '0000000f-0000-4000-8000-000000000751', null, true, 'SP', 3548500, null,
   '{"comprimento": 27.5, "ano": 2021, "extras": ["radar"]}'),
  ('0000000f-0000-4000-8000-000000000764', 'Pgtap Consulta', null, null, true, '0000000f-0000-4000-8000-000000000751', null, true, 'RJ', 3304557, null,
   '{"comprimento": 50, "motor": "diesel"}'),
  ('0000000f-0000-4000-8000-000000000765', 'Pgtap Oculto', 100, null, false, '0000000f-0000-4000-8000-000000000751', null, false, 'SC', 4205407, null,
   '{"comprimento": 45, "motor": "diesel"}'),
  ('0000000f-0000-4000-8000-000000000766', 'Pgtap Outro', 200, null, false, '0000000f-0000-4000-8000-000000000752', null, true, 'SP', 3550308, null, '{}');

set local role anon;

create function pg_temp.names(_filters jsonb, _sort text default 'relevance', _search text default null)
returns text language sql as $$
  select string_agg(p.name, ', ' order by p.ordinality)
  from public.shop_products(_search, '0000000f-0000-4000-8000-000000000751', null, null, _sort, 0, 20, _filters) with ordinality as p
$$;

select is(pg_temp.names('{"specs": {"comprimento": {"min": 40, "max": 60}}}'), 'Pgtap Azimut, Pgtap Consulta, Pgtap Schaefer',
  'a range keeps the values within its bounds, both included');
select is(pg_temp.names('{"specs": {"ano": {"min": 2016}}}'), 'Pgtap Azimut, Pgtap Focker', 'either side of a range may be absent');
select is(pg_temp.names('{"specs": {"extras": ["radar", "ar"]}}'), 'Pgtap Azimut, Pgtap Focker', 'options match a listing holding any of them');
select is(pg_temp.names('{"specs": {"gerador": false}}'), 'Pgtap Schaefer', 'a boolean matches its value only, not a missing one');
select is(pg_temp.names('{"price": {"max": 1500000}}'), 'Pgtap Focker, Pgtap Schaefer',
  'the price bounds read the sale price, and a listing under consultation never matches them');
select is(pg_temp.names('{"uf": ["SC", "RJ"], "city": [3304557]}'), 'Pgtap Consulta', 'UF and city filters both apply');
select is(pg_temp.names(null, 'comprimento-desc'), 'Pgtap Azimut, Pgtap Consulta, Pgtap Schaefer, Pgtap Focker',
  'a specification sorts the list');
select is(pg_temp.names(null, 'ano-asc'), 'Pgtap Schaefer, Pgtap Azimut, Pgtap Focker, Pgtap Consulta',
  'listings without a value come last');
select is(pg_temp.names('{"specs": {"motor": ["diesel"]}}', 'ano-desc', 'pgtap'), 'Pgtap Azimut, Pgtap Consulta',
  'a search takes the same filters and sorts');

select is(
  public.shop_facets(null, '0000000f-0000-4000-8000-000000000751', null, null,
    '{"price": {"max": 2000000}, "uf": ["SP", "SC"], "specs": {"comprimento": {"min": 30}, "motor": ["diesel"]}}')
    || jsonb_build_object('categories', (
      select jsonb_agg(e) from jsonb_array_elements(public.shop_facets(null, '0000000f-0000-4000-8000-000000000751', null, null,
        '{"price": {"max": 2000000}, "uf": ["SP", "SC"], "specs": {"comprimento": {"min": 30}, "motor": ["diesel"]}}') -> 'categories') e
      where e ->> 'id' like '0000000f-0000-4000-8000-00000000075_')),
  jsonb_build_object(
    'total', 0,
    'reduced', 0,
    'categories', jsonb_build_array(jsonb_build_object('id', '0000000f-0000-4000-8000-000000000751', 'count', 3),
                                    jsonb_build_object('id', '0000000f-0000-4000-8000-000000000752', 'count', 1)),
    'subcategories', '[]'::jsonb,
    'attributes', '[]'::jsonb,
    'price', jsonb_build_object('min', 4000000.00, 'max', 4000000.00),
    'uf', '[]'::jsonb,
    'cities', '[]'::jsonb,
    'specs', jsonb_build_object(
      'comprimento', jsonb_build_object('min', null, 'max', null),
      'ano', jsonb_build_object('min', null, 'max', null),
      'motor', jsonb_build_array(jsonb_build_object('value', 'diesel', 'count', 0), jsonb_build_object('value', 'gasolina', 'count', 1)),
      'extras', jsonb_build_array(jsonb_build_object('value', 'ar', 'count', 0), jsonb_build_object('value', 'radar', 'count', 0)),
      'gerador', jsonb_build_object('true', 0, 'false', 0))),
  'each facet counts the listings that miss only its own filter; categories under the location only'
);
select is(
  public.shop_facets(null, '0000000f-0000-4000-8000-000000000751', null, null, '{"uf": ["SP"]}') - 'categories' - 'specs',
  jsonb_build_object(
    'total', 2,
    'reduced', 0,
    'subcategories', jsonb_build_array(jsonb_build_object('id', '0000000f-0000-4000-8000-000000000753', 'count', 1)),
    'attributes', '[]'::jsonb,
    'price', jsonb_build_object('min', 300000.00, 'max', 1500000.00),
    'uf', jsonb_build_array(jsonb_build_object('value', 'RJ', 'count', 1), jsonb_build_object('value', 'SC', 'count', 1),
                            jsonb_build_object('value', 'SP', 'count', 2)),
    'cities', jsonb_build_array(
      jsonb_build_object('id', 3548500, 'name', 'Santos', 'uf', 'SP', 'count', 1),
      jsonb_build_object('id', 3550308, 'name', 'São Paulo', 'uf', 'SP', 'count', 1))),
  'the UF facet ignores the UF filter, the others apply it'
);
select is(
  public.shop_facets(null, '0000000f-0000-4000-8000-000000000751', null, null, '{"specs": {"ano": {"min": 2016}}}') -> 'specs',
  jsonb_build_object(
    'comprimento', jsonb_build_object('min', 27.5, 'max', 60),
    'ano', jsonb_build_object('min', 2015, 'max', 2021),
    'motor', jsonb_build_array(jsonb_build_object('value', 'diesel', 'count', 1), jsonb_build_object('value', 'gasolina', 'count', 0)),
    'extras', jsonb_build_array(jsonb_build_object('value', 'ar', 'count', 1), jsonb_build_object('value', 'radar', 'count', 2)),
    'gerador', jsonb_build_object('true', 1, 'false', 0)),
  'a range facet gives the bounds among the other filters'' listings; only filterable definitions have a facet'
);
select is(
  public.shop_facets(null, null, null, null, null) -> 'cities',
  (select jsonb_agg(jsonb_build_object('id', m.id, 'name', m.name, 'uf', m.uf, 'count', c.n) order by m.name, m.uf)
   from (select city_id, count(*) as n from public.products where published and city_id is not null group by city_id) c
   join public.municipalities m on m.id = c.city_id),
  'without filters the city counts are the kept ones, published listings only'
);
select is(
  (public.shop_facets(null, '0000000f-0000-4000-8000-000000000751', null, null, null) ->> 'total')::int,
  (select count(*)::int from public.products where category_id = '0000000f-0000-4000-8000-000000000751'),
  'the total counts the published listings of the category'
);

select throws_ok($$ select public.shop_facets(null, null, null, null, '[1]') $$, '22023', 'Filtro inválido: formato.', 'filters must be an object');
select throws_ok($$ select public.shop_facets(null, null, null, null, '"{oops"') $$, '22023', 'Filtro inválido: formato.', 'a string that is no JSON object is refused');
select is((public.shop_facets(null, '0000000f-0000-4000-8000-000000000751', null, null, to_jsonb('{"uf": ["SP"]}'::text)) ->> 'total')::int, 2,
  'filters given as the JSON text of the object are read as the object');
select throws_ok($$ select public.shop_facets(null, null, null, null, '{"cor": "azul"}') $$, '22023', 'Filtro inválido: cor.', 'an unknown filter is refused');
select throws_ok($$ select public.shop_facets(null, null, null, null, '{"price": {"min": "barato"}}') $$, '22023', 'Filtro inválido: preço.', 'a bound must be a number');
select throws_ok($$ select public.shop_facets(null, null, null, null, '{"price": {"min": 1, "desde": 2}}') $$, '22023', 'Filtro inválido: preço.', 'a range has only min and max');
select throws_ok($$ select public.shop_facets(null, null, null, null, '{"uf": ["XX"]}') $$, '22023', 'Filtro inválido: UF.', 'a UF must exist');
select throws_ok($$ select public.shop_facets(null, null, null, null, '{"city": ["3550308"]}') $$, '22023', 'Filtro inválido: cidade.', 'a city is an IBGE number');
select throws_ok($$ select public.shop_facets(null, null, null, null, '{"specs": {"ano": {"min": 2000}}}') $$, '22023', 'Filtro inválido: ano.',
  'a specification needs the category');
select throws_ok($$ select * from public.shop_products(null, '0000000f-0000-4000-8000-000000000751', null, null, 'relevance', 0, 12, '{"specs": {"estaleiro": "x"}}') $$,
  '22023', 'Filtro inválido: estaleiro.', 'a definition that is not filterable is refused');
select throws_ok($$ select * from public.shop_products(null, '0000000f-0000-4000-8000-000000000751', null, null, 'relevance', 0, 12, '{"specs": {"motor": ["eletrico"]}}') $$,
  '22023', 'Filtro inválido: Motorização.', 'an option of another definition or none is refused');
select throws_ok($$ select * from public.shop_products(null, '0000000f-0000-4000-8000-000000000751', null, null, 'cabines-asc', 0, 12) $$,
  '22023', 'Ordenação inválida: cabines-asc.', 'a sort by a definition that is not sortable is refused');

select is(
  (select string_agg(p.name, ', ' order by p.name) from public.shop_products(w, null, null, null, 'relevance', 0, 20) p),
  'Pgtap Azimut', format('the search finds "%s"', w))
from unnest(array['pgtap radar pgtapscope jurere', 'pgtapyard florianopolis santa catarina']) w;

reset role;
update public.products set specs = specs - 'gerador' || '{"cabines": 3}', published = true
where id in ('0000000f-0000-4000-8000-000000000761', '0000000f-0000-4000-8000-000000000765');
select is(
  (select jsonb_agg(jsonb_build_array(s.spec_numbers[5], s.spec_numbers[7], s.city_id) order by s.name)
   from public.product_search s where s.product_id in ('0000000f-0000-4000-8000-000000000761', '0000000f-0000-4000-8000-000000000765')),
  '[[null, 3, 4205407], [null, 3, 4205407]]'::jsonb,
  'product_search keeps the typed values of every published listing as they change'
);

select * from finish();
rollback;
