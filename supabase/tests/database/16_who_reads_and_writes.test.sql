-- Who reads and writes what, at the SQL level (the same over HTTP is libs/data's permission
-- matrix): hidden products' pictures, leads, subscribers, admin rows, profiles, storage objects,
-- the admin check and admin_create_category.
begin;
select plan(33);

insert into auth.users (id, email, email_confirmed_at) values
  ('0000000b-0000-4000-8000-000000000161', 'admin-quem-pgtap@oneboss.local', now()),
  ('0000000b-0000-4000-8000-000000000162', 'cliente-quem-pgtap@example.com', now());
insert into public.admin_permissions (email) values ('admin-quem-pgtap@oneboss.local');
insert into public.categories (id, name, value) values ('0000000f-0000-4000-8000-000000000161', 'Quem', 'quem-pgtap');
insert into public.products (id, name, price, category_id, published) values
  ('0000000f-0000-4000-8000-000000000162', 'Visível quem pgTAP', 10, '0000000f-0000-4000-8000-000000000161', true),
  ('0000000f-0000-4000-8000-000000000163', 'Oculto quem pgTAP', 10, '0000000f-0000-4000-8000-000000000161', false);
insert into public.product_images (product_id, url) values
  ('0000000f-0000-4000-8000-000000000163', 'http://127.0.0.1:54321/storage/v1/object/public/products/0000000f-0000-4000-8000-000000000163/1_a.jpg');
insert into public.leads (name) values ('Lead quem pgTAP');
insert into public.newsletter_subscribers (email) values ('quem-pgtap@example.com');
insert into public.profiles (id, full_name, estado) values ('0000000b-0000-4000-8000-000000000161', 'Administradora', 'SP');
insert into storage.objects (bucket_id, name) values ('products', 'quem-pgtap/1_a.jpg');

-- A request as PostgREST makes it: the role, the claims and the subject of the JWT.
create function pg_temp.act_as(_role text, _sub uuid, _email text) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub, 'email', _email)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

-- Visitors.
select pg_temp.act_as('anon', null, null);
select is_empty($$ select 1 from public.product_images where product_id = '0000000f-0000-4000-8000-000000000163' $$, 'visitors see no picture of a hidden product');
select throws_ok($$ select * from public.newsletter_subscribers $$, '42501', null, 'visitors cannot read subscribers');
select throws_ok($$ update public.products set price = 1 $$, '42501', null, 'visitors cannot write the catalogue');
select is_empty($$ select 1 from storage.objects where name like 'quem-pgtap/%' $$, 'visitors cannot list catalogue pictures');
select throws_ok(
  $$ select public.admin_create_category('Arte Quem', 'arte-quem-pgtap', 'admin-quem-pgtap@oneboss.local') $$,
  '42501', null, 'visitors cannot create categories'
);

-- A signed-in customer.
reset role;
select pg_temp.act_as('authenticated', '0000000b-0000-4000-8000-000000000162', 'cliente-quem-pgtap@example.com');
select is_empty($$ select 1 from public.product_images where product_id = '0000000f-0000-4000-8000-000000000163' $$, 'customers see no picture of a hidden product');
select is_empty($$ select 1 from public.leads $$, 'customers read no lead');
select is_empty($$ select 1 from public.newsletter_subscribers $$, 'customers read no subscriber');
select is_empty($$ select 1 from public.admin_permissions $$, 'customers read no admin row');
select throws_ok(
  $$ insert into public.products (name, price, category_id) values ('Cliente pgTAP', 1, '0000000f-0000-4000-8000-000000000161') $$,
  '42501', null, 'customers cannot add products'
);
update public.products set price = 1 where id = '0000000f-0000-4000-8000-000000000162';
select lives_ok(
  $$ insert into public.leads (name, email, status, form_fill_ms, consent_text_version) values ('Cliente quem pgTAP', 'cliente-quem-pgtap@example.com', 'negotiating', 5000, '2025-11-27') $$,
  'customers can send a lead'
);
select lives_ok(
  $$ insert into public.profiles (id, full_name, whatsapp, estado) values ('0000000b-0000-4000-8000-000000000162', 'Cliente', '11999999999', 'RJ') $$,
  'customers create their own profile'
);
select results_eq($$ select full_name from public.profiles $$, $$ values ('Cliente') $$, 'customers read their own profile only');
update public.profiles set full_name = 'Outro' where id = '0000000b-0000-4000-8000-000000000161';
select throws_ok(
  $$ insert into public.profiles (id, full_name) values ('0000000b-0000-4000-8000-000000000161', 'Falso') $$,
  '42501', null, 'customers cannot create a profile for someone else'
);
select is_empty($$ select 1 from storage.objects where name like 'quem-pgtap/%' $$, 'customers cannot list catalogue pictures');
select throws_ok(
  $$ insert into storage.objects (bucket_id, name) values ('products', 'quem-pgtap/2_b.jpg') $$,
  '42501', null, 'customers cannot upload catalogue pictures'
);
select throws_matching(
  $$ select public.admin_create_category('Arte Quem', 'arte-quem-pgtap', 'cliente-quem-pgtap@example.com') $$,
  '^Permissão negada', 'customers cannot create categories, and are told so in pt-BR'
);
select throws_ok(
  $$ select public.admin_create_category('Arte Quem', 'arte-quem-pgtap', 'admin-quem-pgtap@oneboss.local') $$,
  '42501', null, 'naming an admin''s e-mail gives a customer nothing'
);

