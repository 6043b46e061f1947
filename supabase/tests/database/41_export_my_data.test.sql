-- export_my_data(): the signed-in holder's data (LGPD art. 18 II), theirs and nobody else's.
begin;
select plan(9);

insert into auth.users (id, email, email_confirmed_at) values
  ('00000041-0000-4000-8000-000000000001', 'exporta-pgtap@example.com', now()),
  ('00000041-0000-4000-8000-000000000002', 'vizinha-pgtap@example.com', now()),
  ('00000041-0000-4000-8000-000000000003', 'nao-confirmada-pgtap@example.com', null);
insert into public.profiles (id, full_name, whatsapp, estado)
values ('00000041-0000-4000-8000-000000000001', 'Pessoa Exporta', '11977770000', 'RJ');
insert into public.leads (name, email, phone, message) values
  ('Pessoa Exporta', 'Exporta-PGTAP@example.com', '(21) 97777-0000', 'Primeira mensagem'),
  ('Pessoa Exporta', 'exporta-pgtap@example.com', null, 'Segunda mensagem'),
  ('Vizinha', 'vizinha-pgtap@example.com', null, 'Mensagem da vizinha');
insert into public.newsletter_subscribers (email) values ('exporta-pgtap@example.com'), ('vizinha-pgtap@example.com');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select pg_temp.act_as('anon', null);
select throws_ok($$ select public.export_my_data() $$, '42501', null, 'a visitor cannot export');

reset role;
select pg_temp.act_as('authenticated', '00000041-0000-4000-8000-000000000003');
select throws_ok(
  $$ select public.export_my_data() $$, '42501', 'Entre na sua conta para baixar seus dados.',
  'an account whose e-mail is not confirmed exports nothing (the address is not proven theirs)'
);

reset role;
select pg_temp.act_as('authenticated', '00000041-0000-4000-8000-000000000001');
create temp table exported as select public.export_my_data() as data;
select is((select data -> 'account' ->> 'email' from exported), 'exporta-pgtap@example.com', 'the account is the caller''s');
select is(
  (select (data -> 'profile') - 'created_at'::text - 'updated_at'::text from exported),
  '{"full_name": "Pessoa Exporta", "whatsapp": "11977770000", "estado": "RJ"}'::jsonb,
  'the profile is included'
);
select is(
  (select array_agg(lead ->> 'message' order by lead ->> 'message') from exported, jsonb_array_elements(data -> 'leads') lead),
  array['Primeira mensagem', 'Segunda mensagem'], 'the leads sent with the e-mail, in any spelling, and no one else''s'
);
select is(
  (select jsonb_array_length(data -> 'newsletter_subscriptions') from exported), 1, 'the newsletter subscription is included'
);
select is((select jsonb_array_length(data -> 'account_deletion_requests') from exported), 0, 'no deletion request yet');

select public.request_account_deletion('exporta-pgtap@example.com');
select is(
  (select public.export_my_data() -> 'account_deletion_requests' -> 0 ->> 'status'), 'requested', 'a deletion request shows up with its status'
);

reset role;
select pg_temp.act_as('authenticated', '00000041-0000-4000-8000-000000000002');
select is(
  (select jsonb_array_length(public.export_my_data() -> 'leads')), 1, 'another user exports only their own lead'
);

select * from finish();
rollback;
