-- Seller members (20261128212000): a member of seller A reads and changes A's profile, listings,
-- pictures, files, private addresses, leads and notes, and nothing of seller B nor of the rest of
-- the back office; membership needs a confirmed e-mail; an invitation by e-mail counts once an
-- account confirms the address; members' writes are audited and they read only their own entries.
begin;
select plan(64);

insert into auth.users (id, email, email_confirmed_at) values
  ('00000090-0000-4000-8000-000000000001', 'admin-membros-pgtap@oneboss.local', now()),
  ('00000090-0000-4000-8000-000000000002', 'membro-a-pgtap@example.com', now()),
  ('00000090-0000-4000-8000-000000000003', 'membro-b-pgtap@example.com', now()),
  ('00000090-0000-4000-8000-000000000004', 'nao-confirmado-pgtap@example.com', null),
  ('00000090-0000-4000-8000-000000000005', 'convidado-pgtap@example.com', now()),
  ('00000090-0000-4000-8000-000000000006', 'cliente-membros-pgtap@example.com', now());
insert into public.admin_permissions (email) values ('admin-membros-pgtap@oneboss.local');
insert into public.sellers (id, slug, name, kind, whatsapp, email) values
  ('00000090-0000-4000-8000-0000000000a0', 'vendedor-a-pgtap', 'Vendedor A', 'concessionaria', '5511911110000', 'a@example.com'),
  ('00000090-0000-4000-8000-0000000000b0', 'vendedor-b-pgtap', 'Vendedor B', 'imobiliaria', '5511922220000', 'b@example.com');
insert into public.categories (id, name, value) values ('00000090-0000-4000-8000-0000000000c1', 'Membros 90', 'membros-90-pgtap');
insert into public.products (id, name, category_id, seller_id, price, published) values
  ('00000090-0000-4000-8000-0000000000a1', 'Carro A 90', '00000090-0000-4000-8000-0000000000c1', '00000090-0000-4000-8000-0000000000a0', 100000, true),
  ('00000090-0000-4000-8000-0000000000a2', 'Rascunho A 90', '00000090-0000-4000-8000-0000000000c1', '00000090-0000-4000-8000-0000000000a0', 90000, false),
  ('00000090-0000-4000-8000-0000000000b1', 'Casa B 90', '00000090-0000-4000-8000-0000000000c1', '00000090-0000-4000-8000-0000000000b0', 900000, true),
  ('00000090-0000-4000-8000-0000000000b2', 'Rascunho B 90', '00000090-0000-4000-8000-0000000000c1', '00000090-0000-4000-8000-0000000000b0', 800000, false);
insert into public.product_images (id, product_id, url) values
  ('00000090-0000-4000-8000-0000000001a1', '00000090-0000-4000-8000-0000000000a1', 'https://x.test/storage/v1/object/public/products/00000090-0000-4000-8000-0000000000a1/1_a.jpg'),
  ('00000090-0000-4000-8000-0000000001b1', '00000090-0000-4000-8000-0000000000b2', 'https://x.test/storage/v1/object/public/products/00000090-0000-4000-8000-0000000000b2/1_b.jpg');
insert into public.product_private_addresses (product_id, address) values
  ('00000090-0000-4000-8000-0000000000a1', 'Rua A, 1'),
  ('00000090-0000-4000-8000-0000000000b1', 'Rua B, 2');
insert into storage.objects (bucket_id, name) values
  ('products', '00000090-0000-4000-8000-0000000000a1/1_a.jpg'),
  ('products', '00000090-0000-4000-8000-0000000000b1/1_b.jpg');
insert into public.leads (id, name, email, message, product_id) values
  ('00000090-0000-4000-8000-0000000002a1', 'Comprador A', 'comprador-a@example.com', 'Olá', '00000090-0000-4000-8000-0000000000a1'),
  ('00000090-0000-4000-8000-0000000002b1', 'Comprador B', 'comprador-b@example.com', 'Olá', '00000090-0000-4000-8000-0000000000b1');
insert into public.lead_notes (lead_id, body) values
  ('00000090-0000-4000-8000-0000000002a1', 'Nota A'),
  ('00000090-0000-4000-8000-0000000002b1', 'Nota B');
insert into public.seller_members (seller_id, user_id) values
  ('00000090-0000-4000-8000-0000000000a0', '00000090-0000-4000-8000-000000000002'),
  ('00000090-0000-4000-8000-0000000000b0', '00000090-0000-4000-8000-000000000003'),
  ('00000090-0000-4000-8000-0000000000a0', '00000090-0000-4000-8000-000000000004');
