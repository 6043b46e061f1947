-- Leads: e-mail and phone formats for everyone, a per-sender rate limit for visitors and customers only.
begin;
select plan(16);

insert into public.admin_permissions (email) values ('admin-spam-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values ('0000000b-0000-4000-8000-000000000041', 'admin-spam-pgtap@oneboss.local', now());

select throws_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Ana', 'ana-sem-arroba.example.com', 5000, '2025-11-27') $$,
  '23514', null, 'a lead e-mail must look like an e-mail'
);
select throws_ok(
  $$ insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Ana', 'ana-pgtap@example.com', '99999-888', 5000, '2025-11-27') $$,
  '23514', null, 'a lead phone needs at least 10 digits (with DDD)'
);
select throws_ok(
  $$ insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Ana', 'ana-pgtap@example.com', '11 9999 8888 77 66', 5000, '2025-11-27') $$,
  '23514', null, 'a lead phone has at most 13 digits'
);
select throws_ok(
  $$ insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Ana', 'ana-pgtap@example.com', 'ligue 11999998888', 5000, '2025-11-27') $$,
  '23514', null, 'a lead phone holds digits and phone punctuation only'
);
select lives_ok(
  $$ insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Ana', 'ana-pgtap@example.com', '+55 (11) 99999-8888', 5000, '2025-11-27') $$,
  'a phone typed with country code and punctuation is accepted'
);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select lives_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Bot 1', 'rajada-pgtap@example.com', 5000, '2025-11-27');
     insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Bot 2', 'rajada-pgtap@example.com', 5000, '2025-11-27');
     insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Bot 3', 'Rajada-PGTAP@example.com', 5000, '2025-11-27') $$,
  'a visitor may send three leads in a row'
);
select throws_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Bot 4', 'RAJADA-pgtap@example.com', 5000, '2025-11-27') $$,
  'PT429', 'Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.',
  'the fourth from the same e-mail (any case) within ten minutes is refused'
);
select lives_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Outra pessoa', 'outra-pgtap@example.com', 5000, '2025-11-27') $$,
  'another e-mail still passes'
);
select lives_ok(
  $$ insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Fone 1', 'fone1-pgtap@example.com', '(21) 98888-7777', 5000, '2025-11-27');
     insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Fone 2', 'fone2-pgtap@example.com', '21988887777', 5000, '2025-11-27');
     insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Fone 3', 'fone3-pgtap@example.com', '21 98888 7777', 5000, '2025-11-27') $$,
  'three leads from one phone under different e-mails pass'
);
select throws_ok(
  $$ insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Fone 4', 'fone4-pgtap@example.com', '21-98888-7777', 5000, '2025-11-27') $$,
  'PT429', null, 'the fourth from the same phone digits is refused'
);
select throws_ok(
  $$ insert into public.leads (name, phone, form_fill_ms, consent_text_version) values ('Sem e-mail', '11977776666', 5000, '2025-11-27') $$,
  'PT400', 'Informe um e-mail válido.', 'a visitor lead must carry an e-mail'
);

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","email":"cliente-spam-pgtap@example.com"}', true);
select throws_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Cliente', 'rajada-pgtap@example.com', 5000, '2025-11-27') $$,
  'PT429', null, 'signed-in customers are limited like visitors'
);

select set_config('request.jwt.claims', '{"role":"authenticated","sub":"0000000b-0000-4000-8000-000000000041","email":"admin-spam-pgtap@oneboss.local"}', true);
select set_config('request.jwt.claim.sub', '0000000b-0000-4000-8000-000000000041', true);
select lives_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Admin 1', 'rajada-pgtap@example.com', 5000, '2025-11-27'),
       ('Admin 2', 'rajada-pgtap@example.com', 5000, '2025-11-27'), ('Admin 3', 'rajada-pgtap@example.com', 5000, '2025-11-27') $$,
  'admins are never limited'
);
select lives_ok(
  $$ insert into public.leads (name, form_fill_ms, consent_text_version) values ('Admin sem contato', 5000, '2025-11-27') $$,
  'admins may record a lead without an e-mail'
);

reset role;
select lives_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Serviço', 'rajada-pgtap@example.com', 5000, '2025-11-27') $$,
  'the backend itself (no request role) is never limited'
);
select is(
  (select count(*)::int from public.leads where lower(email) = 'rajada-pgtap@example.com'), 7,
  'only the refused leads are missing'
);

select * from finish();
rollback;
