-- Moderation (20261128212100): a member of an untrusted seller cannot make anything public alone.
-- Publishing, and the price, sale price, descriptions and pictures of a published listing, wait in
-- a revision while the public keeps the approved values; only an admin approves (applying them)
-- or rejects with a reason; a trusted seller skips the queue; every step is audited.
begin;
select plan(34);

insert into auth.users (id, email, email_confirmed_at) values
  ('00000091-0000-4000-8000-000000000001', 'admin-moderacao-pgtap@oneboss.local', now()),
  ('00000091-0000-4000-8000-000000000002', 'membro-moderacao-pgtap@example.com', now()),
  ('00000091-0000-4000-8000-000000000003', 'membro-confiavel-pgtap@example.com', now());
insert into public.admin_permissions (email) values ('admin-moderacao-pgtap@oneboss.local');
insert into public.sellers (id, slug, name, kind, whatsapp, trusted) values
  ('00000091-0000-4000-8000-0000000000a0', 'moderado-pgtap', 'Moderado', 'corretor', '5511911110000', false),
  ('00000091-0000-4000-8000-0000000000b0', 'confiavel-pgtap', 'Confiável', 'corretor', '5511922220000', true);
insert into public.categories (id, name, value) values ('00000091-0000-4000-8000-0000000000c1', 'Moderação 91', 'moderacao-91-pgtap');
insert into public.products (id, name, category_id, seller_id, price, description, published) values
  ('00000091-0000-4000-8000-0000000000a1', 'Publicado 91', '00000091-0000-4000-8000-0000000000c1', '00000091-0000-4000-8000-0000000000a0', 100000, 'Original', true),
  ('00000091-0000-4000-8000-0000000000b1', 'Confiável 91', '00000091-0000-4000-8000-0000000000c1', '00000091-0000-4000-8000-0000000000b0', 200000, 'Original', true);
insert into public.product_images (id, product_id, url) values
  ('00000091-0000-4000-8000-0000000001a1', '00000091-0000-4000-8000-0000000000a1', 'https://x.test/storage/v1/object/public/products/00000091-0000-4000-8000-0000000000a1/1_a.jpg');
insert into public.seller_members (seller_id, user_id) values
  ('00000091-0000-4000-8000-0000000000a0', '00000091-0000-4000-8000-000000000002'),
  ('00000091-0000-4000-8000-0000000000b0', '00000091-0000-4000-8000-000000000003');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

