-- Saved searches and alerts: each user's own (RLS), criteria the shop accepts, the alerts' job
-- sending one e-mail per event and never twice, unsubscribe tokens that cannot be forged, and the
-- export and account deletion covering the new tables.
begin;
select plan(38);

insert into public.admin_permissions (email) values ('alertas-admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000105-0000-4000-8000-000000000001', 'alertas-admin-pgtap@oneboss.local', now()),
  ('00000105-0000-4000-8000-000000000002', 'alertas-ana-pgtap@example.com', now()),
  ('00000105-0000-4000-8000-000000000003', 'alertas-bia-pgtap@example.com', now());
insert into public.categories (id, name, value) values ('00000105-0000-4000-8000-0000000000c1', 'Alertas', 'alertas-pgtap');
insert into public.products (id, name, price, category_id, published) values
  ('00000105-0000-4000-8000-0000000000a1', 'Lancha alerta pgTAP', 100, '00000105-0000-4000-8000-0000000000c1', true),
  ('00000105-0000-4000-8000-0000000000a2', 'Iate alerta pgTAP', 5000, '00000105-0000-4000-8000-0000000000c1', true);

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

-- Visitors
select pg_temp.act_as('anon', null);
select throws_ok(
  $$ insert into public.saved_searches (name, search, criteria) values ('x', '{"path": "/loja", "query": ""}', '{}') $$,
  '42501', null, 'a visitor cannot save a search'
);
select throws_ok($$ select public.run_alerts() $$, '42501', null, 'a visitor cannot run the alerts'' job');
select is(public.alert_unsubscribe('not-a-token'), null, 'a malformed unsubscribe token turns nothing off');

-- Ana saves a search of the category up to R$ 1 000
reset role;
select pg_temp.act_as('authenticated', '00000105-0000-4000-8000-000000000002');
select lives_ok(
  $$ insert into public.saved_searches (name, search, criteria, frequency) values (
       '  Alertas até mil  ', '{"path": "/loja/alertas-pgtap", "query": "preco=-1000"}',
       '{"category_id": "00000105-0000-4000-8000-0000000000c1", "filters": {"price": {"max": 1000}}}', 'imediato') $$,
  'a buyer saves a search'
);
select is((select user_id from public.saved_searches), '00000105-0000-4000-8000-000000000002'::uuid, 'the search is the buyer''s own');
select is((select name from public.saved_searches), 'Alertas até mil', 'its name is trimmed');
select throws_ok(
  $$ insert into public.saved_searches (user_id, name, search, criteria) values
       ('00000105-0000-4000-8000-000000000003', 'x', '{"path": "/loja", "query": ""}', '{}') $$,
  '42501', null, 'a buyer cannot save a search for someone else'
);
select throws_ok(
  $$ insert into public.saved_searches (name, search, criteria) values ('x', '{"path": "/loja", "query": ""}', '{"filters": {"cor": ["azul"]}}') $$,
  '22023', null, 'criteria the shop refuses are refused'
);
select throws_ok(
  $$ insert into public.saved_searches (name, search, criteria) values ('x', '{"path": "/loja", "query": ""}', '{"owner": "x"}') $$,
  '22023', 'Busca inválida.', 'unknown criteria are refused in pt-BR'
);
select throws_ok(
  $$ insert into public.saved_searches (name, search, criteria) values ('x', '{"path": "https://evil.example/", "query": ""}', '{}') $$,
  '23514', null, 'a search reopens only a shop path'
);
select throws_ok(
  $$ update public.saved_searches set unsubscribe_token = gen_random_uuid() $$,
  '42501', null, 'a buyer cannot choose their unsubscribe token'
);
select lives_ok($$ update public.saved_searches set name = 'Lanchas baratas', frequency = 'imediato' $$, 'a buyer renames their search');
select is(
  (select (s ->> 'match_count')::int from jsonb_array_elements(public.my_saved_searches()) s),
  1, 'the list counts the listings matching the search now (shop_facets'' total)'
);

-- Bia sees none of it and favourites the cheap boat
reset role;
select pg_temp.act_as('authenticated', '00000105-0000-4000-8000-000000000003');
select is_empty($$ select 1 from public.saved_searches $$, 'another buyer reads none of the saved searches');
select is(public.my_saved_searches(), '[]'::jsonb, 'another buyer''s list is empty');
update public.saved_searches set frequency = 'nunca';
delete from public.saved_searches;
insert into public.favourites (user_id, product_id) values ('00000105-0000-4000-8000-000000000003', '00000105-0000-4000-8000-0000000000a1');
select lives_ok($$ insert into public.alert_preferences (sold) values (true) $$, 'a buyer sets their favourites'' alerts');
select throws_ok(
  $$ insert into public.alert_deliveries (user_id, kind, product_id, event_key) values ('00000105-0000-4000-8000-000000000003', 'sold', '00000105-0000-4000-8000-0000000000a1', 'x') $$,
  '42501', null, 'nobody but the job records alerts'
);

