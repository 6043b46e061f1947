-- A visitor's newsletter sign-up is screened for bots as a lead is: a filled trap field, a form
-- sent too fast or a direct post that reports neither is answered like a success, not stored, and
-- mailed no confirmation link.
begin;
select plan(7);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select lives_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version, form_trap, form_fill_ms)
     values ('robo-nl1-pgtap@example.com', '2025-11-27', 'https://spam.example', 9000) $$,
  'a sign-up with the trap field filled is answered like a success'
);
select lives_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version, form_fill_ms)
     values ('robo-nl2-pgtap@example.com', '2025-11-27', 800) $$,
  'a sign-up sent under a second after the form opened is answered like a success'
);
select lives_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version)
     values ('robo-nl3-pgtap@example.com', '2025-11-27') $$,
  'a direct post that reports no time on the form is answered like a success'
);
select lives_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version, form_trap, form_fill_ms)
     values ('pessoa-nl-pgtap@example.com', '2025-11-27', '', 4000) $$,
  'a person''s sign-up passes'
);

reset role;
select is(
  (select array_agg(email order by email) from public.newsletter_subscribers where email like '%-nl%-pgtap@example.com'),
  array['pessoa-nl-pgtap@example.com'],
  'only the person''s sign-up is stored'
);
select is(
  (select count(*)::int from private.email_outbox where recipient like 'robo-nl%-pgtap@example.com'),
  0,
  'no confirmation mail goes to a dropped sign-up'
);

insert into public.newsletter_subscribers (email) values ('importado-nl-pgtap@example.com');
select is(
  (select count(*)::int from public.newsletter_subscribers where email = 'importado-nl-pgtap@example.com'),
  1,
  'the backend''s own inserts are never screened'
);

select * from finish();
rollback;
