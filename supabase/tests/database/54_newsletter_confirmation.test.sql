-- Newsletter double opt-in: the same answer for a new and a subscribed
-- address, a mailed one-time link, staff seeing confirmed subscribers only.
begin;
select plan(17);

insert into public.admin_permissions (email) values ('news-admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values ('00000054-0000-4000-8000-000000000001', 'news-admin-pgtap@oneboss.local', now());
insert into public.newsletter_subscribers (email) values ('importada-pgtap@example.com');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;
create temp table mailed (n int, token text);
grant select on mailed to anon, authenticated;
create function pg_temp.remember_tokens(_email text) returns void language sql as $$
  delete from mailed;
  insert into mailed
  select row_number() over (order by id)::int, substring(link_path from 'token=([0-9a-f]+)$')
  from private.email_outbox where recipient = _email and link_path is not null;
$$;

select pg_temp.act_as('anon', null);
select lives_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version, confirmed_at, form_fill_ms) values ('Nova-pgtap@example.com', '2025-11-27', now(), 5000) $$,
  'a visitor subscribes'
);
reset role;
select results_eq(
  $$ select confirmed_at is null, consent_at is not null from public.newsletter_subscribers where lower(email) = 'nova-pgtap@example.com' $$,
  $$ values (true, true) $$, 'the subscription waits for confirmation, whatever the visitor sent, with its consent recorded'
);
select is(
  (select count(*)::int from private.email_outbox where recipient = 'nova-pgtap@example.com' and link_path ~ '^/newsletter/confirmar\?token=[0-9a-f]{64}$' and body like '%{{link}}%'),
  1, 'a confirmation mail with its link is queued'
);
select ok(
  (select confirmed_at is not null from public.newsletter_subscribers where email = 'importada-pgtap@example.com'),
  'a row the backend writes is confirmed as written'
);

select pg_temp.act_as('authenticated', '00000054-0000-4000-8000-000000000001');
select results_eq(
  $$ select email from public.newsletter_subscribers where email like '%pgtap@example.com' $$,
  $$ values ('importada-pgtap@example.com'::text) $$, 'staff read confirmed subscribers only'
);

select pg_temp.act_as('anon', null);
select lives_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version, form_fill_ms) values ('NOVA-pgtap@example.com', '2025-11-27', 5000) $$,
  'signing up a waiting address again is answered as the first time'
);
reset role;
select is((select count(*)::int from private.email_outbox where recipient = 'nova-pgtap@example.com'), 1, 'within 10 minutes no second mail is sent');
update public.newsletter_subscribers set confirmation_sent_at = now() - interval '1 hour' where lower(email) = 'nova-pgtap@example.com';
select pg_temp.act_as('anon', null);
insert into public.newsletter_subscribers (email, consent_text_version, form_fill_ms) values ('nova-pgtap@example.com', '2025-11-27', 5000);
reset role;
select is((select count(*)::int from private.email_outbox where recipient = 'nova-pgtap@example.com'), 2, 'later, the link is mailed again');
select is((select count(*)::int from public.newsletter_subscribers where lower(email) = 'nova-pgtap@example.com'), 1, 'still one row');
select pg_temp.remember_tokens('nova-pgtap@example.com');

select pg_temp.act_as('anon', null);
select is(public.confirm_newsletter_subscription(repeat('0', 64)), false, 'a forged token confirms nothing');
select is(public.confirm_newsletter_subscription('abc'), false, 'a malformed token confirms nothing');
select is((select public.confirm_newsletter_subscription(token) from mailed where n = 1), false, 'the link mailed first was replaced');
select is((select public.confirm_newsletter_subscription(token) from mailed where n = 2), true, 'the latest link confirms');
select is((select public.confirm_newsletter_subscription(token) from mailed where n = 2), false, 'once');
select lives_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version, form_fill_ms) values ('nova-pgtap@example.com', '2025-11-27', 5000) $$,
  'signing up a confirmed address is answered as the first time too'
);
reset role;
select is((select count(*)::int from private.email_outbox where recipient = 'nova-pgtap@example.com'), 2, 'and mails nothing');

select pg_temp.act_as('authenticated', '00000054-0000-4000-8000-000000000001');
select is((select count(*)::int from public.newsletter_subscribers where lower(email) = 'nova-pgtap@example.com'), 1, 'staff now read the confirmed subscriber');

select * from finish();
rollback;
