-- The dashboard's figures are the tables' counts, and only admins get them.
begin;
select plan(8);

insert into public.admin_permissions (email) values ('painel-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000022-0000-4000-8000-000000000001', 'painel-pgtap@oneboss.local', now()),
  ('00000022-0000-4000-8000-000000000002', 'cliente-painel-pgtap@example.com', now());
insert into public.categories (id, name, value) values ('00000022-0000-4000-8000-0000000000c1', 'Painel', 'painel-pgtap');
insert into public.products (id, name, price, category_id, published, featured, price_on_request) values
  ('00000022-0000-4000-8000-0000000000a1', 'Painel A', 1, '00000022-0000-4000-8000-0000000000c1', true, true, false),
  ('00000022-0000-4000-8000-0000000000a2', 'Painel B', null, '00000022-0000-4000-8000-0000000000c1', false, false, true);
insert into public.leads (name, email, product_id, status, created_at) values
  ('Um', 'um-pgtap@example.com', '00000022-0000-4000-8000-0000000000a1', 'new', now()),
  ('Dois', 'dois-pgtap@example.com', '00000022-0000-4000-8000-0000000000a1', 'closed', now()),
  ('Três', 'tres-pgtap@example.com', '00000022-0000-4000-8000-0000000000a2', 'closed', now() - interval '200 days');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

create temporary table expected on commit drop as
select
  (select count(*) from public.leads) as leads,
  (select count(*) from public.leads where status = 'closed') as closed,
  (select count(*) from public.products where published) as published,
  (select count(*) from public.products where not published) as hidden,
  (select count(*) from public.products where price_on_request) as on_request,
  (select count(*) from public.newsletter_subscribers) as subscribers;
grant select on expected to authenticated;

select pg_temp.act_as('authenticated', '00000022-0000-4000-8000-000000000001');
create temporary table figures on commit drop as select public.admin_dashboard() as d;

select is((select (d ->> 'leads_total')::bigint from figures), (select leads from expected), 'leads in total');
select is(
  (select (e ->> 'count')::bigint from figures, jsonb_array_elements(d -> 'leads_by_status') e where e ->> 'status' = 'closed'),
  (select closed from expected), 'leads per status'
);
select is(jsonb_array_length((select d -> 'leads_by_week' from figures)), 12, 'twelve weeks, the empty ones included');
select is(
  (select (e ->> 'count')::int from figures, jsonb_array_elements(d -> 'leads_by_product') e where e ->> 'product_id' = '00000022-0000-4000-8000-0000000000a1'),
  2, 'leads per product'
);
select is(
  (select (d -> 'catalogue' ->> 'published', d -> 'catalogue' ->> 'hidden', d -> 'catalogue' ->> 'on_request') from figures),
  (select (published::text, hidden::text, on_request::text) from expected), 'catalogue counts'
);
select is((select (d ->> 'newsletter_subscribers')::bigint from figures), (select subscribers from expected), 'newsletter subscribers');

reset role;
select pg_temp.act_as('authenticated', '00000022-0000-4000-8000-000000000002');
select throws_ok($$ select public.admin_dashboard() $$, '42501', 'Acesso restrito a administradores.', 'a customer is refused');

reset role;
select pg_temp.act_as('anon', null);
select throws_ok($$ select public.admin_dashboard() $$, '42501', null, 'a visitor cannot run it');

reset role;
select * from finish();
rollback;
