-- Account deletion (LGPD art. 18): anyone asks, the mailed link confirms, an admin processes;
-- the request stays as the record and nobody edits it afterwards.
begin;
select plan(49);

insert into public.admin_permissions (email) values ('exclusao-admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000040-0000-4000-8000-000000000001', 'exclusao-admin-pgtap@oneboss.local', now()),
  ('00000040-0000-4000-8000-000000000002', 'titular-pgtap@example.com', now()),
  ('00000040-0000-4000-8000-000000000003', 'outra-pgtap@example.com', now());
insert into public.profiles (id, full_name, whatsapp, estado)
values ('00000040-0000-4000-8000-000000000002', 'Titular Teste', '11999990000', 'SP');
insert into public.categories (id, name, value) values ('00000040-0000-4000-8000-0000000000c1', 'Exclusão', 'exclusao-pgtap');
insert into public.products (id, name, price, category_id)
values ('00000040-0000-4000-8000-0000000000a1', 'Relógio', 100, '00000040-0000-4000-8000-0000000000c1');
insert into public.leads (id, name, email, phone, message, product_id, created_at) values
  ('00000040-0000-4000-8000-0000000000e1', 'Titular Teste', 'Titular-PGTAP@example.com', '(11) 99999-0000', 'Tenho interesse', '00000040-0000-4000-8000-0000000000a1', '2025-01-02'),
  ('00000040-0000-4000-8000-0000000000e2', 'Outra Pessoa', 'outra-pgtap@example.com', '(11) 98888-0000', 'Quero saber mais', '00000040-0000-4000-8000-0000000000a1', '2025-01-03');
insert into public.lead_notes (lead_id, body) values ('00000040-0000-4000-8000-0000000000e1', 'Ligou às 10h.');
insert into public.newsletter_subscribers (email) values ('titular-pgtap@example.com'), ('outra-pgtap@example.com');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

-- The mailed tokens, read by the owner and handed to the request roles.
create temp table mailed (n int, token text);
grant select on mailed to anon, authenticated;
create function pg_temp.remember_tokens(_email text) returns void language sql as $$
  delete from mailed;
  insert into mailed
  select row_number() over (order by id)::int, substring(link_path from 'token=([0-9a-f]+)$')
  from private.email_outbox where recipient = _email and link_path is not null;
$$;

-- A visitor asks.
select pg_temp.act_as('anon', null);
select throws_ok($$ select public.request_account_deletion('nao-e-um-email') $$, 'PT400', 'Por favor, insira um email válido.', 'a malformed e-mail is refused in pt-BR');
select throws_ok($$ select public.request_account_deletion(null) $$, 'PT400', 'Por favor, insira um email válido.', 'a missing e-mail is refused');
select throws_ok($$ select public.request_account_deletion(repeat('a', 250) || '@example.com') $$, 'PT400', null, 'an oversized e-mail is refused');
select lives_ok($$ select public.request_account_deletion('  Titular-PGTAP@Example.com ') $$, 'a visitor asks for the deletion of an account');
select throws_ok($$ select * from public.account_deletion_requests $$, '42501', null, 'a visitor reads no request');
select throws_ok($$ insert into public.account_deletion_requests (email) values ('x-pgtap@example.com') $$, '42501', null, 'a visitor cannot write a request directly');
select throws_ok($$ select * from private.account_deletion_tokens $$, '42501', null, 'a visitor cannot read the tokens');
select throws_ok($$ select * from private.email_outbox $$, '42501', null, 'a visitor cannot read the outbox');
select throws_ok($$ select public.admin_process_account_deletion(gen_random_uuid()) $$, '42501', null, 'a visitor cannot process a request');
select throws_ok($$ select public.export_my_data() $$, '42501', null, 'a visitor has no data to export');

reset role;
select results_eq(
  $$ select email, user_id, status from public.account_deletion_requests where email like '%pgtap@example.com' $$,
  $$ values ('titular-pgtap@example.com'::text, '00000040-0000-4000-8000-000000000002'::uuid, 'requested'::text) $$,
  'the request is recorded with the normalised e-mail, its account and the status requested'
);
select is(
  (select count(*)::int from private.email_outbox where recipient = 'titular-pgtap@example.com' and link_path ~ '^/cancelar/confirmar\?token=[0-9a-f]{64}$' and body like '%{{link}}%'),
  1, 'a confirmation mail with its link is queued for the address'
);
select pg_temp.remember_tokens('titular-pgtap@example.com');
select is(
  (select count(*)::int from private.account_deletion_tokens t join mailed m on t.token_hash = encode(sha256(convert_to(m.token, 'UTF8')), 'hex')),
  1, 'the token is stored as its hash'
);
select is(
  (select count(*)::int from private.account_deletion_tokens t join mailed m on t.token_hash = m.token),
  0, 'the token itself is not stored'
);

