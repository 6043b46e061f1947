-- The sellers' folded names for the panel's search (20261204110000): kept by the database as the
-- name changes, read by signed-in staff, not by visitors, and no obstacle to a member renaming
-- their seller.
begin;
select plan(5);

insert into auth.users (id, email, email_confirmed_at) values
  ('00000113-0000-4000-8000-000000000001', 'membro-busca-pgtap@example.com', now());
insert into public.sellers (id, slug, name, kind, whatsapp) values
  ('00000113-0000-4000-8000-0000000000a0', 'atlantica-busca-pgtap', 'Atlântica Náutica & Cia', 'corretor', '5548911112222');
insert into public.seller_members (seller_id, user_id) values
  ('00000113-0000-4000-8000-0000000000a0', '00000113-0000-4000-8000-000000000001');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select is(
  (select search_name from public.sellers where id = '00000113-0000-4000-8000-0000000000a0'),
  'atlantica nautica & cia', 'the name is kept folded: lower case, no accents'
);

select pg_temp.act_as('authenticated', '00000113-0000-4000-8000-000000000001');
select lives_ok(
  $$ update public.sellers set name = 'Atlântica Iates' where id = '00000113-0000-4000-8000-0000000000a0' $$,
  'a member renames their seller'
);
select is(
  (select search_name from public.sellers where id = '00000113-0000-4000-8000-0000000000a0'),
  'atlantica iates', 'and the folded name follows'
);
reset role;

select pg_temp.act_as('anon', null);
select throws_ok(
  $$ select search_name from public.sellers $$,
  '42501', null, 'visitors do not read it'
);
reset role;
select throws_ok(
  $$ update public.sellers set search_name = 'x' where id = '00000113-0000-4000-8000-0000000000a0' $$,
  '428C9', null, 'nobody writes it'
);

select * from finish();
rollback;
