-- A page sorted by a specification walks its slot's index in the sort's order (20261206174500):
-- within the specification's range when that is the page's narrowest, the same listings in the
-- same order as the sort over every listing of the range gives, read here directly from the
-- products; ties of the page's last listing ordered by name across the page's end, either way and
-- on a later page; the other filters, a subcategory and an option tested on the way; a range
-- walked to its end, and a page past the last. Without a range, over the listings holding a value,
-- and a page that reaches the listing without one (which comes last either way).
begin;
select plan(17);

insert into public.categories (id, name, value) values
  ('00000124-0000-4000-8000-000000000001', 'Casas Por Area Pgtap', 'casas-por-area-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000124-0000-4000-8000-000000000011', '00000124-0000-4000-8000-000000000001', 'Casas', 'casas-por-area-pgtap'),
  ('00000124-0000-4000-8000-000000000012', '00000124-0000-4000-8000-000000000001', 'Coberturas', 'coberturas-por-area-pgtap');
insert into public.spec_definitions (category_id, subcategory_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('00000124-0000-4000-8000-000000000001', null, 'area', 'Área', 'number', 'm2', 0, true, true, 1),
  ('00000124-0000-4000-8000-000000000001', null, 'tipo', 'Tipo', 'option', null, 0, true, false, 2);
insert into public.spec_options (definition_id, value, label, position)
select d.id, o.value, o.label, o.position
from public.spec_definitions d
join (values ('novo', 'Novo', 1), ('usado', 'Usado', 2)) o(value, label, position) on true
where d.category_id = '00000124-0000-4000-8000-000000000001' and d.key = 'tipo';

-- Areas 50 to 900; three at 300 and two at 200, named out of their insertion order.
insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs)
select ('00000124-0000-4000-8000-0000000000' || lpad(n::text, 2, '0'))::uuid, p.name, p.price, '00000124-0000-4000-8000-000000000001',
  ('00000124-0000-4000-8000-0000000000' || p.subcategory)::uuid, p.published, 'SP', 3550308,
  jsonb_build_object('area', p.area, 'tipo', p.tipo)
from (values
  (21, 'Area Pequena', 1000, 50, 'usado', 11, true),
  (22, 'Area Dois B', 2000, 200, 'novo', 11, true),
  (23, 'Area Dois A', 2100, 200, 'usado', 12, true),
  (24, 'Area Tres C', 3000, 300, 'novo', 11, true),
  (25, 'Area Tres A', 3100, 300, 'novo', 12, true),
  (26, 'Area Tres B', 3200, 300, 'usado', 11, true),
  (27, 'Area Quatro', 4000, 400, 'novo', 11, true),
  (28, 'Area Rascunho', 4100, 350, 'novo', 11, false),
  (29, 'Area Grande', 9000, 900, 'novo', 12, true)
) as p(n, name, price, area, tipo, subcategory, published);
insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs) values
  ('00000124-0000-4000-8000-000000000030', 'Area Sem Valor', 500, '00000124-0000-4000-8000-000000000001',
   '00000124-0000-4000-8000-000000000011', true, 'RJ', 3304557, '{"tipo": "usado"}');

set local role anon;

create function pg_temp.walked(_sort text, _filters jsonb, _offset integer, _limit integer, _subcategories uuid[] default null)
returns text language sql as $$
  select coalesce(string_agg(p.name, ', ' order by p.ordinality), '')
  from public.shop_products(null, '00000124-0000-4000-8000-000000000001', _subcategories, null, _sort, _offset, _limit, _filters) with ordinality as p
$$;

-- The same page read directly: the category's published listings within the area range and the
-- price floor, sorted by area, then name, then id.
create function pg_temp.sorted(_descending boolean, _low float8, _high float8, _price numeric, _offset integer, _limit integer)
returns text language sql as $$
  select coalesce(string_agg(s.name, ', ' order by s.position), '')
  from (
    select p.name, row_number() over (
        order by case when _descending then (p.specs ->> 'area')::float8 end desc, (p.specs ->> 'area')::float8, p.name, p.id) as position
    from public.products p
    where p.category_id = '00000124-0000-4000-8000-000000000001' and p.published
      and (p.specs ->> 'area')::float8 between _low and _high and p.price >= _price
    order by position
    offset _offset limit _limit
  ) s
