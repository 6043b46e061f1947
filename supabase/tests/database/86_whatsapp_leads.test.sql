-- A tap on a listing's WhatsApp button records a lead through record_whatsapp_lead: the browser's
-- well-formed code is kept unless a lead holds it, the visitor's repeated taps on one listing within
-- 24 hours fold into one lead, the user comes from the token (never the body), the seller from the
-- listing, attribution is checked and stored as inert text, and visitors can neither read leads nor
-- reach the WhatsApp channel or its columns through a direct insert.
begin;
select plan(30);

insert into public.categories (id, name, value)
values ('00000086-0000-4000-8000-000000000001', 'Zap', 'zap-pgtap');
insert into public.sellers (id, slug, name, kind, whatsapp)
values ('00000086-0000-4000-8000-0000000000a1', 'zap-motors-pgtap', 'Zap Motors', 'concessionaria', '5511955554444');
insert into public.products (id, name, price, category_id, published, seller_id)
values ('00000086-0000-4000-8000-000000000002', 'Porsche Zap', 10, '00000086-0000-4000-8000-000000000001', true, '00000086-0000-4000-8000-0000000000a1'),
       ('00000086-0000-4000-8000-000000000003', 'Oculto Zap', 10, '00000086-0000-4000-8000-000000000001', false, '00000086-0000-4000-8000-0000000000a1'),
       ('00000086-0000-4000-8000-000000000004', 'Lancha Zap', 10, '00000086-0000-4000-8000-000000000001', true, '00000086-0000-4000-8000-0000000000a1');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000086-0000-4000-8000-0000000000b1', 'comprador-zap-pgtap@example.com', now()),
  ('00000086-0000-4000-8000-0000000000b2', 'outro-zap-pgtap@example.com', now());
insert into public.profiles (id, full_name, whatsapp) values ('00000086-0000-4000-8000-0000000000b1', 'Carla Compradora', '(11) 98888-7777');
update private.lead_screening_settings set listing_leads_per_hour = 50, leads_per_hour = 500;

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select pg_temp.act_as('anon', null);

select is(
  public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-7F3KQ2', 'visitante-zap-0001', '/produto/00000086-0000-4000-8000-000000000002?utm_source=instagram',
    'https://l.instagram.com/', 'instagram', null, 'verao'),
  'OB-7F3KQ2', 'a visitor''s tap records a lead with the code the browser put in the message'
);
select is(
  public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-9ZZZZ9', 'visitante-zap-0001'),
  'OB-7F3KQ2', 'a second tap by the same visitor on the same listing answers the first lead''s code'
);
select isnt(
  public.record_whatsapp_lead('00000086-0000-4000-8000-000000000004', 'OB-7F3KQ2', 'visitante-zap-0002'),
  'OB-7F3KQ2', 'another visitor naming a code a lead holds gets a fresh code, never that lead'
);
select throws_ok(
  $$ select public.record_whatsapp_lead('00000086-0000-4000-8000-000000000003', 'OB-AAAA22', 'visitante-zap-0001') $$,
  'PT400', 'Produto não encontrado.', 'an unpublished listing is not found'
);
select throws_ok(
  $$ select public.record_whatsapp_lead('00000086-0000-4000-8000-0000000000ff', 'OB-AAAA22', 'visitante-zap-0001') $$,
  'PT400', 'Produto não encontrado.', 'an unknown listing gets the same answer'
);
select throws_ok(
  $$ select public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-0O1I', 'visitante-zap-0003') $$,
  'PT400', 'Código de atendimento inválido.', 'a malformed code is refused'
);
select throws_ok(
  $$ select public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-AAAA22', 'curto') $$,
  'PT400', 'Identificador de visitante inválido.', 'a malformed visitor id is refused'
);
select throws_ok(
  $$ select public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-AAAA22', 'visitante-zap-0003', null, null, repeat('x', 101)) $$,
  'PT400', 'Origem da campanha inválida: até 100 caracteres, em uma linha.', 'an oversized campaign source is refused'
);
select throws_ok(
  $$ select public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-AAAA22', 'visitante-zap-0003', null, 'javascript:alert(1)') $$,
  'PT400', null, 'a referrer that is no http(s) address is refused'
);
select throws_ok(
  $$ select public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-AAAA22', 'visitante-zap-0003', 'https://evil.example/x') $$,
  'PT400', null, 'a page that is no path of the site is refused'
);
select throws_ok(
  $$ select public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-AAAA22', 'visitante-zap-0003', null, null, E'linha\nquebrada') $$,
  'PT400', null, 'control characters in a campaign are refused'
);
select is(
  public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-MKP234', 'visitante-zap-0004', '/produto/x', null,
    '<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"; drop table leads; --'),
  'OB-MKP234', 'markup in the attribution is accepted as text'
);
select throws_ok(
  $$ select count(*) from public.leads $$,
  '42501', null, 'a visitor cannot read leads'
);
select lives_ok(
  $$ insert into public.leads (name, email, product_id, form_fill_ms, consent_text_version, channel, reference_code, user_id, taps, first_response_at, seller_id)
     values ('Forjador', 'forjador-zap-pgtap@example.com', '00000086-0000-4000-8000-000000000002', 4000, '2025-11-27', 'whatsapp', 'OB-FRJ234',
             '00000086-0000-4000-8000-0000000000b2', 99, '2020-01-01', null) $$,
  'a visitor''s direct insert with forged server columns is accepted'
);

