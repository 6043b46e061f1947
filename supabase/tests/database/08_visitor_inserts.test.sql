-- What a visitor's or customer's insert may not choose: its id and timestamps, several rows at
-- once, or a product that is not published. Admins and the backend are not held to these.
begin;
select plan(19);

insert into public.admin_permissions (email) values ('admin-inserts-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values ('0000000b-0000-4000-8000-000000000081', 'admin-inserts-pgtap@oneboss.local', now());
insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000081', 'Teste', 'teste-pgtap-inserts');
insert into public.products (id, name, price, category_id, published)
values ('0000000f-0000-4000-8000-0000000000b1', 'Publicado pgTAP', 10, '0000000f-0000-4000-8000-000000000081', true),
       ('0000000f-0000-4000-8000-0000000000b2', 'Oculto pgTAP', 10, '0000000f-0000-4000-8000-000000000081', false);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select lives_ok(
  $$ insert into public.leads (id, name, email, status, created_at, updated_at, form_fill_ms, consent_text_version)
     values ('0000000f-0000-4000-8000-0000000000c1', 'Antiga pgTAP', 'antiga-pgtap@example.com', 'closed',
             '2000-01-01', '2000-01-01', 5000, '2025-11-27') $$,
  'a visitor may send a lead naming its own id, status and dates'
);
select lives_ok(
  $$ insert into public.newsletter_subscribers (id, email, created_at, updated_at, consent_text_version, form_fill_ms)
     values ('0000000f-0000-4000-8000-0000000000c2', 'antiga-pgtap@example.com', '2000-01-01', '2000-01-01', '2025-11-27', 5000) $$,
  'a visitor may subscribe naming its own id and dates'
);

select throws_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Lote 1', 'lote1-pgtap@example.com', 5000, '2025-11-27'), ('Lote 2', 'lote2-pgtap@example.com', 5000, '2025-11-27') $$,
  'PT400', 'Envie uma mensagem por vez.', 'a visitor sends one lead per request'
);
select throws_ok(
  $$ insert into public.newsletter_subscribers (email, consent_text_version, form_fill_ms) values ('lote1-pgtap@example.com', '2025-11-27', 5000), ('lote2-pgtap@example.com', '2025-11-27', 5000) $$,
  'PT400', 'Envie um e-mail por vez.', 'a visitor subscribes one e-mail per request'
);

select throws_ok(
  $$ insert into public.leads (name, email, product_id, form_fill_ms, consent_text_version)
     values ('Curiosa', 'curiosa1-pgtap@example.com', '0000000f-0000-4000-8000-0000000000b2', 5000, '2025-11-27') $$,
  'PT400', 'Produto não encontrado.', 'a visitor''s lead cannot name an unpublished product'
);
select throws_ok(
  $$ insert into public.leads (name, email, product_id, form_fill_ms, consent_text_version)
     values ('Curiosa', 'curiosa2-pgtap@example.com', '0000000f-0000-4000-8000-0000000000b9', 5000, '2025-11-27') $$,
  'PT400', 'Produto não encontrado.', 'an unknown product gets the very same answer'
);
select lives_ok(
  $$ insert into public.leads (name, email, product_id, form_fill_ms, consent_text_version)
     values ('Interessada', 'interessada-pgtap@example.com', '0000000f-0000-4000-8000-0000000000b1', 5000, '2025-11-27') $$,
  'a visitor''s lead may name a published product'
);

reset role;
select is(
  (select count(*)::int from public.leads where id = '0000000f-0000-4000-8000-0000000000c1'), 0,
  'the visitor''s lead did not keep the id it sent'
);
select ok(
  (select created_at > now() - interval '1 minute' and updated_at > now() - interval '1 minute' and status = 'new'
   from public.leads where email = 'antiga-pgtap@example.com'),
  'the visitor''s lead is dated now and starts as new'
);
select is(
  (select count(*)::int from public.newsletter_subscribers where id = '0000000f-0000-4000-8000-0000000000c2'), 0,
  'the subscriber row did not keep the id it sent'
);
select ok(
  (select created_at > now() - interval '1 minute' and updated_at > now() - interval '1 minute'
   from public.newsletter_subscribers where email = 'antiga-pgtap@example.com'),
  'the subscriber row is dated now'
);
select is(
  (select count(*)::int from public.leads where email like 'lote%-pgtap@example.com'), 0,
  'no row of a refused batch is kept'
);

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","email":"cliente-inserts-pgtap@example.com"}', true);
select lives_ok(
  $$ insert into public.leads (name, email, created_at, form_fill_ms, consent_text_version) values ('Cliente', 'cliente-inserts-pgtap@example.com', '2000-01-01', 5000, '2025-11-27') $$,
  'a customer may send a lead naming its date'
);
select throws_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Lote 3', 'lote3-pgtap@example.com', 5000, '2025-11-27'), ('Lote 4', 'lote4-pgtap@example.com', 5000, '2025-11-27') $$,
  'PT400', 'Envie uma mensagem por vez.', 'a customer sends one lead per request'
);
select throws_ok(
  $$ insert into public.leads (name, email, product_id, form_fill_ms, consent_text_version)
     values ('Curiosa', 'curiosa3-pgtap@example.com', '0000000f-0000-4000-8000-0000000000b2', 5000, '2025-11-27') $$,
  'PT400', 'Produto não encontrado.', 'a customer''s lead cannot name an unpublished product'
);

select set_config('request.jwt.claims', '{"role":"authenticated","sub":"0000000b-0000-4000-8000-000000000081","email":"admin-inserts-pgtap@oneboss.local"}', true);
select set_config('request.jwt.claim.sub', '0000000b-0000-4000-8000-000000000081', true);
select lives_ok(
  $$ insert into public.leads (id, name, email, created_at, product_id, form_fill_ms, consent_text_version)
     values ('0000000f-0000-4000-8000-0000000000c3', 'Importada 1', 'importada1-pgtap@example.com', '2000-01-01',
             '0000000f-0000-4000-8000-0000000000b2', 5000, '2025-11-27'),
            ('0000000f-0000-4000-8000-0000000000c4', 'Importada 2', 'importada2-pgtap@example.com', '2000-01-02', null, 5000, '2025-11-27') $$,
  'an admin may import several leads with their ids and dates, about any product'
);

reset role;
select ok(
  (select created_at > now() - interval '1 minute' from public.leads where email = 'cliente-inserts-pgtap@example.com'),
  'the customer''s lead is dated now'
);
select results_eq(
  $$ select created_at from public.leads where id in ('0000000f-0000-4000-8000-0000000000c3', '0000000f-0000-4000-8000-0000000000c4') order by id $$,
  $$ values ('2000-01-01'::timestamptz), ('2000-01-02'::timestamptz) $$,
  'the admin''s imported leads keep their ids and dates'
);
select lives_ok(
  $$ insert into public.newsletter_subscribers (email, created_at)
     values ('servico1-pgtap@example.com', '2000-01-01'), ('servico2-pgtap@example.com', '2000-01-01') $$,
  'the backend itself may insert several rows with their dates'
);

select * from finish();
rollback;