-- A flood of requests for one address.
select pg_temp.act_as('anon', null);
select lives_ok($$ select public.request_account_deletion('titular-pgtap@example.com') $$, 'a second mail may be asked for');
select lives_ok($$ select public.request_account_deletion('titular-pgtap@example.com') $$, 'and a third');
select throws_ok(
  $$ select public.request_account_deletion('TITULAR-pgtap@example.com') $$, 'PT429',
  'Você já pediu a exclusão desta conta várias vezes na última hora. Confira seu e-mail ou tente novamente mais tarde.',
  'a fourth within the hour is refused, whatever the spelling'
);
reset role;
select is((select count(*)::int from public.account_deletion_requests where email = 'titular-pgtap@example.com'), 1, 'repeated asks keep one open request');
select pg_temp.remember_tokens('titular-pgtap@example.com');

-- Confirming.
select pg_temp.act_as('anon', null);
select throws_ok($$ select public.confirm_account_deletion('abc') $$, 'PT400', null, 'a malformed token is refused');
select throws_ok($$ select public.confirm_account_deletion(null) $$, 'PT400', null, 'a missing token is refused');
select throws_ok($$ select public.confirm_account_deletion(repeat('0', 64)) $$, 'PT400', null, 'a forged token is refused');
select throws_ok(
  $$ select public.confirm_account_deletion((select encode(sha256(convert_to(token, 'UTF8')), 'hex') from mailed where n = 1)) $$,
  'PT400', null, 'the stored hash is no token'
);
select is(
  (select public.confirm_account_deletion(token) ->> 'status' from mailed where n = 1),
  'confirmed', 'the mailed link confirms the request'
);
reset role;
select ok(
  (select status = 'confirmed' and confirmed_at is not null from public.account_deletion_requests where email = 'titular-pgtap@example.com'),
  'the request is confirmed with its time'
);
create temp table first_confirmation as select confirmed_at from public.account_deletion_requests where email = 'titular-pgtap@example.com';
select pg_temp.act_as('anon', null);
select is(
  (select public.confirm_account_deletion(token) ->> 'status' from mailed where n = 1),
  'confirmed', 'opening the link again only tells where the request stands'
);
select is(
  (select public.confirm_account_deletion(token) ->> 'status' from mailed where n = 2),
  'confirmed', 'an older mail of the same request changes nothing either'
);
reset role;
select is(
  (select confirmed_at from public.account_deletion_requests where email = 'titular-pgtap@example.com'),
  (select confirmed_at from first_confirmation), 'a replayed link does not move the confirmation time'
);

-- An expired link.
select pg_temp.act_as('anon', null);
select public.request_account_deletion('expirada-pgtap@example.com');
reset role;
update private.account_deletion_tokens set expires_at = now() - interval '1 minute' where email = 'expirada-pgtap@example.com';
select pg_temp.remember_tokens('expirada-pgtap@example.com');
select pg_temp.act_as('anon', null);
select throws_ok(
  $$ select public.confirm_account_deletion((select token from mailed where n = 1)) $$, 'PT400',
  'Este link de confirmação expirou. Peça a exclusão novamente em /cancelar.', 'an expired link is refused in pt-BR'
);

-- Another signed-in user.
reset role;
select pg_temp.act_as('authenticated', '00000040-0000-4000-8000-000000000003');
select is((select count(*)::int from public.account_deletion_requests), 0, 'another user sees no one else''s request');
select throws_ok(
  $$ select public.admin_process_account_deletion((select id from public.account_deletion_requests limit 1)) $$,
  '42501', 'Apenas administradores podem processar exclusões.', 'a customer cannot process a request'
);
select throws_ok(
  $$ update public.account_deletion_requests set status = 'processed' $$, '42501', null, 'a customer cannot edit requests'
);

-- The holder.
reset role;
select pg_temp.act_as('authenticated', '00000040-0000-4000-8000-000000000002');
select results_eq(
  $$ select email, status from public.account_deletion_requests $$,
  $$ values ('titular-pgtap@example.com'::text, 'confirmed'::text) $$,
  'the holder sees their own request and its status'
);

