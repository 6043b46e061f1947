-- Erasure reaches the audit log: after a request is processed no entry holds the holder's
-- e-mail, phone, name, message or note text, the entries themselves (what, who, when) stay, and
-- nobody but the erasure can change the log.
begin;
select plan(28);

insert into public.admin_permissions (email) values ('auditoria-exclusao-admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000042-0000-4000-8000-000000000001', 'auditoria-exclusao-admin-pgtap@oneboss.local', now()),
  ('00000042-0000-4000-8000-000000000002', 'titular-auditoria-pgtap@example.com', now()),
  ('00000042-0000-4000-8000-000000000003', 'cliente-auditoria-exclusao-pgtap@example.com', now());
insert into public.profiles (id, full_name, whatsapp, estado)
values ('00000042-0000-4000-8000-000000000002', 'Joana Auditada', '11977770000', 'SP');
insert into public.categories (id, name, value) values ('00000042-0000-4000-8000-0000000000c1', 'Auditoria exclusão', 'auditoria-exclusao-pgtap');
insert into public.products (id, name, price, category_id)
values ('00000042-0000-4000-8000-0000000000a1', 'Relógio', 100, '00000042-0000-4000-8000-0000000000c1');
insert into public.leads (id, name, email, phone, message, product_id) values
  ('00000042-0000-4000-8000-0000000000e1', 'Joana Auditada', 'Titular-Auditoria-PGTAP@example.com', '(11) 97777-0000', 'Quero o relógio azul', '00000042-0000-4000-8000-0000000000a1'),
  ('00000042-0000-4000-8000-0000000000e2', 'Joana Auditada', 'titular-auditoria-pgtap@example.com', '(11) 97777-0000', 'Mensagem apagada antes', '00000042-0000-4000-8000-0000000000a1'),
  ('00000042-0000-4000-8000-0000000000e3', 'Pedro Terceiro', 'terceiro-auditoria-pgtap@example.com', '(21) 96666-0000', 'Outro interesse', '00000042-0000-4000-8000-0000000000a1');
insert into public.newsletter_subscribers (email) values ('Titular-Auditoria-PGTAP@Example.com'), ('terceiro-auditoria-pgtap@example.com');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

-- Every audit entry as one text, for searching: its values and its record id.
create function pg_temp.audit_entries_mentioning(_text text) returns integer language sql as $$
  select count(*)::int from public.audit_log a
  where concat_ws(' ', a.record_id, a.old_values::text, a.new_values::text) ilike '%' || _text || '%'
$$;

-- Staff work on the holder's data before the request: every write copies it into the log.
select pg_temp.act_as('authenticated', '00000042-0000-4000-8000-000000000001');
update public.leads set status = 'contacted' where id in ('00000042-0000-4000-8000-0000000000e1', '00000042-0000-4000-8000-0000000000e3');
insert into public.lead_notes (lead_id, body) values
  ('00000042-0000-4000-8000-0000000000e1', 'Joana pediu retorno no (11) 97777-0000.'),
  ('00000042-0000-4000-8000-0000000000e3', 'Pedro prefere e-mail.');
delete from public.leads where id = '00000042-0000-4000-8000-0000000000e2';
update public.newsletter_subscribers set email = 'titular-auditoria-pgtap@example.com' where email = 'Titular-Auditoria-PGTAP@Example.com';
reset role;

select is(pg_temp.audit_entries_mentioning('titular-auditoria-pgtap@example.com'), 3, 'before the request the log holds the holder''s e-mail (lead, deleted lead, subscription)');
select is(pg_temp.audit_entries_mentioning('97777-0000'), 3, 'and the holder''s phone (lead, note, deleted lead)');

-- The holder asks and confirms; the admin processes.
select pg_temp.act_as('anon', null);
select public.request_account_deletion('titular-auditoria-pgtap@example.com');
reset role;
create temp table mailed as
select substring(link_path from 'token=([0-9a-f]+)$') as token
from private.email_outbox where recipient = 'titular-auditoria-pgtap@example.com' and link_path is not null;
grant select on mailed to anon;
select pg_temp.act_as('anon', null);
select public.confirm_account_deletion((select token from mailed));
reset role;
create temp table before_erasure as
select id, table_name, record_id, action, actor_id, actor_email, actor_role, changed_at from public.audit_log;

select pg_temp.act_as('authenticated', '00000042-0000-4000-8000-000000000001');
select is(
  public.admin_process_account_deletion((select id from public.account_deletion_requests where email = 'titular-auditoria-pgtap@example.com')),
  '{"users_deleted": 1, "leads_anonymised": 1, "subscriptions_removed": 1}'::jsonb,
  'the admin processes the request'
);
reset role;

select is(current_setting('oneboss.audit_redaction', true), '', 'the erasure leaves redaction switched off for the rest of the transaction');

-- Nothing of the holder is left in the log, old entries or the erasure's own.
select is(pg_temp.audit_entries_mentioning('titular-auditoria-pgtap@example.com'), 0, 'no audit entry holds the holder''s e-mail');
select is(pg_temp.audit_entries_mentioning('97777-0000'), 0, 'no audit entry holds the holder''s phone');
select is(pg_temp.audit_entries_mentioning('Joana'), 0, 'no audit entry holds the holder''s name, even inside a note');
select is(pg_temp.audit_entries_mentioning('relógio azul'), 0, 'no audit entry holds the holder''s message');
select is(pg_temp.audit_entries_mentioning('Mensagem apagada antes'), 0, 'a lead deleted before the request is redacted too');

