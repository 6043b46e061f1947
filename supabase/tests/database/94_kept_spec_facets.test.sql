-- A category page without a search or a typed filter counts its specifications from the kept
-- product_spec_counts and product_spec_bounds (20261130030000): the same answer as counting the
-- listings, for every subcategory and attribute choice, and still after listings leave, move and
-- change; an update that leaves a listing's values as they were changes nothing; no API role
-- may write them.
begin;
select plan(12);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000941', 'Barcos Mantidos Pgtap', 'barcos-mantidos-pgtap');
insert into public.subcategories (id, category_id, name, type)
values ('0000000f-0000-4000-8000-000000000942', '0000000f-0000-4000-8000-000000000941', 'Lanchas Mantidas', 'lanchas-mantidas-pgtap'),
       ('0000000f-0000-4000-8000-000000000943', '0000000f-0000-4000-8000-000000000941', 'Veleiros Mantidos', 'veleiros-mantidos-pgtap');
insert into public.spec_definitions (category_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('0000000f-0000-4000-8000-000000000941', 'comprimento', 'Comprimento', 'number', 'ft', 1, true, true, 1),
  ('0000000f-0000-4000-8000-000000000941', 'motor', 'Motorização', 'option', null, 0, true, false, 2),
  ('0000000f-0000-4000-8000-000000000941', 'extras', 'Extras', 'options', null, 0, true, false, 3),
  ('0000000f-0000-4000-8000-000000000941', 'gerador', 'Gerador', 'boolean', null, 0, true, false, 4);
insert into public.spec_options (definition_id, value, label, position)
select d.id, o.value, o.label, o.position
from public.spec_definitions d
join (values ('motor', 'diesel', 'Diesel', 1), ('motor', 'gasolina', 'Gasolina', 2),
             ('extras', 'ar', 'Ar-condicionado', 1), ('extras', 'radar', 'Radar', 2)) o(key, value, label, position)
  on o.key = d.key
where d.category_id = '0000000f-0000-4000-8000-000000000941';

insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs) values
  ('0000000f-0000-4000-8000-000000000951', 'Mantido Azimut', 4000000, '0000000f-0000-4000-8000-000000000941', '0000000f-0000-4000-8000-000000000942', true, 'SC', 4205407,
   '{"comprimento": 60, "motor": "diesel", "extras": ["ar", "radar"], "gerador": true}'),
  ('0000000f-0000-4000-8000-000000000952', 'Mantido Schaefer', 1600000, '0000000f-0000-4000-8000-000000000941', '0000000f-0000-4000-8000-000000000942', true, 'SP', 3550308,
   '{"comprimento": 40, "motor": "gasolina", "gerador": false}'),
  ('0000000f-0000-4000-8000-000000000953', 'Mantido Focker', 300000, '0000000f-0000-4000-8000-000000000941', '0000000f-0000-4000-8000-000000000943', true, 'SP', 3548500,
   '{"comprimento": 27.5, "extras": ["radar"]}'),
  ('0000000f-0000-4000-8000-000000000954', 'Mantido Oculto', 100, '0000000f-0000-4000-8000-000000000941', '0000000f-0000-4000-8000-000000000943', false, 'SC', 4205407,
   '{"comprimento": 99, "motor": "diesel", "gerador": true}');

-- The specifications' facets of a page without filters, as the shop reads them.
create function pg_temp.specs(_subcategory_ids uuid[] default null)
returns jsonb language sql as $$
  select public.shop_facets(null, '0000000f-0000-4000-8000-000000000941', _subcategory_ids, null, null) -> 'specs'
$$;

set local role anon;

select is(pg_temp.specs(),
  '{"comprimento": {"min": 27.5, "max": 60}, "gerador": {"true": 1, "false": 1},
    "motor": [{"value": "diesel", "count": 1}, {"value": "gasolina", "count": 1}],
    "extras": [{"value": "ar", "count": 1}, {"value": "radar", "count": 2}]}'::jsonb,
  'a category page counts its published listings'' specifications: bounds, yes/no and every option');
