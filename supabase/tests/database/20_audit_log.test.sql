-- Staff writes are recorded by the database with the row before and after; admins read the
-- record, nobody rewrites it.
begin;
select plan(19);

insert into public.admin_permissions (email) values ('auditora-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000020-0000-4000-8000-000000000001', 'auditora-pgtap@oneboss.local', now()),
  ('00000020-0000-4000-8000-000000000002', 'cliente-auditoria-pgtap@example.com', now());
insert into public.categories (id, name, value)
values ('00000020-0000-4000-8000-0000000000c1', 'Auditoria', 'auditoria-pgtap');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select is(
  (select count(*)::int from public.audit_log where record_id = '00000020-0000-4000-8000-0000000000c1'), 0,
  'migrations and the seed (no request) are not recorded'
);

select pg_temp.act_as('authenticated', '00000020-0000-4000-8000-000000000001');
insert into public.products (id, name, price, category_id)
values ('00000020-0000-4000-8000-0000000000a1', 'Relógio auditado', 100, '00000020-0000-4000-8000-0000000000c1');
update public.products set price = 150 where id = '00000020-0000-4000-8000-0000000000a1';
delete from public.products where id = '00000020-0000-4000-8000-0000000000a1';

select results_eq(
  $$ select action, actor_id, actor_email, actor_role from public.audit_log
     where table_name = 'products' and record_id = '00000020-0000-4000-8000-0000000000a1' order by id $$,
  $$ values ('insert', '00000020-0000-4000-8000-000000000001'::uuid, 'auditora-pgtap@oneboss.local', 'authenticated'),
            ('update', '00000020-0000-4000-8000-000000000001'::uuid, 'auditora-pgtap@oneboss.local', 'authenticated'),
            ('delete', '00000020-0000-4000-8000-000000000001'::uuid, 'auditora-pgtap@oneboss.local', 'authenticated') $$,
  'an admin''s insert, update and delete are each recorded with who made them'
);
select is(
  (select (old_values ->> 'price', new_values ->> 'price') from public.audit_log
   where table_name = 'products' and action = 'update' and record_id = '00000020-0000-4000-8000-0000000000a1'),
  ('100.00'::text, '150.00'::text),
  'an update keeps the values before and after'
);
select ok(
  (select old_values is null and new_values ->> 'name' = 'Relógio auditado' from public.audit_log
   where table_name = 'products' and action = 'insert' and record_id = '00000020-0000-4000-8000-0000000000a1'),
  'an insert has only the values after'
);
select ok(
  (select new_values is null and old_values ->> 'price' = '150.00' from public.audit_log
   where table_name = 'products' and action = 'delete' and record_id = '00000020-0000-4000-8000-0000000000a1'),
  'a delete keeps the row as it was'
);

insert into public.admin_permissions (email) values ('nova-admin-pgtap@oneboss.local');
select is(
  (select count(*)::int from public.audit_log where table_name = 'admin_permissions' and record_id = 'nova-admin-pgtap@oneboss.local'),
  1, 'a grant of admin rights is recorded under the e-mail'
);

select throws_ok(
  $$ insert into public.audit_log (table_name, action, actor_role) values ('products', 'insert', 'authenticated') $$,
  '42501', null, 'an admin cannot write an entry'
);
select throws_ok($$ update public.audit_log set actor_email = 'outra@oneboss.local' $$, '42501', null, 'an admin cannot change an entry');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'an admin cannot delete an entry');

reset role;
select pg_temp.act_as('authenticated', '00000020-0000-4000-8000-000000000002');
select is((select count(*)::int from public.audit_log), 0, 'a signed-in customer reads no entry');
insert into public.leads (name, email, message, consent_text_version) values ('Cliente auditoria', 'cliente-auditoria-pgtap@example.com', 'Olá', '2025-11-27');
select throws_ok($$ update public.audit_log set actor_email = null $$, '42501', null, 'a customer cannot change an entry');

reset role;
select pg_temp.act_as('anon', null);
insert into public.leads (name, email, message, consent_text_version) values ('Visitante auditoria', 'visitante-auditoria-pgtap@example.com', 'Olá', '2025-11-27');
select throws_ok($$ select count(*) from public.audit_log $$, '42501', null, 'a visitor cannot read the audit log');

reset role;
select is(
  (select count(*)::int from public.audit_log where table_name = 'leads'), 0,
  'a visitor''s and a customer''s leads are not staff writes'
);

select pg_temp.act_as('service_role', null);
insert into public.partners (id, name, logo_url)
values ('00000020-0000-4000-8000-0000000000b1', 'Parceiro auditado', 'https://example.com/logo.png');
select is(
  (select (action, actor_role, actor_id) from public.audit_log where table_name = 'partners' and record_id = '00000020-0000-4000-8000-0000000000b1'),
  ('insert'::text, 'service_role'::text, null::uuid),
  'a write with the service key is recorded as the backend''s'
);
select throws_ok(
  $$ insert into public.audit_log (table_name, action, actor_role) values ('partners', 'insert', 'service_role') $$,
  '42501', null, 'the service key cannot write an entry'
);
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'the service key cannot delete an entry');

reset role;
select throws_ok($$ update public.audit_log set actor_email = null $$, '42501', null, 'even the owner cannot change an entry');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'even the owner cannot delete an entry');
select throws_ok($$ truncate public.audit_log $$, '42501', null, 'even the owner cannot empty the log');

select * from finish();
rollback;
