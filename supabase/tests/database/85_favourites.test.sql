-- Favourites: each user's own (RLS), only of listings they can see, in the LGPD export, gone with
-- the account when a deletion request is processed.
begin;
select plan(21);

insert into public.admin_permissions (email) values ('favoritos-admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000085-0000-4000-8000-000000000001', 'favoritos-admin-pgtap@oneboss.local', now()),
  ('00000085-0000-4000-8000-000000000002', 'favoritos-ana-pgtap@example.com', now()),
  ('00000085-0000-4000-8000-000000000003', 'favoritos-bia-pgtap@example.com', now());
insert into public.categories (id, name, value) values ('00000085-0000-4000-8000-0000000000c1', 'Favoritos', 'favoritos-pgtap');
insert into public.products (id, name, price, category_id, published) values
  ('00000085-0000-4000-8000-0000000000a1', 'Relógio favorito pgTAP', 100, '00000085-0000-4000-8000-0000000000c1', true),
  ('00000085-0000-4000-8000-0000000000a2', 'Iate favorito pgTAP', 200, '00000085-0000-4000-8000-0000000000c1', true),
  ('00000085-0000-4000-8000-0000000000a3', 'Oculto favorito pgTAP', 300, '00000085-0000-4000-8000-0000000000c1', false);

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select pg_temp.act_as('anon', null);
select throws_ok(
  $$ insert into public.favourites (user_id, product_id) values ('00000085-0000-4000-8000-000000000002', '00000085-0000-4000-8000-0000000000a1') $$,
  '42501', null, 'a visitor cannot store a favourite'
);
select throws_ok($$ select public.my_favourites() $$, '42501', null, 'a visitor cannot read favourites');
select throws_ok($$ select public.merge_favourites(array['00000085-0000-4000-8000-0000000000a1']::uuid[]) $$, '42501', null, 'a visitor cannot merge favourites');

reset role;
select pg_temp.act_as('authenticated', '00000085-0000-4000-8000-000000000002');
select lives_ok(
  $$ insert into public.favourites (user_id, product_id) values ('00000085-0000-4000-8000-000000000002', '00000085-0000-4000-8000-0000000000a1') $$,
  'a buyer stores a favourite of their own'
);
select throws_ok(
  $$ insert into public.favourites (user_id, product_id) values ('00000085-0000-4000-8000-000000000003', '00000085-0000-4000-8000-0000000000a2') $$,
  '42501', null, 'a buyer cannot store a favourite for someone else'
);
select throws_ok(
  $$ insert into public.favourites (user_id, product_id) values ('00000085-0000-4000-8000-000000000002', '00000085-0000-4000-8000-0000000000a3') $$,
  '42501', null, 'a hidden listing cannot be favourited (its id reveals nothing)'
);
select is(
  public.merge_favourites(array['00000085-0000-4000-8000-0000000000a1', '00000085-0000-4000-8000-0000000000a2', '00000085-0000-4000-8000-0000000000a3']::uuid[]),
  1, 'merging adds the new visible listing only, skipping the one already there and the hidden one'
);
select is(
  (select array_agg(f ->> 'name' order by f ->> 'name') from jsonb_array_elements(public.my_favourites()) f),
  array['Iate favorito pgTAP', 'Relógio favorito pgTAP'], 'the buyer lists their favourites'
);

reset role;
select pg_temp.act_as('authenticated', '00000085-0000-4000-8000-000000000003');
select is_empty($$ select 1 from public.favourites $$, 'another buyer reads none of them');
select is(public.my_favourites(), '[]'::jsonb, 'another buyer''s list is empty');
delete from public.favourites where user_id = '00000085-0000-4000-8000-000000000002';
select is(public.merge_favourites(array['00000085-0000-4000-8000-0000000000a2']::uuid[]), 1, 'another buyer keeps their own');

reset role;
select is((select count(*)::int from public.favourites where user_id = '00000085-0000-4000-8000-000000000002'), 2, 'another buyer cannot remove someone''s favourites');

-- The listing is hidden after it was favourited: it stays in the list, saying so.
update public.products set published = false where id = '00000085-0000-4000-8000-0000000000a2';
select pg_temp.act_as('authenticated', '00000085-0000-4000-8000-000000000002');
select is(
  (select f ->> 'published' from jsonb_array_elements(public.my_favourites()) f where f ->> 'name' = 'Iate favorito pgTAP'),
  'false', 'a favourite whose listing was hidden stays in the list, marked unpublished'
);
select is(
  (select (f ->> 'price')::numeric from jsonb_array_elements(public.my_favourites()) f where f ->> 'name' = 'Relógio favorito pgTAP'),
  100::numeric, 'the list carries the listing''s price'
);

select is(
  (select array_agg(f ->> 'product_name' order by f ->> 'product_name') from jsonb_array_elements(public.export_my_data() -> 'favourites') f),
  array['Iate favorito pgTAP', 'Relógio favorito pgTAP'], 'the LGPD export includes the favourites'
);
delete from public.favourites where product_id = '00000085-0000-4000-8000-0000000000a1';
select is((select count(*)::int from public.favourites), 1, 'a buyer removes their own favourite');

reset role;
select pg_temp.act_as('authenticated', '00000085-0000-4000-8000-000000000003');
select is(jsonb_array_length(public.export_my_data() -> 'favourites'), 1, 'another buyer exports only their own');

-- A processed deletion request takes the holder's favourites with the account.
reset role;
insert into public.account_deletion_requests (user_id, email, status, confirmed_at)
values ('00000085-0000-4000-8000-000000000002', 'favoritos-ana-pgtap@example.com', 'confirmed', now());
select pg_temp.act_as('authenticated', '00000085-0000-4000-8000-000000000001');
select lives_ok(
  $$ select public.admin_process_account_deletion((select id from public.account_deletion_requests where email = 'favoritos-ana-pgtap@example.com')) $$,
  'an admin processes the confirmed deletion request'
);
reset role;
select is((select count(*)::int from public.favourites where user_id = '00000085-0000-4000-8000-000000000002'), 0, 'the holder''s favourites are deleted');
select is((select count(*)::int from public.favourites where user_id = '00000085-0000-4000-8000-000000000003'), 1, 'other buyers'' favourites stay');

-- At most 500 per buyer.
insert into public.products (id, name, price, category_id, published)
select ('00000085-0000-4000-8000-' || lpad(to_hex(4096 + n), 12, '0'))::uuid, 'Lote ' || n, 1, '00000085-0000-4000-8000-0000000000c1', true
from generate_series(1, 500) n;
insert into public.favourites (user_id, product_id)
select '00000085-0000-4000-8000-000000000003', id from public.products where name like 'Lote %' and category_id = '00000085-0000-4000-8000-0000000000c1' order by name limit 499;
select throws_ok(
  $$ insert into public.favourites (user_id, product_id) values ('00000085-0000-4000-8000-000000000003', '00000085-0000-4000-8000-0000000000a1') $$,
  'PT400', 'Você atingiu o limite de 500 favoritos. Remova alguns para adicionar novos.', 'the 501st favourite is refused in pt-BR'
);

select * from finish();
rollback;
