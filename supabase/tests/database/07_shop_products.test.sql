-- shop_products: the shop's page, found before its rows are returned; published products only,
-- whoever calls; any offset gives the rows the full order has there; a bad page is refused.
begin;
select plan(9);

select function_privs_are('public', 'shop_products', array['text', 'uuid', 'uuid[]', 'uuid[]', 'text', 'integer', 'integer', 'jsonb', 'uuid'],
  'anon', array['EXECUTE'], 'visitors may read shop pages');

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000071', 'Página', 'pagina-pgtap');
insert into public.products (name, price, category_id, published, featured)
select 'Pgtap Página ' || lpad(i::text, 2, '0'), 100 - i, '0000000f-0000-4000-8000-000000000071', i % 5 <> 0, i % 7 = 0
from generate_series(1, 40) i;

create temporary view full_order as
  select id, row_number() over (order by featured desc, name, id) as position
  from public.products
  where category_id = '0000000f-0000-4000-8000-000000000071' and published;

select results_eq(
  $$ select id from public.shop_products(null, '0000000f-0000-4000-8000-000000000071', null, null, 'relevance', 20, 12) $$,
  $$ select id from full_order where position between 21 and 32 order by position $$,
  'a deep page holds the rows the full order has at its offset'
);
select results_eq(
  $$ select id from public.shop_products('pgtap pagina', '0000000f-0000-4000-8000-000000000071', null, null, 'relevance', 24, 12) $$,
  $$ select id from full_order where position between 25 and 36 order by position $$,
  'a searched deep page too'
);
select results_eq(
  $$ select id from public.shop_products('pgtap pagina', null, null, null, 'price-desc', 0, 3) $$,
  $$ select id from public.products where published and search_text like '%pgtap pagina%' order by sort_price desc, name, id limit 3 $$,
  'a search sorts by price'
);
select is(
  (select count(*)::int from public.shop_products(null, '0000000f-0000-4000-8000-000000000071', null, null, 'newest', 0, 100) p where not p.published),
  0, 'an unpublished product is never listed, even for a caller who may read it'
);
select results_eq(
  $$ select id from public.shop_products(null, '0000000f-0000-4000-8000-000000000071', null, null, 'unknown', 0, 100) $$,
  $$ select id from full_order order by position $$,
  'an unknown sort lists by relevance'
);
select throws_ok(
  $$ select * from public.shop_products(null, null, null, null, 'relevance', -1, 12) $$,
  '22023', null, 'a negative offset is refused'
);
select throws_ok(
  $$ select * from public.shop_products(null, null, null, null, 'relevance', 0, 101) $$,
  '22023', null, 'more than 100 rows a page is refused'
);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select is(
  (select count(*)::int from public.shop_products('pgtap pagina', null, null, null, 'relevance', 0, 100)),
  32, 'visitors list the published products of a search'
);

reset role;
select * from finish();
rollback;