-- The member of the untrusted seller.
select pg_temp.act_as('authenticated', '00000091-0000-4000-8000-000000000002');
select lives_ok(
  $$ update public.products set price = 90000, description = 'Nova descrição', name = 'Publicado 91 revisto', featured = true
     where id = '00000091-0000-4000-8000-0000000000a1' $$,
  'a member saves a change to a published listing'
);
select is(
  (select (price, description, name, featured) from public.products where id = '00000091-0000-4000-8000-0000000000a1'),
  (100000.00::numeric(14, 2), 'Original'::text, 'Publicado 91 revisto'::text, false),
  'the price and description keep their approved values, other fields change, the highlight is not theirs'
);
select is(
  (select changes from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000a1' and status = 'pending'),
  '{"price": 90000.00, "description": "Nova descrição"}'::jsonb,
  'the proposal waits in a pending revision'
);
select lives_ok(
  $$ update public.products set sale_price = 85000 where id = '00000091-0000-4000-8000-0000000000a1' $$,
  'a later change'
);
select is(
  (select count(*)::int from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000a1' and status = 'pending'),
  1, 'joins the same revision'
);
select lives_ok(
  $$ update public.products set short_description = '' where id = '00000091-0000-4000-8000-0000000000a1' $$,
  'an empty short description saved over none (20261129020100)'
);
select is(
  (select changes ? 'short_description' from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000a1' and status = 'pending'),
  false, 'proposes nothing to review'
);
select lives_ok(
  $$ insert into public.product_images (id, product_id, url) values ('00000091-0000-4000-8000-0000000001a2', '00000091-0000-4000-8000-0000000000a1',
       'https://x.test/storage/v1/object/public/products/00000091-0000-4000-8000-0000000000a1/2_a.jpg') $$,
  'a new picture is accepted'
);
select is((select pending from public.product_images where id = '00000091-0000-4000-8000-0000000001a2'), 'add', 'but waits');
select lives_ok($$ delete from public.product_images where id = '00000091-0000-4000-8000-0000000001a1' $$, 'a removed picture');
select is((select pending from public.product_images where id = '00000091-0000-4000-8000-0000000001a1'), 'remove', 'stays until approved');
select throws_ok(
  $$ update public.product_images set url = 'https://x.test/storage/v1/object/public/products/00000091-0000-4000-8000-0000000000a1/9_a.jpg'
     where id = '00000091-0000-4000-8000-0000000001a1' $$,
  '42501', null, 'a published picture cannot be swapped in place'
);
select lives_ok($$ update public.product_images set pending = null where id = '00000091-0000-4000-8000-0000000001a2' $$, 'clearing the pending mark');
select is((select pending from public.product_images where id = '00000091-0000-4000-8000-0000000001a2'), 'add', 'changes nothing');
select lives_ok(
  $$ insert into public.products (id, name, category_id, seller_id, price, published) values
       ('00000091-0000-4000-8000-0000000000a2', 'Novo 91', '00000091-0000-4000-8000-0000000000c1', '00000091-0000-4000-8000-0000000000a0', 50000, true) $$,
  'a new listing asked published'
);
select is((select published from public.products where id = '00000091-0000-4000-8000-0000000000a2'), false, 'is saved hidden');
select is(
  (select changes from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000a2' and status = 'pending'),
  '{"published": true}'::jsonb, 'with its publication waiting'
);
select throws_ok($$ insert into public.product_revisions (product_id, seller_id) values ('00000091-0000-4000-8000-0000000000a1', '00000091-0000-4000-8000-0000000000a0') $$,
  '42501', null, 'a member cannot write revisions');
select throws_ok($$ update public.product_revisions set status = 'approved' $$, '42501', null, 'nor approve by an update');
select throws_ok(
  $$ select public.approve_product_revision((select id from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000a1' and status = 'pending')) $$,
  '42501', null, 'nor through the review function'
);

-- The public meanwhile.
reset role;
select pg_temp.act_as('anon', null);
select is((select price from public.products where id = '00000091-0000-4000-8000-0000000000a1'), 100000.00::numeric(14, 2), 'visitors see the approved price');
select results_eq(
  $$ select id from public.product_images where product_id = '00000091-0000-4000-8000-0000000000a1' $$,
  $$ values ('00000091-0000-4000-8000-0000000001a1'::uuid) $$, 'and the approved pictures'
);
select is_empty($$ select 1 from public.products where id = '00000091-0000-4000-8000-0000000000a2' $$, 'and not the unapproved listing');

-- The trusted seller's member.
reset role;
select pg_temp.act_as('authenticated', '00000091-0000-4000-8000-000000000003');
select lives_ok($$ update public.products set price = 190000 where id = '00000091-0000-4000-8000-0000000000b1' $$, 'a trusted seller''s member changes a price');
select is((select price from public.products where id = '00000091-0000-4000-8000-0000000000b1'), 190000.00::numeric(14, 2), 'at once');
select is_empty($$ select 1 from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000b1' $$, 'without a revision');

-- The admin reviews.
reset role;
select pg_temp.act_as('authenticated', '00000091-0000-4000-8000-000000000001');
select throws_ok(
  $$ select public.reject_product_revision((select id from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000a2'), '  ') $$,
  '22023', null, 'a rejection needs a reason'
);
select lives_ok(
  $$ select public.reject_product_revision((select id from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000a2'), 'Faltam fotos do interior.') $$,
  'an admin rejects a new listing with a reason'
);
select is(
  (select (r.status, r.reason, p.published) from public.product_revisions r join public.products p on p.id = r.product_id
   where r.product_id = '00000091-0000-4000-8000-0000000000a2'),
  ('rejected'::text, 'Faltam fotos do interior.'::text, false), 'which stays hidden, the reason kept'
);
select lives_ok(
  $$ select public.approve_product_revision((select id from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000a1' and status = 'pending')) $$,
  'and approves the published listing''s changes'
);
select is(
  (select (price, sale_price, description) from public.products where id = '00000091-0000-4000-8000-0000000000a1'),
  (90000.00::numeric(14, 2), 85000.00::numeric(14, 2), 'Nova descrição'::text), 'which apply'
);
select results_eq(
  $$ select id, pending from public.product_images where product_id = '00000091-0000-4000-8000-0000000000a1' $$,
  $$ values ('00000091-0000-4000-8000-0000000001a2'::uuid, null::text) $$, 'with the pictures'
);
select throws_ok(
  $$ select public.approve_product_revision((select id from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000a1')) $$,
  'PT409', null, 'a revision is reviewed once'
);
select results_eq(
  $$ select distinct table_name, actor_id from public.audit_log
     where table_name in ('products', 'product_revisions') and (record_id = '00000091-0000-4000-8000-0000000000a1'
       or record_id = (select id::text from public.product_revisions where product_id = '00000091-0000-4000-8000-0000000000a1'))
     order by 1, 2 $$,
  $$ values
       ('product_revisions', '00000091-0000-4000-8000-000000000001'::uuid),
       ('product_revisions', '00000091-0000-4000-8000-000000000002'::uuid),
       ('products', '00000091-0000-4000-8000-000000000001'::uuid),
       ('products', '00000091-0000-4000-8000-000000000002'::uuid) $$,
  'the proposals and the review are audited with who made them'
);

select * from finish();
rollback;
