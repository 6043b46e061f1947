-- A search within a category counts its facets from the words' kept listings (20261207070000):
-- the same answer as the pass, for one word or several, plurals, numbers, words of the location
-- and of the options, with the filters, the subcategory choice and the category counts; still
-- after listings are added, renamed, moved, unpublished and removed one statement at a time, and
-- after a statement large enough to build the category's words again. A word held by many is a
-- bit string, by few a list, by none forgotten; the pass still answers typos and wildcards; no
-- API role may read the words.
begin;
select plan(15);
select set_config('oneboss.shop_bitmaps', 'on', true);

insert into public.categories (id, name, value) values
  ('00000126-0000-4000-8000-000000000001', 'Barcos Palavras Pgtap', 'barcos-palavras-pgtap'),
  ('00000126-0000-4000-8000-000000000002', 'Casas Palavras Pgtap', 'casas-palavras-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000126-0000-4000-8000-000000000011', '00000126-0000-4000-8000-000000000001', 'Lanchas', 'lanchas-palavras-pgtap'),
  ('00000126-0000-4000-8000-000000000012', '00000126-0000-4000-8000-000000000001', 'Veleiros', 'veleiros-palavras-pgtap');
insert into public.spec_definitions (category_id, key, label, type, unit, decimals, filterable, sortable, position) values
  ('00000126-0000-4000-8000-000000000001', 'comprimento', 'Comprimento', 'number', 'ft', 1, true, true, 1),
  ('00000126-0000-4000-8000-000000000001', 'motor', 'Motorização', 'option', null, 0, true, false, 2);
insert into public.spec_options (definition_id, value, label, position)
select d.id, o.value, o.label, o.position
from public.spec_definitions d
join (values ('diesel', 'Diesel', 1), ('gasolina', 'Gasolina', 2)) o(value, label, position) on true
where d.category_id = '00000126-0000-4000-8000-000000000001' and d.key = 'motor';

-- Eighty boats and twenty houses: a few words held by many (a bit string each), makes and models
-- held by some, and each listing's number held by one.
insert into public.products (id, name, description, price, category_id, subcategory_id, published, uf, city_id, neighbourhood, specs)
select ('00000126-0000-4000-8000-' || lpad(g::text, 12, '0'))::uuid,
  (array['Lancha', 'Iate', 'Veleiro', 'Lanchas'])[1 + g % 4] || ' ' || (array['Azimut', 'Ferretti', 'Beneteau', 'Schaefer', 'Sessa'])[1 + g % 5]
    || ' ' || (40 + g % 5 * 10) || ' pés ' || g,
  'Barco número ' || g || case when g % 6 = 0 then ', revisado e com garantia' else '' end,
  100000 + g * 25000,
  '00000126-0000-4000-8000-000000000001',
  case when g % 3 = 0 then '00000126-0000-4000-8000-000000000012'::uuid else '00000126-0000-4000-8000-000000000011'::uuid end,
  true, c.uf, c.id, case when g % 2 = 0 then 'Jurerê Internacional' end,
  jsonb_build_object('comprimento', 30 + g % 40, 'motor', (array['diesel', 'gasolina'])[1 + g % 2])
from generate_series(1, 80) g
cross join lateral (select * from (values (0, 'SP', 3550308), (1, 'SC', 4205407), (2, 'RJ', 3304557)) v(k, uf, id) where v.k = g % 3) c;
insert into public.products (id, name, price, category_id, published, uf, city_id)
select ('00000126-0000-4000-8000-' || lpad((1000 + g)::text, 12, '0'))::uuid,
  (array['Casa', 'Casa com lancha', 'Cobertura'])[1 + g % 3] || ' ' || g, 900000 + g * 100000,
  '00000126-0000-4000-8000-000000000002', true, 'SP', 3550308
from generate_series(1, 20) g;

create temporary table searches (search text);
insert into searches values ('lancha'), ('lanchas'), ('azimut 60'), ('iate ferretti'), ('veleiro beneteau 50'),
  ('barco'), ('palavras'), ('garantia revisado'), ('jurere'), ('sao paulo'), ('diesel'), ('60'), ('7'), ('de'),
  ('casa lancha'), ('Lancha, Azimut!'), ('ferreti'), ('lanc*'), ('zzzqqq'), ('pes 40 sessa');
create temporary table pages (filters jsonb);
insert into pages values ('{}'), ('{"uf": ["SP", "SC"]}'), ('{"city": [4205407]}'),
  ('{"price": {"min": 500000, "max": 1500000}, "specs": {"comprimento": {"min": 40}, "motor": ["diesel"]}}'),
  ('{"specs": {"comprimento": {"max": 45}}, "uf": ["RJ"]}');
grant select on searches, pages to anon;

-- A page's answer from the strings and from the pass, where they differ.
create function pg_temp.difference(_search text, _category_id uuid, _subcategory_ids uuid[], _filters jsonb)
returns jsonb language plpgsql as $$
declare
  kept jsonb;
  passed jsonb;
begin
  perform set_config('oneboss.shop_bitmaps', 'on', true);
  kept := public.shop_facets(_search, _category_id, _subcategory_ids, null, _filters);
  perform set_config('oneboss.shop_bitmaps', 'off', true);
  passed := public.shop_facets(_search, _category_id, _subcategory_ids, null, _filters);
  perform set_config('oneboss.shop_bitmaps', 'on', true);
  return case when kept is distinct from passed
    then jsonb_build_object('search', _search, 'filters', _filters, 'subcategories', _subcategory_ids, 'kept', kept, 'pass', passed) end;
