-- "Preço reduzido": a listing whose effective price is below one it had in the last 30 days is
-- found by the shop's `reduced` filter and counted by shop_facets; a cut older than 30 days, a
-- rise, or a listing turned to Sob Consulta is not.
begin;
select plan(12);

insert into public.categories (id, name, value) values ('00000103-0000-4000-8000-0000000000c1', 'Reduzidos', 'reduzidos-pgtap');
insert into public.products (id, name, price, sale_price, category_id, published, created_at) values
  ('00000103-0000-4000-8000-0000000000a1', 'Cortado agora pgTAP', 1000, null, '00000103-0000-4000-8000-0000000000c1', true, now() - interval '100 days'),
  ('00000103-0000-4000-8000-0000000000a2', 'Cortado há tempo pgTAP', 1000, null, '00000103-0000-4000-8000-0000000000c1', true, now() - interval '100 days'),
  ('00000103-0000-4000-8000-0000000000a3', 'Aumentado pgTAP', 1000, null, '00000103-0000-4000-8000-0000000000c1', true, now() - interval '100 days'),
  ('00000103-0000-4000-8000-0000000000a4', 'Em promoção pgTAP', 1000, null, '00000103-0000-4000-8000-0000000000c1', true, now() - interval '100 days'),
  ('00000103-0000-4000-8000-0000000000a5', 'Sob consulta pgTAP', 1000, null, '00000103-0000-4000-8000-0000000000c1', true, now() - interval '100 days');

update public.products set price = 900 where id = '00000103-0000-4000-8000-0000000000a1';
update public.products set price = 1100 where id = '00000103-0000-4000-8000-0000000000a3';
update public.products set sale_price = 950 where id = '00000103-0000-4000-8000-0000000000a4';
update public.products set price_on_request = true, price = null where id = '00000103-0000-4000-8000-0000000000a5';
-- A cut 40 days ago, as the demo seed writes one (only the database's owner may).
insert into public.price_history (product_id, price, sale_price, price_on_request, changed_at)
values ('00000103-0000-4000-8000-0000000000a2', 800, null, false, now() - interval '40 days');
update public.products set price = 800 where id = '00000103-0000-4000-8000-0000000000a2';
delete from public.price_history where product_id = '00000103-0000-4000-8000-0000000000a2' and changed_at = now();
update public.product_search set price_reduced_until = private.price_reduced_until(product_id)
where product_id = '00000103-0000-4000-8000-0000000000a2';

select is((select price_reduced_until from public.product_search where product_id = '00000103-0000-4000-8000-0000000000a1'),
  now() + interval '30 days', 'a cut now counts for 30 days');
select is((select price_reduced_until from public.product_search where product_id = '00000103-0000-4000-8000-0000000000a2'),
  now() - interval '10 days', 'a cut 40 days ago stopped counting 10 days ago');

set local role anon;
select results_eq(
  $$ select name from public.shop_products(_category_id => '00000103-0000-4000-8000-0000000000c1', _sort => 'price-asc', _filters => '{"reduced": true}') $$,
  $$ values ('Cortado agora pgTAP'), ('Em promoção pgTAP') $$,
  'the reduced filter finds the listing cut now and the one put on sale, not the old cut, the rise nor Sob Consulta');
select is((public.shop_facets(_category_id => '00000103-0000-4000-8000-0000000000c1') ->> 'reduced')::integer, 2,
  'the category''s facets count the two reduced listings');
select is((public.shop_facets(_category_id => '00000103-0000-4000-8000-0000000000c1', _filters => '{"reduced": true}') ->> 'total')::integer, 2,
  'filtered, the total is the two');
select is((public.shop_facets(_category_id => '00000103-0000-4000-8000-0000000000c1', _filters => '{"reduced": true}') ->> 'reduced')::integer, 2,
  'filtered, the reduced count stays');
select is(
  (public.shop_facets(_category_id => '00000103-0000-4000-8000-0000000000c1', _filters => '{"price": {"max": 920}}') ->> 'reduced')::integer, 1,
  'under a price filter, the count is of the listings matching it');
select is(
  (public.shop_facets(_category_id => '00000103-0000-4000-8000-0000000000c1', _filters => '{"price": {"max": 920}, "reduced": true}') -> 'price' ->> 'max')::numeric, 950::numeric,
  'the price bounds ignore the price filter but keep the reduced one');
select is((public.shop_facets(_filters => '{"reduced": true}') ->> 'total')::integer >= 2, true,
  'the whole shop filters too');
select throws_ok($$ select public.shop_facets(_filters => '{"reduced": false}') $$, '22023', 'Filtro inválido: preço reduzido.',
  'anything but true is refused in pt-BR');
select throws_ok($$ select * from public.shop_products(_filters => '{"reduced": "1"}') $$, '22023', 'Filtro inválido: preço reduzido.',
  'a string is refused too');
reset role;

update public.products set published = false where id = '00000103-0000-4000-8000-0000000000a1';
update public.products set published = true where id = '00000103-0000-4000-8000-0000000000a1';
select is((select price_reduced_until from public.product_search where product_id = '00000103-0000-4000-8000-0000000000a1'),
  now() + interval '30 days', 'a listing back in the shop keeps its reduction');

select * from finish();
rollback;
