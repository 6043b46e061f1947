-- A category's filtered page counts its facets from the kept bit strings (20261207030000): the
-- same answer as the pass over its listings, for ranges cut anywhere, options, yes/no, UFs,
-- cities, reduced prices and the subcategory choice; still after listings are added, changed,
-- reduced, moved to another category and removed one statement at a time (kept bit by bit), and
-- after a statement large enough to build the category again; no API role may read or write the
-- strings.
begin;
select plan(16);
-- The strings answer every category here, whatever its size.
select set_config('oneboss.shop_bitmaps', 'on', true);

insert into public.categories (id, name, value) values
  ('00000125-0000-4000-8000-000000000001', 'Barcos Bits Pgtap', 'barcos-bits-pgtap'),
  ('00000125-0000-4000-8000-000000000002', 'Outros Bits Pgtap', 'outros-bits-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000125-0000-4000-8000-000000000011', '00000125-0000-4000-8000-000000000001', 'Lanchas', 'lanchas-bits-pgtap'),
  ('00000125-0000-4000-8000-000000000012', '00000125-0000-4000-8000-000000000001', 'Veleiros', 'veleiros-bits-pgtap');
insert into public.spec_definitions (category_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('00000125-0000-4000-8000-000000000001', 'comprimento', 'Comprimento', 'number', 'ft', 1, true, true, 1),
  ('00000125-0000-4000-8000-000000000001', 'ano', 'Ano', 'year', null, 0, true, true, 2),
  ('00000125-0000-4000-8000-000000000001', 'motor', 'Motorização', 'option', null, 0, true, false, 3),
  ('00000125-0000-4000-8000-000000000001', 'extras', 'Extras', 'options', null, 0, true, false, 4),
  ('00000125-0000-4000-8000-000000000001', 'gerador', 'Gerador', 'boolean', null, 0, true, false, 5),
  ('00000125-0000-4000-8000-000000000002', 'comprimento', 'Comprimento', 'number', 'ft', 1, true, true, 1);
insert into public.spec_options (definition_id, value, label, position)
select d.id, o.value, o.label, o.position
from public.spec_definitions d
join (values ('motor', 'diesel', 'Diesel', 1), ('motor', 'gasolina', 'Gasolina', 2), ('motor', 'eletrico', 'Elétrico', 3),
             ('extras', 'ar', 'Ar-condicionado', 1), ('extras', 'radar', 'Radar', 2), ('extras', 'sonar', 'Sonar', 3)) o(key, value, label, position)
  on o.key = d.key
where d.category_id = '00000125-0000-4000-8000-000000000001';

-- Sixty boats spread over prices, lengths (some with decimals, some without any), years, motors,
-- extras, generators, four cities in three UFs and both subcategories.
insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs)
select ('00000125-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid, 'Barco Bits ' || g,
  case when g % 17 = 0 then null else 100000 + (g * 7919 % 60) * 50000 end,
  '00000125-0000-4000-8000-000000000001',
  case when g % 3 = 0 then '00000125-0000-4000-8000-000000000012'::uuid else '00000125-0000-4000-8000-000000000011'::uuid end,
  true, c.uf, c.id,
  jsonb_strip_nulls(jsonb_build_object(
    'comprimento', case when g % 11 = 0 then null else 20 + (g * 37 % 50) + (g % 4) * 0.5 end,
    'ano', 1995 + g * 13 % 30,
    'motor', (array['diesel', 'gasolina', 'eletrico'])[1 + g % 3],
    'extras', case when g % 5 = 0 then null when g % 2 = 0 then '["ar", "radar"]'::jsonb else '["sonar"]'::jsonb end,
    'gerador', case when g % 7 = 0 then null else g % 2 = 0 end))
from generate_series(1, 60) g
cross join lateral (select * from (values (0, 'SP', 3550308), (1, 'SP', 3548500), (2, 'SC', 4205407), (3, 'RJ', 3304557)) v(k, uf, id) where v.k = g % 4) c;

-- The pages compared: each filter set, with and without the subcategory chosen.
create temporary table pages (filters jsonb);
insert into pages values
  ('{"price": {"min": 300000, "max": 2000000}, "uf": ["SP", "SC"], "specs": {"comprimento": {"min": 30, "max": 60}, "ano": {"min": 2005}, "motor": ["diesel"]}}'),
  ('{"specs": {"gerador": true}}'),
  ('{"specs": {"gerador": false, "extras": ["ar", "sonar"]}, "city": [3550308, 4205407]}'),
  ('{"price": {"max": 1000000}, "reduced": true}'),
  ('{"specs": {"ano": {"min": 2000, "max": 2015}, "comprimento": {"min": 45.5}}}'),
  ('{"specs": {"comprimento": {"max": 35.5}}, "uf": ["RJ"]}'),
  ('{"price": {"min": 2500000, "max": 100000}}'),
  ('{"specs": {"ano": {"max": 2000}, "motor": ["eletrico", "gasolina"]}, "price": {"min": 150000}}'),
  -- Both ends within one bucket, and below the lowest price the buckets were built from.
  ('{"specs": {"comprimento": {"min": 31.2, "max": 33.8}}}'),
  ('{"price": {"max": 90000}, "uf": ["SP"]}');
-- And thirty drawn at random (seeded, so a failure can be run again): either end of a range or
-- both (reversed too), options, yes/no, UFs and a city.
select setseed(0.125);
insert into pages
select jsonb_strip_nulls(jsonb_build_object(
  'price', case when random() < 0.5 then jsonb_strip_nulls(jsonb_build_object(
    'min', case when random() < 0.7 then round((100000 + random() * 2500000)::numeric, -4) end,
    'max', case when random() < 0.7 then round((300000 + random() * 2800000)::numeric, -4) end)) end,
  'uf', case when random() < 0.4 then (array['["SP"]', '["SC", "RJ"]', '["RJ"]'])[1 + floor(random() * 3)::int]::jsonb end,
  'city', case when random() < 0.15 then '[3548500]'::jsonb end,
  'specs', nullif(jsonb_strip_nulls(jsonb_build_object(
    'comprimento', case when random() < 0.5 then jsonb_strip_nulls(jsonb_build_object(
      'min', case when random() < 0.7 then round((20 + random() * 50)::numeric, 1) end,
      'max', case when random() < 0.7 then round((25 + random() * 50)::numeric, 1) end)) end,
    'ano', case when random() < 0.4 then jsonb_strip_nulls(jsonb_build_object(
      'min', case when random() < 0.6 then 1995 + floor(random() * 30) end,
      'max', case when random() < 0.6 then 2000 + floor(random() * 27) end)) end,
    'motor', case when random() < 0.3 then (array['["diesel"]', '["gasolina", "eletrico"]'])[1 + floor(random() * 2)::int]::jsonb end,
    'extras', case when random() < 0.2 then '["radar"]'::jsonb end,
    'gerador', case when random() < 0.2 then to_jsonb(random() < 0.5) end)), '{}')))
from generate_series(1, 30);
grant select on pages to anon;

-- A page's answer from the bit strings and from the pass, where they differ.
create function pg_temp.difference(_category_id uuid, _subcategory_ids uuid[], _filters jsonb)
returns jsonb language plpgsql as $$
declare
  kept jsonb;
  passed jsonb;
begin
  perform set_config('oneboss.shop_bitmaps', 'on', true);
  kept := public.shop_facets(null, _category_id, _subcategory_ids, null, _filters);
  perform set_config('oneboss.shop_bitmaps', 'off', true);
  passed := public.shop_facets(null, _category_id, _subcategory_ids, null, _filters);
  perform set_config('oneboss.shop_bitmaps', 'on', true);
  return case when kept is distinct from passed
    then jsonb_build_object('filters', _filters, 'subcategories', _subcategory_ids, 'kept', kept, 'pass', passed) end;
end;
$$;

-- The boats' pages whose answers differ, each with and without the subcategory chosen.
create function pg_temp.differing()
returns jsonb language sql as $$
  select coalesce(jsonb_agg(d.difference), '[]')
  from pages p
  cross join (values (null::uuid[]), ('{00000125-0000-4000-8000-000000000012}'::uuid[])) c(choice)
  cross join lateral (select pg_temp.difference('00000125-0000-4000-8000-000000000001', c.choice, p.filters) as difference) d
  where d.difference is not null
$$;

set local role anon;
select isnt(private.shop_facets_from_bitmaps('00000125-0000-4000-8000-000000000001', null, null,
  '{"specs": {"comprimento": {"min": 30, "max": 60}}}'), null, 'a filtered category page is counted from its bit strings');
select is((select count(distinct filters)::int from pages), 40, 'forty pages are compared');
select is(pg_temp.differing(), '[]'::jsonb, 'every page counts as the pass counts it');
select is((public.shop_facets(null, '00000125-0000-4000-8000-000000000001', null, null, '{"specs": {"gerador": true}}') ->> 'total')::int,
  (select count(*)::int from public.products where category_id = '00000125-0000-4000-8000-000000000001' and specs -> 'gerador' = 'true'),
  'and as the listings count');

reset role;
-- Changed one statement at a time: a price and a length, a city, a subcategory, values dropped.
update public.products set price = 2750000, specs = specs || '{"comprimento": 58.5, "motor": "eletrico"}'
where id = '00000125-0000-4000-8000-000000000004';
update public.products set price = 75000 where id = '00000125-0000-4000-8000-000000000016';
update public.products set uf = 'SC', city_id = 4205407 where id = '00000125-0000-4000-8000-000000000008';
-- Prices lowered: reduced for the next 30 days.
update public.products set price = price - 50000
where id in ('00000125-0000-4000-8000-000000000002', '00000125-0000-4000-8000-000000000005', '00000125-0000-4000-8000-000000000006');
update public.products set subcategory_id = '00000125-0000-4000-8000-000000000012', specs = specs - 'extras' - 'gerador'
where id = '00000125-0000-4000-8000-000000000010';
-- Added, unpublished, deleted, and moved to another category.
insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs) values
  ('00000125-0000-4000-8000-000000000101', 'Barco Bits Novo', 900000, '00000125-0000-4000-8000-000000000001', '00000125-0000-4000-8000-000000000011',
   true, 'SP', 3550308, '{"comprimento": 99.5, "ano": 2026, "motor": "diesel", "extras": ["radar"], "gerador": true}');
