-- What visitors, customers and admins may do, with the JWT claims PostgREST sets per request.
begin;
select plan(8);

insert into public.admin_permissions (email) values ('admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values ('0000000b-0000-4000-8000-000000000031', 'admin-pgtap@oneboss.local', now());
insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000011', 'Teste', 'teste-pgtap-roles');
insert into public.products (name, price, category_id, published)
values ('Visível', 10, '0000000f-0000-4000-8000-000000000011', true),
       ('Oculto', 10, '0000000f-0000-4000-8000-000000000011', false);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select results_eq(
  $$ select name from public.products where category_id = '0000000f-0000-4000-8000-000000000011' $$,
  array['Visível'], 'visitors see published products only'
);
select throws_ok($$ select * from public.leads $$, '42501', null, 'visitors cannot read leads');
select throws_ok($$ select public.is_current_user_admin() $$, '42501', null, 'visitors cannot call the admin check');
select lives_ok(
  $$ insert into public.leads (name, email, status, form_fill_ms, consent_text_version) values ('Visitante pgTAP', 'v@example.com', 'closed', 5000, '2025-11-27') $$,
  'visitors can send a lead'
);

reset role;
select is(
  (select status from public.leads where name = 'Visitante pgTAP'), 'new',
  'a visitor''s lead starts as new whatever it asked for'
);

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","email":"cliente-pgtap@example.com"}', true);
select throws_ok(
  $$ select public.admin_create_category('X', 'x-pgtap', 'cliente-pgtap@example.com') $$,
  '42501', null, 'customers cannot create categories'
);

select set_config('request.jwt.claims', '{"role":"authenticated","sub":"0000000b-0000-4000-8000-000000000031","email":"admin-pgtap@oneboss.local"}', true);
select set_config('request.jwt.claim.sub', '0000000b-0000-4000-8000-000000000031', true);
select results_eq(
  $$ select count(*)::int from public.products where category_id = '0000000f-0000-4000-8000-000000000011' $$,
  array[2], 'admins see unpublished products too'
);
select is(
  (select value from public.admin_create_category('Arte pgTAP', 'arte-pgtap', 'admin-pgtap@oneboss.local')),
  'arte-pgtap', 'admins create categories naming themselves'
);

select * from finish();
rollback;
