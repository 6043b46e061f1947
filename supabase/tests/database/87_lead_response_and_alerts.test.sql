-- A lead's first answer (a status change or a note by staff or the seller) is the database's to
-- record, once; a seller's response time shows only from 5 answered leads; each new lead mails the
-- listing seller's members at once, with the buyer, listing, channel and a WhatsApp reply link; a
-- daily digest lists the leads still 'new' after 24 hours, at most once a day.
begin;
select plan(19);

insert into public.admin_permissions (email) values ('admin-resposta-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000087-0000-4000-8000-0000000000b1', 'admin-resposta-pgtap@oneboss.local', now()),
  ('00000087-0000-4000-8000-0000000000b2', 'vendedora-resposta-pgtap@example.com', now()),
  ('00000087-0000-4000-8000-0000000000b3', 'pendente-resposta-pgtap@example.com', null);
insert into public.categories (id, name, value)
values ('00000087-0000-4000-8000-000000000001', 'Resposta', 'resposta-pgtap');
insert into public.sellers (id, slug, name, kind, whatsapp) values
  ('00000087-0000-4000-8000-0000000000a1', 'imob-resposta-pgtap', 'Imobiliária Resposta', 'imobiliaria', '5521966665555'),
  ('00000087-0000-4000-8000-0000000000a2', 'sem-equipe-pgtap', 'Sem Equipe', 'particular', '5521966665556');
insert into public.seller_members (seller_id, user_id) values
  ('00000087-0000-4000-8000-0000000000a1', '00000087-0000-4000-8000-0000000000b2'),
  ('00000087-0000-4000-8000-0000000000a1', '00000087-0000-4000-8000-0000000000b3');
insert into public.products (id, name, price, category_id, published, seller_id) values
  ('00000087-0000-4000-8000-000000000002', 'Cobertura Resposta', 10, '00000087-0000-4000-8000-000000000001', true, '00000087-0000-4000-8000-0000000000a1'),
  ('00000087-0000-4000-8000-000000000003', 'Sítio Sem Equipe', 10, '00000087-0000-4000-8000-000000000001', true, '00000087-0000-4000-8000-0000000000a2');
delete from private.email_outbox;

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

-- A visitor's form lead with a phone: the seller's confirmed member is mailed, the unconfirmed one not.
select pg_temp.act_as('anon', null);
insert into public.leads (name, email, phone, message, product_id, form_fill_ms, consent_text_version, utm_source, utm_campaign)
values ('Bruno Buyer', 'bruno-resposta-pgtap@example.com', '(21) 97777-6666', 'Ainda disponível?', '00000087-0000-4000-8000-000000000002',
        4000, '2025-11-27', 'instagram', 'verao');
select public.record_whatsapp_lead('00000087-0000-4000-8000-000000000002', 'OB-RSP234', 'visitante-resposta-01');
select public.record_whatsapp_lead('00000087-0000-4000-8000-000000000003', 'OB-RSP235', 'visitante-resposta-01');
reset role;

select is(
  (select array_agg(recipient order by id) from private.email_outbox),
  array['vendedora-resposta-pgtap@example.com', 'vendedora-resposta-pgtap@example.com'],
  'each lead mails the listing seller''s confirmed members, and nobody for a seller without members'
);
select matches(
  (select subject || E'\n' || body from private.email_outbox order by id limit 1),
  'Formulário.*Cobertura Resposta.*Comprador: Bruno Buyer.*bruno-resposta-pgtap@example.com.*Código do atendimento: OB-.*https://wa\.me/5521977776666\?text=Ol%C3%A1%2C%20Bruno',
  'the form lead''s mail names the channel, listing, buyer and code, with a one-tap WhatsApp reply to the buyer'
);
select matches(
  (select subject || E'\n' || body from private.email_outbox order by id desc limit 1),
  'WhatsApp.*Cobertura Resposta.*OB-RSP234.*procure o código OB-RSP234',
  'the WhatsApp lead''s mail names its channel and code, to find the chat by'
);
select is(
  (select link_path from private.email_outbox order by id limit 1),
  '/produto/00000087-0000-4000-8000-000000000002', 'the mail links the listing'
);

