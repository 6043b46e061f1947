-- A visitor's lead or subscription without the privacy notice's version is refused in pt-BR;
-- with it, the consent time is recorded. Staff rows do not need one.
begin;
select plan(6);

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select pg_temp.act_as('anon', null);
select throws_ok(
  $$ insert into public.newsletter_subscribers (email, form_fill_ms) values ('sem-aviso-pgtap@example.com', 5000) $$,
  'PT400', 'Aceite o aviso de privacidade para continuar.', 'a subscription without the notice version is refused'
);
select throws_ok(
  $$ insert into public.leads (name, email, message, form_fill_ms) values ('Ana', 'sem-aviso-pgtap@example.com', 'Oi', 5000) $$,
  'PT400', 'Aceite o aviso de privacidade para continuar.', 'so is a lead'
);
select lives_ok(
  $$ insert into public.leads (name, email, message, form_fill_ms, consent_text_version) values ('Ana', 'com-aviso-pgtap@example.com', 'Oi', 5000, '2025-11-27') $$,
  'a lead with the notice version is taken'
);
select lives_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version, form_fill_ms) values ('com-aviso-pgtap@example.com', '2025-11-27', 5000) $$,
  'so is a subscription'
);
reset role;
select is(
  (select count(*)::int from public.newsletter_subscribers where email = 'com-aviso-pgtap@example.com' and consent_at is not null),
  1, 'its consent time is recorded'
);
select lives_ok(
  $$ insert into public.leads (name, email) values ('Ligação anotada', 'staff-pgtap@example.com') $$,
  'the backend writes a lead without one'
);

select * from finish();
rollback;