-- The entries stay, with what was done, by whom and when.
select is(
  (select count(*)::int from before_erasure b join public.audit_log a using (id)
   where (a.table_name, a.record_id, a.action, a.actor_id, a.actor_email, a.actor_role, a.changed_at)
     is not distinct from (b.table_name, b.record_id, b.action, b.actor_id, b.actor_email, b.actor_role, b.changed_at)),
  (select count(*)::int from before_erasure),
  'every earlier entry is still there with its table, record, action, actor and time'
);
select results_eq(
  $$ select action, actor_id, old_values ->> 'email', old_values ->> 'phone', new_values ->> 'name', new_values ->> 'email', new_values ->> 'status'
     from public.audit_log where table_name = 'leads' and record_id = '00000042-0000-4000-8000-0000000000e1' order by id $$,
  $$ values ('update', '00000042-0000-4000-8000-000000000001'::uuid, '[removido]', '[removido]', '[removido]', '[removido]', 'contacted'),
            ('update', '00000042-0000-4000-8000-000000000001'::uuid, '[removido]', '[removido]', 'Titular removido', null, 'contacted') $$,
  'the lead''s entries keep the action, the actor and the other fields; the erasure''s entry shows what it wrote'
);
select results_eq(
  $$ select action, old_values ->> 'body', old_values ->> 'author_email'
     from public.audit_log where table_name = 'lead_notes' and old_values ->> 'lead_id' = '00000042-0000-4000-8000-0000000000e1' $$,
  $$ values ('delete', '[removido]', 'auditoria-exclusao-admin-pgtap@oneboss.local') $$,
  'the deleted note''s entry keeps its author, not its text'
);
select is(
  (select count(*)::int from public.audit_log where table_name = 'newsletter_subscribers' and action = 'delete' and old_values ->> 'email' = '[removido]' and old_values ->> 'unsubscribe_token' = '[removido]'),
  1, 'the subscription''s removal is recorded without the address or its unsubscribe key'
);
select results_eq(
  $$ select a.action, a.old_values ->> 'email', a.new_values ->> 'email', a.new_values ->> 'status', a.new_values ->> 'processed_by_email'
     from public.audit_log a join public.account_deletion_requests r on a.record_id = r.id::text
     where r.email = 'titular-auditoria-pgtap@example.com' $$,
  $$ values ('update', '[removido]', '[removido]', 'processed', 'auditoria-exclusao-admin-pgtap@oneboss.local') $$,
  'the request''s closing is recorded with its admin, without a second copy of the e-mail'
);
select is(
  (select status from public.account_deletion_requests where email = 'titular-auditoria-pgtap@example.com'),
  'processed', 'the request itself keeps the e-mail as the record that it was answered'
);

-- Someone else's entries are left alone.
select ok(
  pg_temp.audit_entries_mentioning('terceiro-auditoria-pgtap@example.com') = 1
    and pg_temp.audit_entries_mentioning('Pedro prefere e-mail.') = 1,
  'another person''s lead and note entries are untouched'
);

-- Nobody else changes the log: not the request roles, with or without the erasure's switch.
select pg_temp.act_as('authenticated', '00000042-0000-4000-8000-000000000001');
select throws_ok($$ update public.audit_log set old_values = null $$, '42501', null, 'an admin cannot rewrite audit entries');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'an admin cannot delete audit entries');
select set_config('oneboss.audit_redaction', 'on', true);
select throws_ok($$ update public.audit_log set old_values = null $$, '42501', null, 'an admin who sets the erasure''s switch still cannot rewrite entries');
select throws_ok(
  $$ select private.redact_erased_holder_audit_entries('terceiro-auditoria-pgtap@example.com', '{}', '{}') $$,
  '42501', null, 'an admin cannot call the redaction outside the erasure'
);
reset role;
select set_config('oneboss.audit_redaction', '', true);
select pg_temp.act_as('authenticated', '00000042-0000-4000-8000-000000000003');
select set_config('oneboss.audit_redaction', 'on', true);
select throws_ok($$ update public.audit_log set old_values = null $$, '42501', null, 'a customer cannot rewrite audit entries');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'a customer cannot delete audit entries');
reset role;
select pg_temp.act_as('anon', null);
select set_config('oneboss.audit_redaction', 'on', true);
select throws_ok($$ update public.audit_log set old_values = null $$, '42501', null, 'a visitor cannot rewrite audit entries');
select throws_ok($$ delete from public.audit_log $$, '42501', null, 'a visitor cannot delete audit entries');
reset role;
select pg_temp.act_as('service_role', null);
select throws_ok($$ update public.audit_log set old_values = null $$, '42501', null, 'the service key cannot rewrite audit entries');
reset role;

-- Even the owner: refused without the switch, and with it only the values may change.
select set_config('oneboss.audit_redaction', '', true);
select throws_ok($$ update public.audit_log set old_values = null $$, '42501', 'O registro de auditoria não pode ser alterado.', 'the owner cannot rewrite entries');
select set_config('oneboss.audit_redaction', 'on', true);
select throws_ok($$ update public.audit_log set actor_email = 'outra@oneboss.local' $$, '42501', 'O registro de auditoria não pode ser alterado.', 'redaction cannot change who made a write');
select throws_ok($$ delete from public.audit_log $$, '42501', 'O registro de auditoria não pode ser alterado.', 'redaction cannot delete entries');
select set_config('oneboss.audit_redaction', '', true);

select * from finish();
rollback;
