-- A lead or newsletter row records which privacy text its sender agreed to and when: the time is
-- the server's, whatever the request says, and a version the server does not know is refused.
begin;
select plan(10);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select lives_ok(
  $$ insert into public.leads (name, email, consent_text_version, consent_at, form_fill_ms)
     values ('Consentida pgTAP', 'consentida-pgtap@example.com', '2025-11-27', '2000-01-01', 5000) $$,
  'a visitor sends a lead with the current consent text version'
);
select lives_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version, consent_at, form_fill_ms)
     values ('consentida-pgtap@example.com', '2025-11-27', '2000-01-01', 5000) $$,
  'a visitor subscribes with the current consent text version'
);
select throws_ok(
  $$ insert into public.leads (name, email, consent_text_version, form_fill_ms) values ('Forjada pgTAP', 'forjada-pgtap@example.com', '2099-01-01', 5000) $$,
  '23514', null, 'a lead cannot name a consent text the server does not know'
);
select throws_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version, form_fill_ms) values ('forjada-pgtap@example.com', 'qualquer', 5000) $$,
  '23514', null, 'a subscription cannot name a consent text the server does not know'
);
select throws_ok(
  $$ insert into public.newsletter_subscribers (email, consent_at, form_fill_ms) values ('sem-versao-pgtap@example.com', '2000-01-01', 5000) $$,
  'PT400', 'Aceite o aviso de privacidade para continuar.', 'a visitor''s subscription without a version is refused'
);

reset role;
insert into public.newsletter_subscribers (email, consent_at) values ('sem-versao-pgtap@example.com', '2000-01-01');

select is(
  (select consent_at from public.leads where email = 'consentida-pgtap@example.com'), now(),
  'a visitor''s lead gets the server''s time of consent, not the one it sent'
);
select is(
  (select consent_at from public.newsletter_subscribers where email = 'consentida-pgtap@example.com'), now(),
  'a visitor''s subscription gets the server''s time of consent'
);
select is(
  (select consent_text_version from public.newsletter_subscribers where email = 'consentida-pgtap@example.com'), '2025-11-27',
  'the consent text version is kept'
);
select is(
  (select consent_at from public.newsletter_subscribers where email = 'sem-versao-pgtap@example.com'), null,
  'a row the backend writes without a version records no consent time'
);

insert into public.leads (name, email, consent_text_version, consent_at, form_fill_ms)
values ('Importada pgTAP', 'importada-pgtap@example.com', '2025-11-27', '2025-11-27 10:00:00+00', 5000);
select is(
  (select consent_at from public.leads where email = 'importada-pgtap@example.com'), '2025-11-27 10:00:00+00'::timestamptz,
  'the backend (an import) keeps the consent time it carries over'
);

select * from finish();
rollback;