update public.products set published = false where id = '00000125-0000-4000-8000-000000000012';
delete from public.products where id = '00000125-0000-4000-8000-000000000013';
update public.products set category_id = '00000125-0000-4000-8000-000000000002', subcategory_id = null, specs = '{"comprimento": 40}'
where id = '00000125-0000-4000-8000-000000000014';

select is((select built_for from private.shop_bitmap_state where category_id = '00000125-0000-4000-8000-000000000001'), 60,
  'those changes were kept bit by bit, not by building the category again');
select ok((select count(*) from public.product_search where category_id = '00000125-0000-4000-8000-000000000001' and price_reduced_until > now()) >= 3,
  'the listings whose prices fell are reduced');
select isnt((select ordinal from public.product_search where product_id = '00000125-0000-4000-8000-000000000014'),
  null, 'a listing moved to another category takes an ordinal there');
set local role anon;
select is(pg_temp.differing(), '[]'::jsonb, 'every page still counts as the pass counts it');
select is(pg_temp.difference('00000125-0000-4000-8000-000000000002', null, '{"specs": {"comprimento": {"min": 30, "max": 45}}}'), null,
  'and so does the category the listing moved to');
select is((public.shop_facets(null, '00000125-0000-4000-8000-000000000001', null, null, '{"specs": {"comprimento": {"min": 99}}}') ->> 'total')::int, 1,
  'the added listing is counted');
select is(public.shop_facets(null, '00000125-0000-4000-8000-000000000001', null, null, '{"specs": {"ano": {"min": 2026}}}') -> 'specs' -> 'comprimento',
  '{"min": 99.5, "max": 99.5}'::jsonb, 'and bounds its length');

reset role;
-- A statement changing more than an eighth of the category builds it again.
update public.products set price = price + 10000 where category_id = '00000125-0000-4000-8000-000000000001' and price is not null;
select isnt((select built_for from private.shop_bitmap_state where category_id = '00000125-0000-4000-8000-000000000001'), 60,
  'a statement changing most of the category builds its strings again');
set local role anon;
select is(pg_temp.differing(), '[]'::jsonb, 'and every page counts as the pass counts it');

select throws_ok($$ select * from private.shop_bitmaps $$, '42501', null, 'a visitor cannot read the bit strings');
select throws_ok($$ delete from private.shop_bitmap_state $$, '42501', null, 'nor remove their state');
select throws_ok($$ select private.rebuild_shop_bitmaps('00000125-0000-4000-8000-000000000001') $$, '42501', null, 'nor build them');

select * from finish();
rollback;
