-- Price history: one row when a listing is created (dated by its creation) and one per change of
-- the price, the sale price or 'Sob Consulta', whoever writes it; none for other edits or for a
-- write that leaves them as they were.
begin;
select plan(10);

insert into public.admin_permissions (email) values ('registro-admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000101-0000-4000-8000-000000000001', 'registro-admin-pgtap@oneboss.local', now());
insert into public.categories (id, name, value) values ('00000101-0000-4000-8000-0000000000c1', 'Registro', 'registro-pgtap');
insert into public.products (id, name, price, category_id, published, created_at) values
  ('00000101-0000-4000-8000-0000000000a1', 'Iate registrado pgTAP', 1000000, '00000101-0000-4000-8000-0000000000c1', true, now() - interval '90 days');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

create function pg_temp.history() returns text language sql as $$
  select string_agg(format('%s/%s/%s', h.price, h.sale_price, h.price_on_request), ' ' order by h.changed_at, h.id)
  from public.price_history h where h.product_id = '00000101-0000-4000-8000-0000000000a1'
$$;

select is(pg_temp.history(), '1000000.00//f', 'a new listing''s first row holds its price');
select is(
  (select h.changed_at from public.price_history h where h.product_id = '00000101-0000-4000-8000-0000000000a1'),
  now() - interval '90 days', 'the first row is dated by the listing''s creation');

-- Staff edit the listing as the admin does over REST.
select pg_temp.act_as('authenticated', '00000101-0000-4000-8000-000000000001');
update public.products set name = 'Iate registrado pgTAP (revisado)', short_description = 'Novo texto' where id = '00000101-0000-4000-8000-0000000000a1';
select is(pg_temp.history(), '1000000.00//f', 'editing the name and text records nothing');
update public.products set price = 1000000 where id = '00000101-0000-4000-8000-0000000000a1';
select is(pg_temp.history(), '1000000.00//f', 'writing the same price records nothing');
update public.products set price = 900000 where id = '00000101-0000-4000-8000-0000000000a1';
select is(pg_temp.history(), '1000000.00//f 900000.00//f', 'a new price is recorded');
update public.products set sale_price = 850000 where id = '00000101-0000-4000-8000-0000000000a1';
select is(pg_temp.history(), '1000000.00//f 900000.00//f 900000.00/850000.00/f', 'a sale price is recorded');
update public.products set price_on_request = true, price = null, sale_price = null where id = '00000101-0000-4000-8000-0000000000a1';
select is(pg_temp.history(), '1000000.00//f 900000.00//f 900000.00/850000.00/f //t',
  'turning to Sob Consulta is recorded');
update public.products set published = false, featured = true where id = '00000101-0000-4000-8000-0000000000a1';
select is((select count(*)::integer from public.price_history where product_id = '00000101-0000-4000-8000-0000000000a1'), 4,
  'hiding and featuring the listing records nothing');
reset role;

select is(
  (select max(h.changed_at) from public.price_history h where h.product_id = '00000101-0000-4000-8000-0000000000a1'),
  now(), 'a change is dated when it happens');

delete from public.products where id = '00000101-0000-4000-8000-0000000000a1';
select is_empty($$ select 1 from public.price_history where product_id = '00000101-0000-4000-8000-0000000000a1' $$,
  'the history goes with its listing');

select * from finish();
rollback;
