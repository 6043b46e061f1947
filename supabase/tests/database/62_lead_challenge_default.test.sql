-- A fresh migration configures no challenge provider, so past the hourly caps no answer passes,
-- not even the stand-in's public one: the lead is refused with a hint that no challenge can be
-- solved, and the form asks to try later instead of showing one.
begin;
select plan(5);

select is(
  (select challenge_provider from private.lead_screening_settings),
  'none',
  'the migration''s default provider is none'
);
select throws_ok(
  $$ update private.lead_screening_settings set challenge_provider = 'turnstile' $$,
  '23514',
  null,
  'a real provider needs its secret'
);

update private.lead_screening_settings set leads_per_hour = 1;
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select lives_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Primeira', 'padrao1-pgtap@example.com', 4000, '2025-11-27') $$,
  'a lead under the cap passes without a challenge'
);
select throws_ok(
  $$ insert into public.leads (name, email, form_fill_ms, challenge_token, consent_text_version)
     values ('Segunda', 'padrao2-pgtap@example.com', 4000, 'desafio-local-resolvido', '2025-11-27') $$,
  'PT428',
  'Recebemos muitas mensagens agora. Tente novamente mais tarde ou fale conosco pelo WhatsApp.',
  'past the cap, the stand-in''s answer does not pass'
);

reset role;
select is(
  (select count(*)::int from public.leads where email = 'padrao2-pgtap@example.com'),
  0,
  'the refused lead is not stored'
);

select * from finish();
rollback;
