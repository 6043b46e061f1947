-- A visitor's lead is screened for bots: a filled trap field, a form sent too fast or a direct post
-- that reports neither is answered like a success and not stored; past the hourly caps a lead needs
-- a solved challenge, and the lead that reaches a cap alerts the admins once.
begin;
select plan(21);

insert into public.admin_permissions (email) values ('admin-triagem-pgtap@oneboss.local');
insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000601', 'Triagem', 'triagem-pgtap');
insert into public.products (id, name, price, category_id, published)
values ('0000000f-0000-4000-8000-000000000602', 'Iate Triagem', 10, '0000000f-0000-4000-8000-000000000601', true),
       ('0000000f-0000-4000-8000-000000000603', 'Relógio Triagem', 10, '0000000f-0000-4000-8000-000000000601', true);
-- The stand-in, as the embedded backend configures it; a fresh migration refuses every answer (62).
update private.lead_screening_settings set listing_leads_per_hour = 2, leads_per_hour = 5, challenge_provider = 'stand-in';

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select lives_ok(
  $$ insert into public.leads (name, email, form_trap, form_fill_ms, consent_text_version) values ('Robô', 'robo1-pgtap@example.com', 'https://spam.example', 9000, '2025-11-27') $$,
  'a lead with the trap field filled is answered like a success'
);
select lives_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Robô', 'robo2-pgtap@example.com', 1200, '2025-11-27') $$,
  'a lead sent 1.2 s after the form opened is answered like a success'
);
select lives_ok(
  $$ insert into public.leads (name, email, consent_text_version) values ('Robô', 'robo3-pgtap@example.com', '2025-11-27') $$,
  'a direct post that reports no time on the form is answered like a success'
);
select lives_ok(
  $$ insert into public.leads (name, email, form_trap, form_fill_ms, challenge_token, consent_text_version)
     values ('Pessoa', 'pessoa-pgtap@example.com', '', 3000, 'qualquer', '2025-11-27') $$,
  'a person''s lead, with the trap empty and three seconds on the form, passes'
);

reset role;
select is(
  (select array_agg(email order by email) from public.leads where email like 'robo%-pgtap@example.com' or email = 'pessoa-pgtap@example.com'),
  array['pessoa-pgtap@example.com'],
  'only the person''s lead is stored'
);
select is(
  (select row(form_trap, form_fill_ms, challenge_token)::text from public.leads where email = 'pessoa-pgtap@example.com'),
  row(null::text, 3000, null::text)::text,
  'the stored lead keeps the time on the form, never the trap or the token'
);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select lives_ok(
  $$ insert into public.leads (name, email, product_id, form_fill_ms, consent_text_version) values ('Iate 1', 'iate1-pgtap@example.com', '0000000f-0000-4000-8000-000000000602', 4000, '2025-11-27');
     insert into public.leads (name, email, product_id, form_fill_ms, consent_text_version) values ('Iate 2', 'iate2-pgtap@example.com', '0000000f-0000-4000-8000-000000000602', 4000, '2025-11-27') $$,
  'two leads about one listing pass without a challenge'
);
select throws_ok(
  $$ insert into public.leads (name, email, product_id, form_fill_ms, consent_text_version) values ('Iate 3', 'iate3-pgtap@example.com', '0000000f-0000-4000-8000-000000000602', 4000, '2025-11-27') $$,
  'PT428', 'Confirme que você não é um robô para enviar a mensagem.',
  'past the listing''s hourly cap, a lead without a challenge is refused'
);
select throws_ok(
  $$ insert into public.leads (name, email, product_id, form_fill_ms, challenge_token, consent_text_version)
     values ('Iate 3', 'iate3-pgtap@example.com', '0000000f-0000-4000-8000-000000000602', 4000, 'chute', '2025-11-27') $$,
  'PT428', null, 'and so is one with a wrong answer'
);
select lives_ok(
  $$ insert into public.leads (name, email, product_id, form_fill_ms, challenge_token, consent_text_version)
     values ('Iate 3', 'iate3-pgtap@example.com', '0000000f-0000-4000-8000-000000000602', 4000, 'desafio-local-resolvido', '2025-11-27') $$,
  'a lead with the challenge solved passes'
);
select lives_ok(
  $$ insert into public.leads (name, email, product_id, form_fill_ms, consent_text_version) values ('Relógio', 'relogio-pgtap@example.com', '0000000f-0000-4000-8000-000000000603', 4000, '2025-11-27') $$,
  'another listing still takes a lead without a challenge'
);
select throws_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Geral', 'geral-pgtap@example.com', 4000, '2025-11-27') $$,
  'PT428', null, 'past the hourly cap of all leads, every lead needs the challenge'
);

reset role;
select is(
  (select count(*)::int from private.email_outbox where recipient = 'admin-triagem-pgtap@oneboss.local'),
  2,
  'the admins got one mail for the listing''s cap and one for the cap of all leads'
);
select ok(
  (select bool_or(body like '%Iate Triagem%') and bool_or(body like '%5 mensagens%')
   from private.email_outbox where recipient = 'admin-triagem-pgtap@oneboss.local'),
  'the mails name the listing and the count'
);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select lives_ok(
  $$ insert into public.leads (name, email, form_fill_ms, challenge_token, consent_text_version) values ('Geral', 'geral-pgtap@example.com', 4000, 'desafio-local-resolvido', '2025-11-27') $$,
  'a challenged lead past the cap passes'
);
reset role;
select is(
  (select count(*)::int from private.email_outbox where recipient = 'admin-triagem-pgtap@oneboss.local'),
  2,
  'leads past a cap do not alert again'
);

insert into public.leads (name, email, consent_text_version) values ('Importada', 'importada-triagem-pgtap@example.com', '2025-11-27');
select is(
  (select count(*)::int from public.leads where email = 'importada-triagem-pgtap@example.com'),
  1,
  'the backend''s own inserts are never screened'
);

select ok(private.form_looks_automated('x', 9000), 'a filled trap field gives a bot away, however slow');
select ok(private.form_looks_automated(null, null), 'so does a submission that reports no time on the form');
select ok(private.form_looks_automated('', 2999), 'and one sent under the minimum time');
select ok(not private.form_looks_automated(' ', 3000), 'an empty trap and the minimum time are a person''s');

select * from finish();
rollback;