select pg_temp.act_as('authenticated', '00000086-0000-4000-8000-0000000000b1');
select is(
  public.record_whatsapp_lead('00000086-0000-4000-8000-000000000004', 'OB-USR234', 'visitante-zap-0005'),
  'OB-USR234', 'a signed-in buyer''s tap is recorded'
);
select throws_ok(
  $$ select public.record_whatsapp_lead(_product_id => '00000086-0000-4000-8000-000000000004', _reference_code => 'OB-USR235',
       _visitor_id => 'visitante-zap-0006', _user_id => '00000086-0000-4000-8000-0000000000b2') $$,
  '42883', null, 'the RPC takes no user id: there is no such argument to forge'
);

reset role;
select is(
  (select row(channel, seller_id, taps, page_path, referrer, utm_source, utm_medium, utm_campaign, user_id, name)::text
   from public.leads where reference_code = 'OB-7F3KQ2'),
  row('whatsapp', '00000086-0000-4000-8000-0000000000a1'::uuid, 2, '/produto/00000086-0000-4000-8000-000000000002?utm_source=instagram',
      'https://l.instagram.com/', 'instagram', null::text, 'verao', null::uuid, 'Visitante pelo WhatsApp')::text,
  'the lead holds its channel, the listing''s seller, both taps and the visit''s attribution'
);
select is(
  (select count(*)::int from public.leads where visitor_id = 'visitante-zap-0001'),
  1, 'two taps made one lead'
);
select is(
  (select count(*)::int from public.leads where reference_code = 'OB-7F3KQ2'),
  1, 'the code the other visitor named still belongs to one lead'
);
select ok(
  (select public.is_lead_reference_code(reference_code) from public.leads where visitor_id = 'visitante-zap-0002'),
  'the fresh code is well formed'
);
select is(
  (select row(utm_source, utm_medium, utm_campaign)::text from public.leads where reference_code = 'OB-MKP234'),
  row('<script>alert(1)</script>', '<img src=x onerror=alert(1)>', '"; drop table leads; --')::text,
  'markup is stored as it came, as inert text'
);
select is(
  (select row(channel, user_id, taps, first_response_at, seller_id)::text from public.leads where email = 'forjador-zap-pgtap@example.com'),
  row('form', null::uuid, 1, null::timestamptz, '00000086-0000-4000-8000-0000000000a1'::uuid)::text,
  'the direct insert is a form lead: channel, user, taps and response time are the server''s, the seller the listing''s'
);
select isnt(
  (select reference_code from public.leads where email = 'forjador-zap-pgtap@example.com'),
  'OB-FRJ234', 'and its code is the server''s'
);
select ok(
  (select public.is_lead_reference_code(reference_code) from public.leads where email = 'forjador-zap-pgtap@example.com'),
  'a form lead gets a well-formed code too'
);
select is(
  (select row(user_id, name, email, phone)::text from public.leads where reference_code = 'OB-USR234'),
  row('00000086-0000-4000-8000-0000000000b1'::uuid, 'Carla Compradora', 'comprador-zap-pgtap@example.com', '(11) 98888-7777')::text,
  'a signed-in buyer''s lead carries the user from the token, with the profile''s name and WhatsApp for the reply'
);

-- The hourly cap of one listing: past it a new tap is not stored, the chat still opens (null code).
update private.lead_screening_settings set listing_leads_per_hour = 1;
select pg_temp.act_as('anon', null);
select is(
  public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-CAP234', 'visitante-zap-0007'),
  null, 'past the listing''s hourly cap a new visitor''s tap is not stored'
);
select is(
  public.record_whatsapp_lead('00000086-0000-4000-8000-000000000002', 'OB-CAP235', 'visitante-zap-0001'),
  'OB-7F3KQ2', 'a tap that folds into an existing lead still counts'
);
reset role;
update private.lead_screening_settings set listing_leads_per_hour = 50;

-- One visitor id tapping many listings within an hour: past 10 new leads the rest are not stored.
insert into public.products (id, name, price, category_id, published, seller_id)
select ('00000086-0000-4000-8000-0000000001' || lpad(n::text, 2, '0'))::uuid, 'Flood ' || n, 10, '00000086-0000-4000-8000-000000000001', true,
       '00000086-0000-4000-8000-0000000000a1'
from generate_series(1, 12) as n;
select pg_temp.act_as('anon', null);
select is(
  (select count(public.record_whatsapp_lead(('00000086-0000-4000-8000-0000000001' || lpad(n::text, 2, '0'))::uuid,
     'OB-FL' || substr('23456789ABCD', n, 1) || '2', 'visitante-flood-01'))::int
   from generate_series(1, 12) as n),
  10, 'one visitor id records at most 10 new leads an hour'
);
reset role;
select is(
  (select count(*)::int from public.leads where visitor_id = 'visitante-flood-01'),
  10, 'and only those are stored'
);
select is(
  (select count(*)::int from public.leads where seller_id = '00000086-0000-4000-8000-0000000000a1' and channel = 'whatsapp' and reference_code !~ '^OB-[2-9A-HJ-NP-Z]{4,6}$'),
  0, 'every stored code is well formed'
);

select * from finish();
rollback;