reset role;
select is((select price from public.products where id = '0000000f-0000-4000-8000-000000000162'), 10.00, 'a customer''s edit of a product changes nothing');
select is((select status from public.leads where name = 'Cliente quem pgTAP'), 'new', 'a customer''s lead starts as new whatever it asked for');
select is((select full_name from public.profiles where id = '0000000b-0000-4000-8000-000000000161'), 'Administradora', 'a customer''s edit of another profile changes nothing');

-- The admin.
select pg_temp.act_as('authenticated', '0000000b-0000-4000-8000-000000000161', 'admin-quem-pgtap@oneboss.local');
select results_eq(
  $$ select count(*)::int from public.product_images where product_id = '0000000f-0000-4000-8000-000000000163' $$,
  array[1], 'admins see the pictures of hidden products'
);
select results_eq(
  $$ select email, is_admin from public.admin_permissions where email = 'admin-quem-pgtap@oneboss.local' $$,
  $$ values ('admin-quem-pgtap@oneboss.local', true) $$,
  'a signed-in user reads their own admin row'
);
select is(
  (select status from public.leads where name = 'Lead quem pgTAP'), 'new', 'admins read leads'
);
select results_eq(
  $$ select count(*)::int from public.newsletter_subscribers where email = 'quem-pgtap@example.com' $$,
  array[1], 'admins read subscribers'
);
select results_eq(
  $$ select count(*)::int from storage.objects where name like 'quem-pgtap/%' $$,
  array[1], 'admins list catalogue pictures'
);
select lives_ok(
  $$ insert into storage.objects (bucket_id, name) values ('products', 'quem-pgtap/3_c.jpg') $$,
  'admins upload catalogue pictures'
);
select throws_ok(
  $$ select public.admin_create_category('Arte Quem', 'arte-quem-pgtap', 'outro-pgtap@oneboss.local') $$,
  '42501', null, 'an admin who names someone else creates nothing'
);
select throws_ok(
  $$ select public.admin_create_category('Arte Quem', 'arte-quem-pgtap', null) $$,
  '42501', null, 'nor one who names nobody'
);
select throws_ok(
  $$ select public.admin_create_category('  ', 'arte-quem-pgtap', 'admin-quem-pgtap@oneboss.local') $$,
  '23514', null, 'a category needs a name'
);
select throws_ok(
  $$ select public.admin_create_category('Quem de novo', 'quem-pgtap', 'admin-quem-pgtap@oneboss.local') $$,
  '23505', null, 'and a slug no other category has'
);

reset role;
update public.admin_permissions set is_admin = false where email = 'admin-quem-pgtap@oneboss.local';
select pg_temp.act_as('authenticated', '0000000b-0000-4000-8000-000000000161', 'admin-quem-pgtap@oneboss.local');
select ok(not public.is_current_user_admin(), 'an admin row switched off gives no admin rights');

reset role;
select results_eq(
  $$ select id, public, file_size_limit, allowed_mime_types from storage.buckets
     where id in ('partner-banners', 'partner-logos', 'products') order by id $$,
  $$ values ('partner-banners', true, 5242880::bigint, array['image/png', 'image/jpeg', 'image/webp']),
            ('partner-logos', true, 5242880::bigint, array['image/png', 'image/jpeg', 'image/webp']),
            ('products', true, 5242880::bigint, array['image/png', 'image/jpeg', 'image/webp']) $$,
  'the three public buckets take PNG, JPEG and WebP up to 5 MB'
);

select * from finish();
rollback;