insert into public.seller_member_invitations (seller_id, email) values
  ('00000090-0000-4000-8000-0000000000a0', 'convidado-pgtap@example.com');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select is(
  (select seller_id from public.leads where id = '00000090-0000-4000-8000-0000000002a1'),
  '00000090-0000-4000-8000-0000000000a0'::uuid, 'a lead carries its listing''s seller'
);

-- A member of seller A.
select pg_temp.act_as('authenticated', '00000090-0000-4000-8000-000000000002');
select results_eq($$ select public.current_seller_ids() $$, $$ values ('00000090-0000-4000-8000-0000000000a0'::uuid) $$, 'a member works for their seller');
select is(public.is_current_user_admin(), false, 'and is no admin');
select results_eq(
  $$ select id from public.products where id::text like '00000090-%' order by id $$,
  $$ values ('00000090-0000-4000-8000-0000000000a1'::uuid), ('00000090-0000-4000-8000-0000000000a2'::uuid), ('00000090-0000-4000-8000-0000000000b1'::uuid) $$,
  'reads their seller''s listings, drafts too, and only the published ones of others'
);
select is_empty($$ update public.products set name = 'Tomado' where id = '00000090-0000-4000-8000-0000000000b1' returning id $$, 'cannot edit another seller''s listing');
select is_empty($$ delete from public.products where seller_id = '00000090-0000-4000-8000-0000000000b0' returning id $$, 'nor delete one');
select throws_ok(
  $$ insert into public.products (name, category_id, seller_id) values ('Intruso', '00000090-0000-4000-8000-0000000000c1', '00000090-0000-4000-8000-0000000000b0') $$,
  '42501', null, 'nor create a listing for another seller'
);
select lives_ok(
  $$ insert into public.products (id, name, category_id, published) values
       ('00000090-0000-4000-8000-0000000000a4', 'Sem vendedor', '00000090-0000-4000-8000-0000000000c1', false) $$,
  'a new listing may name no seller'
);
select is(
  (select seller_id from public.products where id = '00000090-0000-4000-8000-0000000000a4'),
  '00000090-0000-4000-8000-0000000000a0'::uuid, 'and is then their seller''s, not OneBoss''s'
);
select throws_ok(
  $$ update public.products set seller_id = '00000090-0000-4000-8000-0000000000b0' where id = '00000090-0000-4000-8000-0000000000a2' $$,
  '42501', null, 'nor hand a listing over to another seller'
);
select lives_ok(
  $$ update public.products set name = 'Rascunho A 90 revisto', price = 95000 where id = '00000090-0000-4000-8000-0000000000a2' $$,
  'edits their own draft'
);
select is((select price from public.products where id = '00000090-0000-4000-8000-0000000000a2'), 95000.00::numeric(14, 2), 'whose change lands');
select lives_ok(
  $$ insert into public.products (id, name, category_id, seller_id, published) values
       ('00000090-0000-4000-8000-0000000000a3', 'Novo A 90', '00000090-0000-4000-8000-0000000000c1', '00000090-0000-4000-8000-0000000000a0', false) $$,
  'and creates a draft for their seller'
);
select is_empty($$ select 1 from public.product_images where product_id = '00000090-0000-4000-8000-0000000000b2' $$, 'reads no picture of another seller''s draft');
select throws_ok(
  $$ insert into public.product_images (product_id, url) values ('00000090-0000-4000-8000-0000000000b2',
       'https://x.test/storage/v1/object/public/products/00000090-0000-4000-8000-0000000000b2/2_x.jpg') $$,
  '42501', null, 'nor adds one'
);
select is_empty($$ delete from public.product_images where product_id::text like '00000090-%' and product_id <> '00000090-0000-4000-8000-0000000000a1' returning id $$, 'nor deletes one');
select lives_ok(
  $$ insert into public.product_images (product_id, url) values ('00000090-0000-4000-8000-0000000000a2',
       'https://x.test/storage/v1/object/public/products/00000090-0000-4000-8000-0000000000a2/2_a.jpg') $$,
  'adds a picture to their own draft'
);
select results_eq(
  $$ select address from public.product_private_addresses where product_id::text like '00000090-%' $$,
  $$ values ('Rua A, 1') $$, 'reads their listings'' private addresses only'
);
select is_empty($$ update public.product_private_addresses set address = 'x' where product_id = '00000090-0000-4000-8000-0000000000b1' returning 1 $$, 'cannot change another seller''s');
select lives_ok($$ update public.product_private_addresses set address = 'Rua A, 10' where product_id = '00000090-0000-4000-8000-0000000000a1' $$, 'changes their own');
select results_eq(
  $$ select name from storage.objects where bucket_id = 'products' and name like '00000090-%' $$,
  $$ values ('00000090-0000-4000-8000-0000000000a1/1_a.jpg') $$, 'lists their listings'' picture files only'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('products', '00000090-0000-4000-8000-0000000000b1/2_x.jpg') $$,
  '42501', null, 'cannot upload into another seller''s listing'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('products', 'sem-anuncio/2_x.jpg') $$,
  '42501', null, 'nor outside a listing'
);
select lives_ok(
  $$ insert into storage.objects (bucket_id, name) values ('products', '00000090-0000-4000-8000-0000000000a2/3_a.jpg') $$,
  'uploads into their own listing'
);
select is_empty($$ delete from storage.objects where name = '00000090-0000-4000-8000-0000000000b1/1_b.jpg' returning 1 $$, 'cannot delete another seller''s file');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('partner-logos', 'x.png') $$,
  '42501', null, 'nor upload partners'' logos'
);
-- Their seller's profile (20261129020000): its e-mail, its logo, its contacts; never another's.
select results_eq(
  $$ select seller_id, email from public.seller_emails() where seller_id::text like '00000090-%' $$,
  $$ values ('00000090-0000-4000-8000-0000000000a0'::uuid, 'a@example.com') $$, 'reads their seller''s e-mail only'
);
select lives_ok(
  $$ insert into storage.objects (bucket_id, name) values ('seller-logos', '00000090-0000-4000-8000-0000000000a0/logo.png') $$,
  'uploads a logo into their seller''s folder'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('seller-logos', '00000090-0000-4000-8000-0000000000b0/logo.png') $$,
  '42501', null, 'not into another seller''s'
);
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('seller-logos', 'solto.png') $$,
  '42501', null, 'nor outside a seller''s folder'
);
select lives_ok(
  $$ update public.sellers set name = 'Vendedor A revisto', whatsapp = '5511933330000', logo_path = '00000090-0000-4000-8000-0000000000a0/logo.png'
     where id = '00000090-0000-4000-8000-0000000000a0' $$,
  'renames their seller and changes its WhatsApp and logo'
);
select is_empty(
  $$ update public.sellers set whatsapp = '5511900000000' where id = '00000090-0000-4000-8000-0000000000b0' returning id $$,
  'cannot change another seller''s contacts'
);
select results_eq(
  $$ select id from public.leads where id::text like '00000090-%' $$,
  $$ values ('00000090-0000-4000-8000-0000000002a1'::uuid) $$, 'reads their seller''s leads only'
);
select is_empty($$ update public.leads set status = 'contacted' where id = '00000090-0000-4000-8000-0000000002b1' returning id $$, 'cannot triage another seller''s lead');
select lives_ok($$ update public.leads set status = 'contacted' where id = '00000090-0000-4000-8000-0000000002a1' $$, 'triages their own');
select throws_ok(
  $$ update public.leads set email = 'outro@example.com' where id = '00000090-0000-4000-8000-0000000002a1' $$,
  '42501', 'Vendedores alteram só o status do contato.', 'but changes nothing of what the buyer sent'
);
select is_empty($$ delete from public.leads where id = '00000090-0000-4000-8000-0000000002a1' returning id $$, 'nor deletes a lead');
select results_eq(
  $$ select body from public.lead_notes where lead_id::text like '00000090-%' $$,
  $$ values ('Nota A') $$, 'reads their leads'' notes only'
);
select throws_ok(
  $$ insert into public.lead_notes (lead_id, body) values ('00000090-0000-4000-8000-0000000002b1', 'Intrusa') $$,
  '42501', null, 'cannot write on another seller''s lead'
);
select lives_ok($$ insert into public.lead_notes (lead_id, body) values ('00000090-0000-4000-8000-0000000002a1', 'Liguei') $$, 'writes on their own');
select results_eq(
  $$ select id from public.sellers where id::text like '00000090-%' order by id $$,
  $$ values ('00000090-0000-4000-8000-0000000000a0'::uuid), ('00000090-0000-4000-8000-0000000000b0'::uuid) $$,
  'reads the active sellers'
);
select is_empty($$ update public.sellers set name = 'Tomado' where id = '00000090-0000-4000-8000-0000000000b0' returning id $$, 'cannot edit another seller');
select lives_ok($$ update public.sellers set name = 'Vendedor A Ltda', whatsapp = '5511933330000' where id = '00000090-0000-4000-8000-0000000000a0' $$, 'edits their own profile');
select throws_ok(
  $$ update public.sellers set trusted = true where id = '00000090-0000-4000-8000-0000000000a0' $$,
  '42501', null, 'but cannot mark their seller trusted'
);
select throws_ok(
  $$ update public.sellers set verified_at = now(), verified_note = 'eu mesmo' where id = '00000090-0000-4000-8000-0000000000a0' $$,
  '42501', null, 'nor verified'
);
select results_eq(
  $$ select user_id from public.seller_members where seller_id::text like '00000090-%' order by user_id $$,
  $$ values ('00000090-0000-4000-8000-000000000002'::uuid), ('00000090-0000-4000-8000-000000000004'::uuid), ('00000090-0000-4000-8000-000000000005'::uuid) $$,
  'reads their seller''s memberships only (the confirmed invitee''s too, 20261204100000)'
);
select throws_ok(
  $$ insert into public.seller_members (seller_id, user_id) values ('00000090-0000-4000-8000-0000000000b0', '00000090-0000-4000-8000-000000000002') $$,
  '42501', null, 'cannot join another seller'
);
select throws_ok(
  $$ select public.invite_seller_member('00000090-0000-4000-8000-0000000000a0', 'amigo@example.com') $$,
  '42501', null, 'nor invite anyone'
);
select is_empty($$ select 1 from public.seller_member_invitations $$, 'nor read invitations');
select throws_ok($$ insert into public.categories (name, value) values ('X', 'x-90') $$, '42501', null, 'cannot create categories');
select is_empty($$ update public.partners set name = 'x' returning id $$, 'nor edit partners');
select is_empty($$ update public.spec_definitions set label = 'x' returning id $$, 'nor spec definitions');
select is_empty($$ select 1 from public.newsletter_subscribers $$, 'reads no newsletter subscriber');
select is_empty($$ select 1 from public.account_deletion_requests $$, 'nor deletion requests');
select is(
  (select count(*)::int from public.audit_log where actor_id is distinct from '00000090-0000-4000-8000-000000000002'), 0,
  'reads no audit entry but their own'
);
select ok(
  (select count(*) from public.audit_log where table_name = 'leads' and record_id = '00000090-0000-4000-8000-0000000002a1') >= 1,
  'and their writes are audited'
);

