-- Price sorts: products without a price ('Sob Consulta', or none given) come after every priced
-- one whether the cheapest or the dearest comes first, in the plain list and in a search; a NaN
-- price never gets in to sort anywhere.
begin;
select plan(10);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000301', 'Preços', 'precos-pgtap');
insert into public.products (name, price, sale_price, price_on_request, category_id) values
  ('Pgtap Preço Alto', 300, null, false, '0000000f-0000-4000-8000-000000000301'),
  ('Pgtap Preço Promoção', 500, 100, false, '0000000f-0000-4000-8000-000000000301'),
  ('Pgtap Preço Zero', 0, null, false, '0000000f-0000-4000-8000-000000000301'),
  ('Pgtap Preço Consulta', null, null, true, '0000000f-0000-4000-8000-000000000301'),
  ('Pgtap Preço Ausente', null, null, false, '0000000f-0000-4000-8000-000000000301');

select is(
  array(select name from public.shop_products(null, '0000000f-0000-4000-8000-000000000301', null, null, 'price-asc', 0, 12)),
  array['Pgtap Preço Zero', 'Pgtap Preço Promoção', 'Pgtap Preço Alto', 'Pgtap Preço Ausente', 'Pgtap Preço Consulta'],
  'cheapest first: a free product is priced, the unpriced ones come last (by name)'
);
select is(
  array(select name from public.shop_products(null, '0000000f-0000-4000-8000-000000000301', null, null, 'price-desc', 0, 12)),
  array['Pgtap Preço Alto', 'Pgtap Preço Promoção', 'Pgtap Preço Zero', 'Pgtap Preço Ausente', 'Pgtap Preço Consulta'],
  'dearest first: the unpriced ones still come last'
);
select is(
  array(select name from public.shop_products('pgtap preco', null, null, null, 'price-asc', 0, 12)),
  array['Pgtap Preço Zero', 'Pgtap Preço Promoção', 'Pgtap Preço Alto', 'Pgtap Preço Ausente', 'Pgtap Preço Consulta'],
  'a search sorts the same way, cheapest first'
);
select is(
  array(select name from public.shop_products('pgtap preco', null, null, null, 'price-desc', 0, 12)),
  array['Pgtap Preço Alto', 'Pgtap Preço Promoção', 'Pgtap Preço Zero', 'Pgtap Preço Ausente', 'Pgtap Preço Consulta'],
  'and dearest first'
);
select is(
  array(select name from public.shop_products(null, '0000000f-0000-4000-8000-000000000301', null, null, 'price-desc', 3, 12)),
  array['Pgtap Preço Ausente', 'Pgtap Preço Consulta'],
  'a later page starts where the full order is at its offset'
);
select is(
  (select array_agg(sort_price order by name) from public.products where category_id = '0000000f-0000-4000-8000-000000000301'),
  array[300, null, null, 100, 0]::numeric[],
  'sort_price is what the product sells for, null without a price'
);
select results_eq(
  $$ select s.sort_price from public.product_search s join public.products p on p.id = s.product_id
     where p.category_id = '0000000f-0000-4000-8000-000000000301' order by p.name $$,
  $$ select sort_price from public.products where category_id = '0000000f-0000-4000-8000-000000000301' order by name $$,
  'the search table keeps the same sort_price'
);
select throws_ok(
  $$ update public.products set price = 'NaN' where name = 'Pgtap Preço Alto' $$,
  '23514', null, 'a NaN price is refused, so it never sorts'
);
select throws_ok(
  $$ update public.products set sale_price = 'NaN' where name = 'Pgtap Preço Alto' $$,
  '23514', null, 'a NaN sale price too'
);
select is(
  (select count(*)::int from pg_indexes where schemaname = 'public' and indexname in ('products_shop_price_asc_idx', 'products_shop_price_desc_idx')
     and indexdef like '%sort_price % NULLS LAST%'),
  1,
  'the dearest-first index keeps unpriced products last, as the sort reads it (ascending puts nulls last by default)'
);

select * from finish();
rollback;
