-- product_facet_counts: after every kind of write to products, it holds exactly the published
-- products grouped by (category, subcategory, attribute); the unsearched facets give the same
-- counts as products; no API role may write it.
begin;
select plan(19);

select ok(
  (select relrowsecurity from pg_class where oid = 'public.product_facet_counts'::regclass),
  'RLS is enabled on public.product_facet_counts'
);
select policies_are('public', 'product_facet_counts', array['Published products'' facet counts are visible to everyone']);
select table_privs_are('public', 'product_facet_counts', 'anon', array['SELECT'], 'visitors may only read the counts');
select table_privs_are('public', 'product_facet_counts', 'authenticated', array['SELECT'], 'signed-in users may only read the counts');
select function_privs_are('public', 'count_product_facets', array[]::text[], 'anon', array[]::text[], 'visitors cannot run the count function');

-- The check after every write: the counts equal the published products, grouped.
create function pg_temp.counts_match(description text) returns text language sql as $$
  select set_eq(
    $q$ select category_id, subcategory_id, attribute_id, total from public.product_facet_counts $q$,
    $q$ select category_id, subcategory_id, attribute_id, count(*)::bigint from public.products where published group by 1, 2, 3 $q$,
    description
  )
$$;

select pg_temp.counts_match('the counts start equal to the published products');

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000061', 'Contagem', 'contagem-pgtap'),
       ('0000000f-0000-4000-8000-000000000062', 'Contagem 2', 'contagem-pgtap-2');
insert into public.subcategories (id, category_id, name, type)
values ('0000000f-0000-4000-8000-000000000063', '0000000f-0000-4000-8000-000000000061', 'Sub', 'sub-contagem');
insert into public.attributes (id, subcategory_id, attribute)
values ('0000000f-0000-4000-8000-000000000064', '0000000f-0000-4000-8000-000000000063', 'Atributo contagem');

-- A bulk insert: 30 products over three combinations, a third of them unpublished.
insert into public.products (name, price, category_id, subcategory_id, attribute_id, published)
select 'Contagem ' || i, i,
       '0000000f-0000-4000-8000-000000000061',
       case when i % 3 > 0 then '0000000f-0000-4000-8000-000000000063'::uuid end,
       case when i % 3 = 2 then '0000000f-0000-4000-8000-000000000064'::uuid end,
       i % 3 <> 1 or i % 2 = 0
from generate_series(1, 30) i;
select pg_temp.counts_match('a bulk insert counts its published products once per combination');
select is(
  (select total from public.product_facet_counts
   where category_id = '0000000f-0000-4000-8000-000000000061' and subcategory_id is null),
  10::bigint, 'a combination without subcategory or attribute is counted too'
);

update public.products set name = name || ' editado' where category_id = '0000000f-0000-4000-8000-000000000061';
select pg_temp.counts_match('an edit that moves nothing changes no count');

update public.products set published = false where category_id = '0000000f-0000-4000-8000-000000000061' and attribute_id is not null;
select is_empty(
  $$ select 1 from public.product_facet_counts where attribute_id = '0000000f-0000-4000-8000-000000000064' $$,
  'a combination whose last product is unpublished is removed'
);

update public.products set published = true where category_id = '0000000f-0000-4000-8000-000000000061';
select pg_temp.counts_match('publishing counts the products again');

update public.products set category_id = '0000000f-0000-4000-8000-000000000062', subcategory_id = null, attribute_id = null
where name in ('Contagem 1 editado', 'Contagem 2 editado', 'Contagem 3 editado');
select pg_temp.counts_match('moving products to another category moves their counts');

delete from public.attributes where id = '0000000f-0000-4000-8000-000000000064';
select pg_temp.counts_match('a deleted attribute merges its products into the subcategory''s combination');

delete from public.products where name like 'Contagem 2_ editado' or name = 'Contagem 1 editado';
select pg_temp.counts_match('deleting products takes them out of the counts');

select is(
  public.catalogue_facets(null, '0000000f-0000-4000-8000-000000000061', array['0000000f-0000-4000-8000-000000000063'::uuid]),
  (select jsonb_build_object(
     'categories', (select jsonb_agg(jsonb_build_object('id', category_id, 'count', n) order by category_id)
                    from (select category_id, count(*) as n from public.products where published group by 1) c),
     'subcategories', (select coalesce(jsonb_agg(jsonb_build_object('id', subcategory_id, 'count', n) order by subcategory_id), '[]'::jsonb)
                       from (select subcategory_id, count(*) as n from public.products
                             where published and subcategory_id is not null and category_id = '0000000f-0000-4000-8000-000000000061' group by 1) s),
     'attributes', (select coalesce(jsonb_agg(jsonb_build_object('id', attribute_id, 'count', n) order by attribute_id), '[]'::jsonb)
                    from (select attribute_id, count(*) as n from public.products
                          where published and attribute_id is not null and category_id = '0000000f-0000-4000-8000-000000000061'
                            and subcategory_id = '0000000f-0000-4000-8000-000000000063' group by 1) a))),
  'the unsearched facets equal the counts taken from products'
);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select ok(
  (select count(*) > 0 from public.product_facet_counts where category_id = '0000000f-0000-4000-8000-000000000061'),
  'visitors read the counts'
);
select throws_ok(
  $$ update public.product_facet_counts set total = 1000 $$,
  '42501', null, 'visitors cannot change the counts'
);
select throws_ok(
  $$ insert into public.product_facet_counts (category_id, total) values ('0000000f-0000-4000-8000-000000000062', 5) $$,
  '42501', null, 'visitors cannot add counts'
);

reset role;
truncate public.product_search;
select is_empty($$ select 1 from public.product_facet_counts $$, 'emptying product_search empties the counts');

select * from finish();
rollback;
