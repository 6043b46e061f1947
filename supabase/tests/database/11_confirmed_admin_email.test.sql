-- Admin rights belong to the account whose confirmed e-mail is listed, whatever its JWT claims.
begin;
select plan(14);

insert into public.admin_permissions (email) values ('dono-pgtap@oneboss.local'), ('reivindicado-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at, email_change) values
  ('0000000b-0000-4000-8000-000000000001', 'dono-pgtap@oneboss.local', now(), null),
  ('0000000b-0000-4000-8000-000000000002', 'reivindicado-pgtap@oneboss.local', null, null),
  ('0000000b-0000-4000-8000-000000000003', 'cliente-admin-pgtap@example.com', now(), 'dono-pgtap@oneboss.local');
insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000111', 'Teste', 'teste-pgtap-confirmed-admin');

-- A request as PostgREST makes it: the role, the claims and the subject of the JWT.
create function pg_temp.act_as(_role text, _sub uuid, _email text) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub, 'email', _email)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select pg_temp.act_as('authenticated', '0000000b-0000-4000-8000-000000000001', 'dono-pgtap@oneboss.local');
select ok(public.is_current_user_admin(), 'the owner of a confirmed, listed e-mail is an admin');
select is(public.get_current_user_email(), 'dono-pgtap@oneboss.local', 'the current e-mail is the account''s');
select lives_ok(
  $$ insert into public.products (name, price, category_id) values ('Do dono pgTAP', 1, '0000000f-0000-4000-8000-000000000111') $$,
  'an admin writes the catalogue'
);

reset role;
select pg_temp.act_as('authenticated', '0000000b-0000-4000-8000-000000000002', 'reivindicado-pgtap@oneboss.local');
select ok(not public.is_current_user_admin(), 'a listed e-mail nobody has confirmed gives no admin rights');
select is(public.get_current_user_email(), null, 'an unconfirmed e-mail is not the current e-mail');
select is(
  (select count(*)::int from public.admin_permissions), 0,
  'an unconfirmed account does not see the admin row of the e-mail it claims'
);
select throws_ok(
  $$ insert into public.products (name, price, category_id) values ('Invasor pgTAP', 1, '0000000f-0000-4000-8000-000000000111') $$,
  '42501', null, 'an unconfirmed account cannot write the catalogue'
);

reset role;
select pg_temp.act_as('authenticated', '0000000b-0000-4000-8000-000000000003', 'dono-pgtap@oneboss.local');
select ok(not public.is_current_user_admin(), 'a JWT claiming an admin e-mail gives nothing to another account');
select is(
  public.get_current_user_email(), 'cliente-admin-pgtap@example.com',
  'the current e-mail is the account''s, not a pending change nor the token''s claim'
);

reset role;
select pg_temp.act_as('authenticated', null, 'dono-pgtap@oneboss.local');
select ok(not public.is_current_user_admin(), 'an e-mail claim without an account is nobody');

reset role;
select pg_temp.act_as('anon', null, null);
select throws_ok($$ select public.get_current_user_email() $$, '42501', null, 'visitors cannot ask for an e-mail');

reset role;
update auth.users set email_confirmed_at = now() where id = '0000000b-0000-4000-8000-000000000002';
select pg_temp.act_as('authenticated', '0000000b-0000-4000-8000-000000000002', 'reivindicado-pgtap@oneboss.local');
select ok(public.is_current_user_admin(), 'once its owner confirms the e-mail, the grant applies');

reset role;
update auth.users set email = 'outro-pgtap@example.com' where id = '0000000b-0000-4000-8000-000000000001';
select pg_temp.act_as('authenticated', '0000000b-0000-4000-8000-000000000001', 'dono-pgtap@oneboss.local');
select ok(not public.is_current_user_admin(), 'an account that moved to another e-mail loses the rights of the old one');
select is(
  public.get_current_user_email(), 'outro-pgtap@example.com',
  'a stale e-mail claim does not outlive the change'
);

reset role;
select * from finish();
rollback;