-- The first answer.
select pg_temp.act_as('authenticated', '00000087-0000-4000-8000-0000000000b1');
select lives_ok(
  $$ update public.leads set first_response_at = '2020-01-01', reference_code = 'OB-TROCA2', channel = 'form', utm_campaign = 'outra', taps = 9
     where reference_code = 'OB-RSP234' $$,
  'staff may send an update naming the server''s columns'
);
reset role;
select is(
  (select row(first_response_at, reference_code, channel, utm_campaign, taps)::text from public.leads where visitor_id = 'visitante-resposta-01' and product_id = '00000087-0000-4000-8000-000000000002'),
  row(null::timestamptz, 'OB-RSP234', 'whatsapp', null::text, 1)::text,
  'but the code, channel, attribution, taps and response time stay as the database recorded them'
);
select pg_temp.act_as('authenticated', '00000087-0000-4000-8000-0000000000b1');
update public.leads set status = 'contacted' where reference_code = 'OB-RSP234';
reset role;
select ok(
  (select first_response_at between now() - interval '1 minute' and now() + interval '1 minute' from public.leads where reference_code = 'OB-RSP234'),
  'the first status change is the first response'
);
update public.leads set first_response_at = '2026-01-01 10:00' where reference_code = 'OB-RSP234';
select pg_temp.act_as('authenticated', '00000087-0000-4000-8000-0000000000b1');
update public.leads set status = 'negotiating' where reference_code = 'OB-RSP234';
reset role;
select is(
  (select first_response_at from public.leads where reference_code = 'OB-RSP234'),
  '2026-01-01 10:00'::timestamptz, 'a later change keeps the first response'
);
select pg_temp.act_as('authenticated', '00000087-0000-4000-8000-0000000000b1');
insert into public.lead_notes (lead_id, body)
select id, 'Liguei, caixa postal.' from public.leads where email = 'bruno-resposta-pgtap@example.com';
reset role;
select ok(
  (select first_response_at is not null from public.leads where email = 'bruno-resposta-pgtap@example.com'),
  'a note is a first response too'
);

-- Response time: nothing below 5 answered leads, then median and average hours.
select is(public.seller_response_time('00000087-0000-4000-8000-0000000000a1'), null, 'with 2 answered leads the seller shows no response time');
insert into public.leads (name, email, product_id, created_at, first_response_at, status)
select 'Antigo ' || n, 'antigo' || n || '-resposta-pgtap@example.com', '00000087-0000-4000-8000-000000000002',
       now() - interval '3 days', now() - interval '3 days' + make_interval(hours => n), 'contacted'
from generate_series(1, 5) as n;
update public.leads set first_response_at = created_at + interval '1 hour'
where product_id = '00000087-0000-4000-8000-000000000002' and name not like 'Antigo%';
select is(
  public.seller_response_time('00000087-0000-4000-8000-0000000000a1'),
  '{"answered_leads": 7, "median_hours": 2.0, "average_hours": 2.4}'::jsonb,
  'from 5 answered leads the seller shows the median and average hours to the first answer'
);
select pg_temp.act_as('anon', null);
select ok(public.seller_response_time('00000087-0000-4000-8000-0000000000a1') is not null, 'a visitor reads the figures');
select is(
  (select p.seller_response_hours from public.products p where p.id = '00000087-0000-4000-8000-000000000002'),
  2.4,
  'a visitor reads the average hours with the listing, as its computed column'
);
select is(
  (select p.seller_response_hours from public.products p where p.id = '00000087-0000-4000-8000-000000000003'),
  null,
  'and nothing for a seller without five answered leads'
);
select throws_ok($$ select public.lead_attribution() $$, '42501', null, 'but not the attribution dashboard');
reset role;

-- The daily digest.
delete from private.email_outbox;
update public.leads set status = 'new', created_at = now() - interval '30 hours' where email = 'antigo1-resposta-pgtap@example.com';
select is(private.queue_new_lead_digest(), 1, 'a seller with leads still new after 24 hours gets a digest');
select matches(
  (select subject || E'\n' || body from private.email_outbox where recipient = 'vendedora-resposta-pgtap@example.com'),
  '1 contato.*Imobiliária Resposta.*OB-[2-9A-HJ-NP-Z]+ \(Formulário\).*Antigo 1: Cobertura Resposta',
  'the digest lists each waiting lead with its code, channel, buyer and listing'
);
select is(private.queue_new_lead_digest(), 0, 'and not twice the same day');
select is(
  (select count(*)::int from private.email_outbox),
  1, 'so one digest is queued'
);

select * from finish();
rollback;