$$;

select is(pg_temp.walked('area-desc', '{"specs": {"area": {"min": 100, "max": 500}}, "price": {"min": 0}}', 0, 2),
  'Area Quatro, Area Tres A', 'the page''s last ties with two more: the first of them by name');
select is(pg_temp.walked('area-desc', '{"specs": {"area": {"min": 100, "max": 500}}, "price": {"min": 0}}', 0, 2),
  pg_temp.sorted(true, 100, 500, 0, 0, 2), 'as the sort over the whole range gives');
select is(pg_temp.walked('area-desc', '{"specs": {"area": {"min": 100, "max": 500}}, "price": {"min": 0}}', 2, 2),
  'Area Tres B, Area Tres C', 'the next page holds the rest of the ties, by name');
select is(pg_temp.walked('area-desc', '{"specs": {"area": {"min": 100, "max": 500}}, "price": {"min": 0}}', 3, 3),
  pg_temp.sorted(true, 100, 500, 0, 3, 3), 'a page that starts within the ties and ends past them');
select is(pg_temp.walked('area-asc', '{"specs": {"area": {"min": 100, "max": 500}}, "price": {"min": 0}}', 0, 3),
  'Area Dois A, Area Dois B, Area Tres A', 'the other way, from the bottom of the range up');
select is(pg_temp.walked('area-asc', '{"specs": {"area": {"min": 100, "max": 500}}, "price": {"min": 0}}', 1, 4),
  pg_temp.sorted(false, 100, 500, 0, 1, 4), 'and a later page of it');
select is(pg_temp.walked('area-desc', '{"specs": {"area": {"min": 100, "max": 500}}, "price": {"min": 3050}}', 0, 12),
  pg_temp.sorted(true, 100, 500, 3050, 0, 12), 'the other filters tested on the way (a price floor), the range walked to its end');
select is(pg_temp.walked('area-desc', '{"specs": {"area": {"min": 100, "max": 500}, "tipo": ["novo"]}, "price": {"min": 0}}', 0, 12),
  'Area Quatro, Area Tres A, Area Tres C, Area Dois B', 'an option tested on the way');
select is(pg_temp.walked('area-desc', '{"specs": {"area": {"min": 100, "max": 500}}, "price": {"min": 0}}', 0, 12, '{00000124-0000-4000-8000-000000000012}'),
  'Area Tres A, Area Dois A', 'a subcategory chosen');
select is(pg_temp.walked('area-desc', '{"specs": {"area": {"min": 100, "max": 500}}, "price": {"min": 0}}', 20, 12), '',
  'a page past the last lists nothing');
select is(pg_temp.walked('area-desc', '{"specs": {"area": {"min": 1000}}, "price": {"min": 0}}', 0, 12), '',
  'a range without a listing lists nothing');
select is(pg_temp.walked('area-desc', to_jsonb('{"specs": {"area": {"min": 100, "max": 500}}, "price": {"min": 0}}'::text), 0, 2),
  'Area Quatro, Area Tres A', 'the filters given as the JSON text of the object, as the embedded backend on PostgreSQL hands them over');


select is(pg_temp.walked('area-desc', null, 0, 3), 'Area Grande, Area Quatro, Area Tres A',
  'without a filter, the category''s largest first');
select is(pg_temp.walked('area-asc', '{"uf": ["SP"]}', 0, 4), 'Area Pequena, Area Dois A, Area Dois B, Area Tres A',
  'with a UF alone, the smallest first, ties by name');
select is(pg_temp.walked('area-desc', '{"specs": {"tipo": ["novo"]}}', 1, 3), 'Area Quatro, Area Tres A, Area Tres C',
  'with an option alone, on a later page');
select is(pg_temp.walked('area-desc', null, 6, 3), 'Area Dois B, Area Pequena, Area Sem Valor',
  'a page reaching the listing without a value ends with it');
select is(pg_temp.walked('area-asc', '{"specs": {"tipo": ["usado"]}}', 0, 12), 'Area Pequena, Area Dois A, Area Tres B, Area Sem Valor',
  'the other way too');

select * from finish();
rollback;