-- An unconfirmed account counts for nothing; an invited address counts once confirmed.
reset role;
select pg_temp.act_as('authenticated', '00000090-0000-4000-8000-000000000004');
select is_empty($$ select public.current_seller_ids() $$, 'an unconfirmed member works for no seller');
select is_empty($$ select 1 from public.products where id = '00000090-0000-4000-8000-0000000000a2' $$, 'and reads no draft');
reset role;
select pg_temp.act_as('authenticated', '00000090-0000-4000-8000-000000000005');
select results_eq($$ select public.current_seller_ids() $$, $$ values ('00000090-0000-4000-8000-0000000000a0'::uuid) $$, 'an invited address works for its seller once confirmed');

-- An admin invites.
reset role;
select pg_temp.act_as('authenticated', '00000090-0000-4000-8000-000000000001');
select is(
  public.invite_seller_member('00000090-0000-4000-8000-0000000000b0', ' Cliente-Membros-PGTAP@example.com '),
  'linked', 'an admin''s invitation links an existing account'
);
select is(public.invite_seller_member('00000090-0000-4000-8000-0000000000b0', 'novo-pgtap@example.com'), 'invited', 'and keeps an address without one');
select throws_ok(
  $$ select public.invite_seller_member('00000090-0000-4000-8000-0000000000b0', 'não é e-mail') $$,
  '22023', 'Informe um e-mail válido.', 'and refuses what is no e-mail'
);
reset role;
select results_eq(
  $$ select recipient from private.email_outbox where subject like 'Convite para a equipe de Vendedor B%' order by id $$,
  $$ values ('cliente-membros-pgtap@example.com'), ('novo-pgtap@example.com') $$,
  'each invitee is mailed through the outbox'
);
select results_eq(
  $$ select link_path from private.email_outbox where subject like 'Convite para a equipe de Vendedor B%' order by id $$,
  $$ values ('/login'), ('/login?mode=signup') $$,
  'the one with an account to sign in, the other to the sign-up form (20261129020200)'
);

select * from finish();
rollback;