select is(pg_temp.specs('{0000000f-0000-4000-8000-000000000943}'),
  '{"comprimento": {"min": 27.5, "max": 27.5}, "gerador": {"true": 0, "false": 0},
    "motor": [{"value": "diesel", "count": 0}, {"value": "gasolina", "count": 0}],
    "extras": [{"value": "ar", "count": 0}, {"value": "radar", "count": 1}]}'::jsonb,
  'with a subcategory chosen, only its listings count');
select is((public.shop_facets(null, '0000000f-0000-4000-8000-000000000941', null, null, null) ->> 'total')::int, 3,
  'the total is the published listings');

reset role;
update public.products set published = false where id = '0000000f-0000-4000-8000-000000000953';
update public.products set specs = specs || '{"comprimento": 70}' where id = '0000000f-0000-4000-8000-000000000952';
set local role anon;

select is(pg_temp.specs() -> 'comprimento', '{"min": 60, "max": 70}'::jsonb,
  'the bounds follow a listing at the minimum leaving and another rising past the maximum');
select is(pg_temp.specs('{0000000f-0000-4000-8000-000000000943}') -> 'comprimento', '{"min": null, "max": null}'::jsonb,
  'a subcategory whose last listing left has no bounds');
select is(pg_temp.specs() -> 'extras', '[{"value": "ar", "count": 1}, {"value": "radar", "count": 1}]'::jsonb,
  'an option''s count falls when a listing holding it leaves');

reset role;
update public.products set subcategory_id = '0000000f-0000-4000-8000-000000000943', specs = specs - 'gerador'
where id = '0000000f-0000-4000-8000-000000000952';
delete from public.products where id = '0000000f-0000-4000-8000-000000000951';
set local role anon;

select is(pg_temp.specs('{0000000f-0000-4000-8000-000000000943}'),
  '{"comprimento": {"min": 70, "max": 70}, "gerador": {"true": 0, "false": 0},
    "motor": [{"value": "diesel", "count": 0}, {"value": "gasolina", "count": 1}],
    "extras": [{"value": "ar", "count": 0}, {"value": "radar", "count": 0}]}'::jsonb,
  'a listing moved to another subcategory counts there, without the value it dropped');
select is(pg_temp.specs('{0000000f-0000-4000-8000-000000000942}') -> 'comprimento', '{"min": null, "max": null}'::jsonb,
  'a deleted listing no longer bounds its subcategory');

reset role;
select is(
  (select count(*) from public.product_spec_counts where category_id = '0000000f-0000-4000-8000-000000000941' and total <= 0)
  + (select count(*) from public.product_spec_bounds b where b.category_id = '0000000f-0000-4000-8000-000000000941'
       and not exists (select 1 from public.product_search r where r.category_id = b.category_id
                         and r.subcategory_id is not distinct from b.subcategory_id and r.spec_numbers[b.slot] is not null)),
  0::bigint, 'no kept row is left for what no listing holds');

-- An update that leaves the values as they were writes neither table.
create temporary table kept_before as
select ctid::text as version, 'bounds' as kind from public.product_spec_bounds where category_id = '0000000f-0000-4000-8000-000000000941'
union all
select ctid::text, 'counts' from public.product_spec_counts where category_id = '0000000f-0000-4000-8000-000000000941';
update public.products set name = 'Mantido Schaefer II' where id = '0000000f-0000-4000-8000-000000000952';
select set_eq(
  $$ select ctid::text as version, 'bounds' as kind from public.product_spec_bounds where category_id = '0000000f-0000-4000-8000-000000000941'
     union all
     select ctid::text, 'counts' from public.product_spec_counts where category_id = '0000000f-0000-4000-8000-000000000941' $$,
  $$ select version, kind from kept_before $$,
  'an update that changes no value rewrites no kept row');

set local role anon;
select throws_ok($$ insert into public.product_spec_counts (category_id, slot, value, total) values ('0000000f-0000-4000-8000-000000000941', 0, 1, 5) $$,
  '42501', null, 'a visitor cannot write the kept counts');
select throws_ok($$ delete from public.product_spec_bounds $$, '42501', null, 'a visitor cannot remove the kept bounds');

select * from finish();
rollback;
