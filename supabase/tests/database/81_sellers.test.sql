-- Sellers (issue 32, migration 20261128210000): visitors read active sellers but never their
-- e-mail; only admins write; every listing has a seller (OneBoss by default); a deactivated
-- seller's listings leave the shop and the product page; the shop RPCs narrow to one seller.
begin;
select plan(26);

insert into public.admin_permissions (email) values ('vendedores-admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000081-0000-4000-8000-000000000001', 'vendedores-admin-pgtap@oneboss.local', now()),
  ('00000081-0000-4000-8000-000000000002', 'vendedores-ana-pgtap@example.com', now());
insert into public.categories (id, name, value) values ('00000081-0000-4000-8000-0000000000c1', 'Vendedores pgTAP', 'vendedores-pgtap');
insert into public.sellers (id, slug, name, kind, whatsapp, email, cnpj, creci, uf, city_id) values
  ('00000081-0000-4000-8000-0000000000b1', 'pgtap-concessionaria', 'Concessionária pgTAP', 'concessionaria', '5511987654321', 'segredo-a@example.com', '12345678000190', null, 'SP', 3550308),
  ('00000081-0000-4000-8000-0000000000b2', 'pgtap-imobiliaria', 'Imobiliária pgTAP', 'imobiliaria', '5521987654321', 'segredo-b@example.com', null, '31457-J', 'RJ', 3304557);
insert into public.products (id, name, price, category_id, published, seller_id) values
  ('00000081-0000-4000-8000-0000000000a1', 'Carro vendedor pgTAP', 100, '00000081-0000-4000-8000-0000000000c1', true, '00000081-0000-4000-8000-0000000000b1'),
  ('00000081-0000-4000-8000-0000000000a2', 'Casa vendedor pgTAP', 200, '00000081-0000-4000-8000-0000000000c1', true, '00000081-0000-4000-8000-0000000000b2');
insert into public.products (id, name, price, category_id, published) values
  ('00000081-0000-4000-8000-0000000000a3', 'Sem vendedor pgTAP', 300, '00000081-0000-4000-8000-0000000000c1', true);

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select is((select seller_id from public.products where id = '00000081-0000-4000-8000-0000000000a3'),
  '00000000-0000-4000-8000-000000000001'::uuid, 'a listing that names no seller is OneBoss''s');
select is((select slug || '/' || kind from public.sellers where id = '00000000-0000-4000-8000-000000000001'), 'oneboss/oneboss', 'the OneBoss seller has its fixed id');

-- Formats, in the database whatever the form says.
select throws_ok($$ insert into public.sellers (slug, name, kind, whatsapp) values ('Com Espaço', 'X', 'particular', '5511987654321') $$,
  '23514', null, 'a slug is lower-case words joined by hyphens');
select throws_ok($$ insert into public.sellers (slug, name, kind, whatsapp) values ('pgtap-x', 'X', 'particular', '(11) 98765-4321') $$,
  '23514', null, 'a WhatsApp number is digits with the country code');
select throws_ok($$ insert into public.sellers (slug, name, kind, whatsapp) values ('pgtap-y', 'X', 'loja', '5511987654321') $$,
  '23514', null, 'a kind is one of the five');
select throws_ok($$ update public.sellers set verified_at = now(), verified_note = null where slug = 'pgtap-imobiliaria' $$,
  '23514', null, 'a verified mark says what was verified');
select throws_ok($$ delete from public.sellers where slug = 'pgtap-concessionaria' $$,
  '23503', null, 'a seller with listings cannot be deleted (deactivate it)');

select pg_temp.act_as('anon', null);
select is((select name from public.sellers where slug = 'pgtap-concessionaria'), 'Concessionária pgTAP', 'a visitor reads an active seller');
select throws_ok($$ select email from public.sellers $$, '42501', null, 'a visitor cannot read a seller''s e-mail');
select throws_ok($$ select * from public.sellers $$, '42501', null, 'nor through select *');
select throws_ok($$ insert into public.sellers (slug, name, kind, whatsapp) values ('pgtap-anon', 'Anon', 'particular', '5511987654321') $$,
  '42501', null, 'a visitor cannot add a seller');
select is(
  (select array_agg(p.name order by p.name) from public.shop_products(_category_id => '00000081-0000-4000-8000-0000000000c1', _seller_id => '00000081-0000-4000-8000-0000000000b1') p),
  array['Carro vendedor pgTAP'], 'shop_products narrows to one seller''s listings'
);
select is(
  (public.shop_facets(_category_id => '00000081-0000-4000-8000-0000000000c1', _seller_id => '00000081-0000-4000-8000-0000000000b2') ->> 'total')::int,
  1, 'shop_facets counts one seller''s listings'
);

reset role;
select pg_temp.act_as('authenticated', '00000081-0000-4000-8000-000000000002');
select throws_ok($$ select email from public.sellers $$, '42501', null, 'a signed-in buyer cannot read a seller''s e-mail');
select is_empty($$ select * from public.seller_emails() $$, 'seller_emails() gives a buyer nothing');
update public.sellers set name = 'Tomada' where slug = 'pgtap-concessionaria';
reset role;
select is((select name from public.sellers where slug = 'pgtap-concessionaria'), 'Concessionária pgTAP', 'a buyer cannot change a seller');

select pg_temp.act_as('authenticated', '00000081-0000-4000-8000-000000000001');
select is((select email from public.seller_emails() where seller_id = '00000081-0000-4000-8000-0000000000b1'), 'segredo-a@example.com', 'an admin reads the e-mails');
update public.sellers set verified_at = '2000-01-01', verified_by = '00000081-0000-4000-8000-000000000002', verified_note = 'CNPJ e CRECI'
  where slug = 'pgtap-imobiliaria';
select is((select verified_by from public.sellers where slug = 'pgtap-imobiliaria'), '00000081-0000-4000-8000-000000000001'::uuid,
  'the verifier is the admin who wrote it, whatever the request said');
select ok((select verified_at > now() - interval '1 minute' from public.sellers where slug = 'pgtap-imobiliaria'), 'and the date is the server''s');
select lives_ok($$ update public.sellers set active = false where slug = 'pgtap-concessionaria' $$, 'an admin deactivates a seller');
select is((select name from public.products where id = '00000081-0000-4000-8000-0000000000a1'), 'Carro vendedor pgTAP', 'an admin still sees its listings');

reset role;
select is((select count(*)::int from public.audit_log where table_name = 'sellers' and record_id = '00000081-0000-4000-8000-0000000000b1' and action = 'update'),
  1, 'the change is in the audit log');

select pg_temp.act_as('anon', null);
select is_empty($$ select 1 from public.sellers where slug = 'pgtap-concessionaria' $$, 'a visitor no longer reads the deactivated seller');
select is_empty($$ select 1 from public.products where id = '00000081-0000-4000-8000-0000000000a1' $$, 'nor its listing''s page');
select is(
  (select array_agg(p.name order by p.name) from public.shop_products(_category_id => '00000081-0000-4000-8000-0000000000c1') p),
  array['Casa vendedor pgTAP', 'Sem vendedor pgTAP'], 'its listing leaves the shop'
);

reset role;
update public.sellers set active = true where slug = 'pgtap-concessionaria';
select pg_temp.act_as('anon', null);
select is(
  (public.shop_facets(_category_id => '00000081-0000-4000-8000-0000000000c1') ->> 'total')::int,
  3, 'reactivated, its listing is back in the shop'
);

reset role;
select * from finish();
rollback;
