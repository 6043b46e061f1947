-- Price history reads: visitors and buyers read the history of published listings only (the
-- products' own policies), staff every listing's; the product page's summary follows the same rule.
begin;
select plan(9);

insert into public.admin_permissions (email) values ('leitura-admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000102-0000-4000-8000-000000000001', 'leitura-admin-pgtap@oneboss.local', now()),
  ('00000102-0000-4000-8000-000000000002', 'leitura-ana-pgtap@example.com', now());
insert into public.categories (id, name, value) values ('00000102-0000-4000-8000-0000000000c1', 'Leitura', 'leitura-pgtap');
insert into public.products (id, name, price, category_id, published, created_at) values
  ('00000102-0000-4000-8000-0000000000a1', 'Relógio publicado pgTAP', 100000, '00000102-0000-4000-8000-0000000000c1', true, now() - interval '60 days'),
  ('00000102-0000-4000-8000-0000000000a2', 'Relógio oculto pgTAP', 200000, '00000102-0000-4000-8000-0000000000c1', false, now() - interval '60 days');
update public.products set price = price - 10000 where id in ('00000102-0000-4000-8000-0000000000a1', '00000102-0000-4000-8000-0000000000a2');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select pg_temp.act_as('anon', null);
select results_eq(
  $$ select product_id, count(*)::integer from public.price_history where product_id::text like '00000102-%' group by product_id $$,
  $$ values ('00000102-0000-4000-8000-0000000000a1'::uuid, 2) $$,
  'a visitor reads the published listing''s two rows and none of the hidden one');
select results_eq(
  $$ select highest_recent_price, listed_at from public.listing_price_summary('00000102-0000-4000-8000-0000000000a1') $$,
  $$ values (100000::numeric, now() - interval '60 days') $$,
  'a visitor reads the published listing''s highest recent price and first listing date');
select is_empty($$ select * from public.listing_price_summary('00000102-0000-4000-8000-0000000000a2') $$,
  'a visitor reads no summary of the hidden listing');
reset role;

select pg_temp.act_as('authenticated', '00000102-0000-4000-8000-000000000002');
select is((select count(*)::integer from public.price_history where product_id = '00000102-0000-4000-8000-0000000000a2'), 0,
  'a buyer reads none of the hidden listing''s history');
select is((select count(*)::integer from public.price_history where product_id = '00000102-0000-4000-8000-0000000000a1'), 2,
  'a buyer reads the published listing''s history');
reset role;

select pg_temp.act_as('authenticated', '00000102-0000-4000-8000-000000000001');
select is((select count(*)::integer from public.price_history where product_id::text like '00000102-%'), 4,
  'staff read every listing''s history');
reset role;

select pg_temp.act_as('anon', null);
select throws_ok($$ select private.price_reduced_until('00000102-0000-4000-8000-0000000000a2') $$, '42501', null,
  'a visitor cannot call the private reduction function');
reset role;

-- Sob Consulta has no price: the summary's highest price ignores it.
update public.products set price_on_request = true, price = null where id = '00000102-0000-4000-8000-0000000000a1';
update public.products set price_on_request = false, price = 80000 where id = '00000102-0000-4000-8000-0000000000a1';
select is((select highest_recent_price from public.listing_price_summary('00000102-0000-4000-8000-0000000000a1')), 100000::numeric,
  'a price on request between two prices is no price');
select ok((select count(*) from public.price_history where product_id = '00000102-0000-4000-8000-0000000000a1') = 4,
  'both switches were recorded');

select * from finish();
rollback;
