-- The newsletter's unsubscribe link: a secret per subscriber that visitors and customers cannot
-- read or choose, and one function that removes the subscriber whose secret it is given, once.
begin;
select plan(16);

insert into public.newsletter_subscribers (id, email, unsubscribe_token)
values ('0000000f-0000-4000-8000-0000000005a1', 'sai-pgtap@example.com', '0000000f-0000-4000-8000-00000000a5a1'),
       ('0000000f-0000-4000-8000-0000000005a2', 'fica-pgtap@example.com', '0000000f-0000-4000-8000-00000000a5a2');
insert into auth.users (id, email, email_confirmed_at) values ('0000000b-0000-4000-8000-0000000005a3', 'cliente-sai-pgtap@example.com', now());

select isnt(
  (select unsubscribe_token from public.newsletter_subscribers where email = 'fica-pgtap@example.com'), null,
  'every subscriber has an unsubscribe token'
);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select throws_ok(
  $$ select unsubscribe_token from public.newsletter_subscribers $$,
  '42501', null, 'a visitor cannot read unsubscribe tokens'
);
select lives_ok(
  $$ insert into public.newsletter_subscribers (email, unsubscribe_token, consent_text_version, form_fill_ms) values ('escolhe-pgtap@example.com', '0000000f-0000-4000-8000-00000000a5a1', '2025-11-27', 5000) $$,
  'a visitor may subscribe naming a token (someone else''s)'
);
select is(public.newsletter_unsubscribe('0000000f-0000-4000-8000-0000000000ff'), false, 'a forged token removes nothing');
select is(public.newsletter_unsubscribe('não-é-um-token'), false, 'a malformed token is refused');
select is(public.newsletter_unsubscribe(''), false, 'an empty token is refused');
select is(public.newsletter_unsubscribe(null), false, 'a null token is refused');
select is(public.newsletter_unsubscribe(repeat('a', 100000)), false, 'an oversized token is refused');
select is(public.newsletter_unsubscribe('0000000F-0000-4000-8000-00000000A5A1'), true, 'the subscriber''s own token unsubscribes them');
select is(public.newsletter_unsubscribe('0000000f-0000-4000-8000-00000000a5a1'), false, 'a used token is refused the second time');

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","sub":"0000000b-0000-4000-8000-0000000005a3","email":"cliente-sai-pgtap@example.com"}', true);
select is((select count(*)::int from public.newsletter_subscribers), 0, 'a signed-in customer reads no subscriber, token or not');
select lives_ok(
  $$ delete from public.newsletter_subscribers where email = 'fica-pgtap@example.com' $$,
  'a customer''s direct delete runs and removes nothing (checked below)'
);

reset role;

select is(
  (select array_agg(email order by email) from public.newsletter_subscribers where email like '%-pgtap@example.com'),
  array['escolhe-pgtap@example.com', 'fica-pgtap@example.com'],
  'only the unsubscribed subscriber is gone'
);
select isnt(
  (select unsubscribe_token from public.newsletter_subscribers where email = 'escolhe-pgtap@example.com'),
  '0000000f-0000-4000-8000-00000000a5a1'::uuid,
  'a visitor''s chosen token is replaced by a random one'
);
select is(
  (select count(distinct unsubscribe_token)::int from public.newsletter_subscribers), (select count(*)::int from public.newsletter_subscribers),
  'no two subscribers share a token'
);
select ok(
  not has_function_privilege('anon', 'public.record_consent_time()', 'execute')
  and has_function_privilege('anon', 'public.newsletter_unsubscribe(text)', 'execute'),
  'visitors may call the unsubscribe function and not the triggers'
);

select * from finish();
rollback;