end;
$$;

-- Every search on every page of the boats (with and without the subcategory chosen) and, without
-- filters, of the houses, where the answers differ.
create function pg_temp.differing()
returns jsonb language sql as $$
  select coalesce(jsonb_agg(d.difference), '[]')
  from searches s
  cross join pages p
  cross join (values (null::uuid[]), ('{00000126-0000-4000-8000-000000000012}'::uuid[])) c(choice)
  cross join lateral (select pg_temp.difference(s.search, '00000126-0000-4000-8000-000000000001', c.choice, p.filters) as difference) d
  where d.difference is not null
  union all
  select coalesce(jsonb_agg(d.difference), '[]')
  from searches s
  cross join lateral (select pg_temp.difference(s.search, '00000126-0000-4000-8000-000000000002', null, '{}') as difference) d
  where d.difference is not null
$$;

select is((select count(*)::int from private.shop_words
           where category_id = '00000126-0000-4000-8000-000000000001' and word = 'palavras' and bits is not null), 1,
  'a word held by many listings is kept as a bit string');
select is((select ordinals from private.shop_words where category_id = '00000126-0000-4000-8000-000000000001' and word = '17'),
  array[(select ordinal from public.product_search where product_id = '00000126-0000-4000-8000-000000000017')],
  'a word held by one is kept as its ordinal');

set local role anon;
select isnt(private.shop_search_facets_from_bitmaps('00000126-0000-4000-8000-000000000001', null, null, '{}', 'azimut'), null,
  'a search within a category is counted from the strings');
select is(private.shop_search_facets_from_bitmaps('00000126-0000-4000-8000-000000000001', null, null, '{}', 'lanc*'), null,
  'a wildcard is left to the pass');
select is(private.shop_search_facets_from_bitmaps('00000126-0000-4000-8000-000000000001', null, null, '{}', 'ferreti'), null,
  'so is a search no listing holds every word of (the pass reads its words as typos)');
select is((select count(*)::int from searches s, pages p), 100, 'a hundred searched pages are compared');
select is((select jsonb_agg(d) from (select jsonb_array_elements(pg_temp.differing()) d) x), null,
  'every search counts as the pass counts it');
select is((public.shop_facets('ferretti 50', '00000126-0000-4000-8000-000000000001') ->> 'total')::int,
  (select count(*)::int from public.products where category_id = '00000126-0000-4000-8000-000000000001' and name ilike '%ferretti 50 %'),
  'and as the listings count');

reset role;
-- One statement at a time: renamed, described, added, unpublished, removed, moved.
update public.products set name = 'Catamarã Lagoon 42 pés 5' where id = '00000126-0000-4000-8000-000000000005';
update public.products set description = 'Lancha revisada' where id = '00000126-0000-4000-8000-000000000009';
insert into public.products (id, name, price, category_id, subcategory_id, published, uf, city_id, specs) values
  ('00000126-0000-4000-8000-000000000101', 'Lancha Azimut 60 pés Nova', 2000000, '00000126-0000-4000-8000-000000000001',
   '00000126-0000-4000-8000-000000000011', true, 'SC', 4205407, '{"comprimento": 60, "motor": "diesel"}');
update public.products set published = false where id = '00000126-0000-4000-8000-000000000012';
delete from public.products where id = '00000126-0000-4000-8000-000000000017';
update public.products set category_id = '00000126-0000-4000-8000-000000000002', subcategory_id = null, specs = '{}'
where id = '00000126-0000-4000-8000-000000000020';
insert into searches values ('catamara lagoon'), ('nova'), ('revisada');

select ok(not exists (select 1 from private.shop_words where category_id = '00000126-0000-4000-8000-000000000001' and word = '17'),
  'a word no listing holds any more is forgotten');
select is((select ordinals from private.shop_words where category_id = '00000126-0000-4000-8000-000000000001' and word = 'lagoon'),
  array[(select ordinal from public.product_search where product_id = '00000126-0000-4000-8000-000000000005')],
  'a renamed listing holds its new words');
set local role anon;
select is((select jsonb_agg(d) from (select jsonb_array_elements(pg_temp.differing()) d) x), null,
  'every search still counts as the pass counts it');

reset role;
-- A statement changing more than an eighth of the category builds its words again.
update public.products set name = name || ' Reformado' where category_id = '00000126-0000-4000-8000-000000000001';
insert into searches values ('reformado lancha');
select is((select count(*)::int from private.shop_words where category_id = '00000126-0000-4000-8000-000000000001' and word = 'reformado' and bits is not null), 1,
  'a statement renaming the whole category builds its words again');
set local role anon;
select is((select jsonb_agg(d) from (select jsonb_array_elements(pg_temp.differing()) d) x), null,
  'and every search counts as the pass counts it');

select throws_ok($$ select * from private.shop_words $$, '42501', null, 'a visitor cannot read the words');
select throws_ok($$ select private.rebuild_shop_words('00000126-0000-4000-8000-000000000001') $$, '42501', null, 'nor build them');

select * from finish();
rollback;