reset role;
select is((select frequency from public.saved_searches), 'imediato', 'another buyer cannot change someone''s search');
select is((select count(*)::int from public.saved_searches), 1, 'another buyer cannot delete someone''s search');
select pg_temp.act_as('authenticated', '00000105-0000-4000-8000-000000000002');
select is_empty($$ select 1 from public.alert_preferences $$, 'a buyer reads no one else''s alert preferences');
select is_empty($$ select 1 from public.favourite_alert_state $$, 'a buyer reads no one else''s favourites'' alert state');

-- The job: a new listing matching Ana's search, and a price cut on Bia's favourite
reset role;
insert into public.products (id, name, price, category_id, published) values
  ('00000105-0000-4000-8000-0000000000a3', 'Jet ski alerta pgTAP', 900, '00000105-0000-4000-8000-0000000000c1', true),
  ('00000105-0000-4000-8000-0000000000a4', 'Veleiro caro alerta pgTAP', 9000, '00000105-0000-4000-8000-0000000000c1', true);
update public.products set price = 80 where id = '00000105-0000-4000-8000-0000000000a1';
select lives_ok($$ select public.run_alerts() $$, 'the job runs');
select is(
  (select count(*)::int from private.email_outbox where recipient = 'alertas-ana-pgtap@example.com'),
  1, 'the search''s owner gets one e-mail'
);
select matches(
  (select body from private.email_outbox where recipient = 'alertas-ana-pgtap@example.com'),
  'Jet ski alerta pgTAP — R\$ 900,00.*\{\{site\}\}/produto/00000105-0000-4000-8000-0000000000a3.*\{\{site\}\}/alertas/descadastrar\?token=[0-9a-f-]{36}',
  'it lists the new listing with its price and link, and an unsubscribe link'
);
select unalike(
  (select body from private.email_outbox where recipient = 'alertas-ana-pgtap@example.com'),
  '%Veleiro caro%', 'a new listing outside the search is not in it'
);
select is(
  (select count(*)::int from private.email_outbox where recipient = 'alertas-bia-pgtap@example.com'),
  1, 'the favourite''s owner gets one e-mail'
);
select matches(
  (select body from private.email_outbox where recipient = 'alertas-bia-pgtap@example.com'),
  'Preço reduzido nos seus favoritos:.*Lancha alerta pgTAP — R\$ 80,00.*tipo=preco',
  'it tells the price drop with the new price and its own unsubscribe link'
);
select lives_ok($$ select public.run_alerts() $$, 'the job runs again');
select is(
  (select count(*)::int from private.email_outbox where recipient in ('alertas-ana-pgtap@example.com', 'alertas-bia-pgtap@example.com')),
  2, 'nothing is sent twice'
);

-- Sold: the favourite goes out of stock
update public.products set stock_quantity = 0 where id = '00000105-0000-4000-8000-0000000000a1';
select public.run_alerts();
select matches(
  (select body from private.email_outbox where recipient = 'alertas-bia-pgtap@example.com' order by id desc limit 1),
  'vendidos ou saíram do ar:.*Lancha alerta pgTAP', 'a favourite out of stock is told as sold'
);

-- Unsubscribe links, without signing in (the tokens read here as the owner, as the e-mails carry them)
select set_config('pgtap.favourites_token', (select unsubscribe_token::text from public.alert_preferences where user_id = '00000105-0000-4000-8000-000000000003'), true);
select set_config('pgtap.search_token', (select unsubscribe_token::text from public.saved_searches), true);
select pg_temp.act_as('anon', null);
select is(public.alert_unsubscribe(gen_random_uuid()::text), null, 'a forged token turns nothing off');
select is(public.alert_unsubscribe(current_setting('pgtap.search_token'), 'bogus'), 'Busca salva "Lanchas baratas"', 'a search''s link turns it off');
select is(public.alert_unsubscribe(current_setting('pgtap.favourites_token'), 'preco'), 'Preço reduzido nos favoritos', 'a favourites'' link turns its alert off');
select is(public.alert_unsubscribe(current_setting('pgtap.favourites_token')), null, 'a favourites'' token without its alert turns nothing off');
reset role;
select is((select frequency from public.saved_searches), 'nunca', 'the search alerts no more');
select is((select price_drop from public.alert_preferences where user_id = '00000105-0000-4000-8000-000000000003'), false, 'the price drop alert is off');

-- Export and deletion
select pg_temp.act_as('authenticated', '00000105-0000-4000-8000-000000000002');
select is(
  (select s ->> 'name' from jsonb_array_elements(public.export_my_data() -> 'saved_searches') s),
  'Lanchas baratas', 'the LGPD export includes the saved searches'
);
reset role;
insert into public.account_deletion_requests (user_id, email, status, confirmed_at)
values ('00000105-0000-4000-8000-000000000002', 'alertas-ana-pgtap@example.com', 'confirmed', now());
select pg_temp.act_as('authenticated', '00000105-0000-4000-8000-000000000001');
select public.admin_process_account_deletion((select id from public.account_deletion_requests where email = 'alertas-ana-pgtap@example.com'));
reset role;
select is(
  (select count(*)::int from public.saved_searches where user_id = '00000105-0000-4000-8000-000000000002')
    + (select count(*)::int from public.alert_deliveries where user_id = '00000105-0000-4000-8000-000000000002'),
  0, 'the holder''s saved searches and alerts go with the account'
);

select * from finish();
rollback;
