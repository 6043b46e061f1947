-- A visitor's message sent twice is stored once; a new message, another listing or staff's rows are not folded.
begin;
select plan(6);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select lives_ok(
  $$ insert into public.leads (name, email, message, form_fill_ms, consent_text_version) values ('Ana', 'repetida-pgtap@example.com', 'Procuro uma lancha.', 5000, '2025-11-27');
     insert into public.leads (name, email, message, form_fill_ms, consent_text_version) values ('Ana', 'Repetida-PGTAP@example.com', 'Procuro uma lancha.', 5000, '2025-11-27') $$,
  'a visitor sending the same message twice is answered as sent both times'
);
select lives_ok(
  $$ insert into public.leads (name, email, message, form_fill_ms, consent_text_version) values ('Ana', 'repetida-pgtap@example.com', 'E um veleiro?', 5000, '2025-11-27') $$,
  'a new message from the same sender is taken'
);

reset role;
select is(
  (select count(*)::integer from public.leads where email ilike 'repetida-pgtap@example.com' and message = 'Procuro uma lancha.'),
  1,
  'the repeated message is stored once'
);
select is(
  (select count(*)::integer from public.leads where email ilike 'repetida-pgtap@example.com'),
  2,
  'the new message is stored beside it'
);

-- Staff recording a call twice keep both rows: only visitors' repeats are folded.
insert into public.leads (name, email, message, form_fill_ms, consent_text_version) values ('Bia', 'equipe-pgtap@example.com', 'Ligou duas vezes.', 5000, '2025-11-27');
insert into public.leads (name, email, message, form_fill_ms, consent_text_version) values ('Bia', 'equipe-pgtap@example.com', 'Ligou duas vezes.', 5000, '2025-11-27');
select is(
  (select count(*)::integer from public.leads where email = 'equipe-pgtap@example.com'),
  2,
  'the backend''s own repeats are kept'
);

-- The repeat does not count against the sender's limit of three messages in ten minutes.
set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);
select lives_ok(
  $$ insert into public.leads (name, email, message, form_fill_ms, consent_text_version) values ('Ana', 'repetida-pgtap@example.com', 'Procuro uma lancha.', 5000, '2025-11-27');
     insert into public.leads (name, email, message, form_fill_ms, consent_text_version) values ('Ana', 'repetida-pgtap@example.com', 'Terceira pergunta.', 5000, '2025-11-27') $$,
  'after a folded repeat the sender still has their third message'
);

select * from finish();
rollback;
