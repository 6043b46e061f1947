-- A deletion request is bound to the account it was made for: changing the account's e-mail
-- after asking does not escape it, and the completion mail tells the truth when there was no
-- account to delete.
begin;
select plan(10);

insert into public.admin_permissions (email) values ('vinculo-admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000043-0000-4000-8000-000000000001', 'vinculo-admin-pgtap@oneboss.local', now()),
  ('00000043-0000-4000-8000-000000000002', 'antigo-pgtap@example.com', now());
insert into public.newsletter_subscribers (email) values ('novo-pgtap@example.com');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

create temp table mailed (email text, token text);
grant select on mailed to anon, authenticated;
create function pg_temp.remember_token(_email text) returns void language sql as $$
  insert into mailed
  select _email, substring(link_path from 'token=([0-9a-f]+)$')
  from private.email_outbox where recipient = _email and link_path is not null
  order by id desc limit 1;
$$;

-- The holder asks and confirms for the old address, then changes the account's e-mail.
select pg_temp.act_as('anon', null);
select public.request_account_deletion('antigo-pgtap@example.com');
select public.request_account_deletion('sem-conta-pgtap@example.com');
select public.request_account_deletion('tardia-pgtap@example.com');
reset role;
select pg_temp.remember_token('antigo-pgtap@example.com');
select pg_temp.remember_token('sem-conta-pgtap@example.com');
select pg_temp.remember_token('tardia-pgtap@example.com');
-- An account made for an address after the request but before the link is followed.
insert into auth.users (id, email, email_confirmed_at) values ('00000043-0000-4000-8000-000000000003', 'tardia-pgtap@example.com', now());

select pg_temp.act_as('anon', null);
select public.confirm_account_deletion(token) from mailed;
reset role;
update auth.users set email = 'novo-pgtap@example.com' where id = '00000043-0000-4000-8000-000000000002';

select results_eq(
  $$ select email, user_id from public.account_deletion_requests where email like '%pgtap@example.com' order by email $$,
  $$ values ('antigo-pgtap@example.com'::text, '00000043-0000-4000-8000-000000000002'::uuid),
            ('sem-conta-pgtap@example.com', null),
            ('tardia-pgtap@example.com', '00000043-0000-4000-8000-000000000003'::uuid) $$,
  'a request names the account of its address when asked, or when confirmed if the account came later'
);

select pg_temp.act_as('authenticated', '00000043-0000-4000-8000-000000000001');
select is(
  (select public.admin_process_account_deletion(id) from public.account_deletion_requests where email = 'antigo-pgtap@example.com'),
  '{"users_deleted": 1, "leads_anonymised": 0, "subscriptions_removed": 1}'::jsonb,
  'processing deletes the requesting account under its new e-mail, and that e-mail''s subscription'
);
select is(
  (select public.admin_process_account_deletion(id) ->> 'users_deleted' from public.account_deletion_requests where email = 'tardia-pgtap@example.com'),
  '1', 'the account bound at confirmation is deleted'
);
select is(
  (select public.admin_process_account_deletion(id) from public.account_deletion_requests where email = 'sem-conta-pgtap@example.com'),
  '{"users_deleted": 0, "leads_anonymised": 0, "subscriptions_removed": 0}'::jsonb,
  'a request with no account deletes none'
);
reset role;

select ok(
  not exists (select 1 from auth.users where id in ('00000043-0000-4000-8000-000000000002', '00000043-0000-4000-8000-000000000003')),
  'both accounts are gone'
);
select is((select count(*)::int from public.newsletter_subscribers where email = 'novo-pgtap@example.com'), 0, 'the new address''s subscription is gone');
select is(
  (select subject from private.email_outbox where recipient = 'antigo-pgtap@example.com' and link_path is null),
  'Sua conta OneBoss foi excluída', 'the address that asked is told the account is deleted'
);
select is(
  (select subject from private.email_outbox where recipient = 'sem-conta-pgtap@example.com' and link_path is null),
  'Sua solicitação de exclusão na OneBoss foi concluída', 'with no account, the mail does not claim one was deleted'
);
select ok(
  (select body like '%Não havia conta OneBoss com este e-mail%' and body not like '%a conta e o cadastro foram apagados%'
   from private.email_outbox where recipient = 'sem-conta-pgtap@example.com' and link_path is null),
  'and says there was no account'
);
select is(
  (select count(*)::int from public.audit_log where table_name = 'newsletter_subscribers' and new_values::text || old_values::text like '%novo-pgtap%'),
  0, 'the audit log keeps neither address of the holder'
);

select * from finish();
rollback;