-- The admin.
reset role;
select pg_temp.act_as('authenticated', '00000040-0000-4000-8000-000000000001');
select is((select count(*)::int from public.account_deletion_requests where email like '%pgtap@example.com'), 2, 'an admin reads every request');
select throws_ok(
  $$ select public.admin_process_account_deletion((select id from public.account_deletion_requests where email = 'expirada-pgtap@example.com')) $$,
  'PT409', null, 'an unconfirmed request cannot be processed'
);
select is(
  (select public.admin_process_account_deletion(id, 'Processado conforme LGPD') from public.account_deletion_requests where email = 'titular-pgtap@example.com'),
  '{"users_deleted": 1, "leads_anonymised": 1, "subscriptions_removed": 1}'::jsonb,
  'processing deletes the account, anonymises the lead and removes the subscription'
);

reset role;
select ok(
  not exists (select 1 from auth.users where id = '00000040-0000-4000-8000-000000000002')
  and not exists (select 1 from public.profiles where id = '00000040-0000-4000-8000-000000000002'),
  'the auth user and the profile are gone'
);
select results_eq(
  $$ select name, email, phone, message, product_id, created_at from public.leads where id = '00000040-0000-4000-8000-0000000000e1' $$,
  $$ values ('Titular removido'::text, null::text, null::text, null::text, '00000040-0000-4000-8000-0000000000a1'::uuid, '2025-01-02'::timestamptz) $$,
  'the lead keeps its product and date, nothing that identifies the holder'
);
select is((select count(*)::int from public.lead_notes where lead_id = '00000040-0000-4000-8000-0000000000e1'), 0, 'notes about the holder go');
select results_eq(
  $$ select email from public.newsletter_subscribers where email like '%pgtap@example.com' $$,
  $$ values ('outra-pgtap@example.com'::text) $$,
  'only the holder''s subscription is removed'
);
select is(
  (select name from public.leads where id = '00000040-0000-4000-8000-0000000000e2'), 'Outra Pessoa', 'another sender''s lead is untouched'
);
select results_eq(
  $$ select status, processed_by, processed_by_email, notes, user_id from public.account_deletion_requests where email = 'titular-pgtap@example.com' $$,
  $$ values ('processed'::text, '00000040-0000-4000-8000-000000000001'::uuid, 'exclusao-admin-pgtap@oneboss.local'::text, 'Processado conforme LGPD'::text, '00000040-0000-4000-8000-000000000002'::uuid) $$,
  'the request is kept as the record: who processed it, and which account was deleted'
);
select ok(
  (select count(*) = 2 from public.audit_log
   where actor_id = '00000040-0000-4000-8000-000000000001'
     and ((table_name = 'leads' and action = 'update' and record_id = '00000040-0000-4000-8000-0000000000e1')
       or (table_name = 'account_deletion_requests' and action = 'update' and new_values ->> 'status' = 'processed'))),
  'the audit log records the admin''s anonymisation and the closing of the request'
);
select is(
  (select count(*)::int from private.email_outbox where recipient = 'titular-pgtap@example.com' and subject = 'Sua conta OneBoss foi excluída'),
  1, 'the holder is told by e-mail that the deletion is done'
);
select throws_ok(
  $$ update public.account_deletion_requests set notes = 'reescrito' where email = 'titular-pgtap@example.com' $$,
  '42501', 'Esta solicitação já foi concluída e não pode ser alterada.', 'not even the owner edits a processed request'
);
select throws_ok(
  $$ delete from public.account_deletion_requests where email = 'titular-pgtap@example.com' $$,
  '42501', null, 'nor deletes it'
);

select pg_temp.act_as('authenticated', '00000040-0000-4000-8000-000000000001');
select throws_ok(
  $$ select public.admin_process_account_deletion(id) from public.account_deletion_requests where email = 'titular-pgtap@example.com' $$,
  'PT409', null, 'a processed request is not processed twice'
);
select throws_ok(
  $$ select public.admin_reject_account_deletion(id, '  ') from public.account_deletion_requests where email = 'expirada-pgtap@example.com' $$,
  'PT400', 'Informe o motivo da recusa.', 'a refusal needs its reason'
);
select lives_ok(
  $$ select public.admin_reject_account_deletion(id, 'Pedido não confirmado pelo titular') from public.account_deletion_requests where email = 'expirada-pgtap@example.com' $$,
  'an admin refuses a request with its reason'
);
reset role;
select is(
  (select status from public.account_deletion_requests where email = 'expirada-pgtap@example.com'), 'rejected', 'the refused request is closed'
);

select * from finish();
rollback;
