-- Who reads and writes specifications, values and addresses: everyone reads definitions,
-- options and municipalities; only admins write them; a listing's values and location are read
-- with the listing (hidden ones by admins only); the exact address is for admins alone. Staff
-- writes are audited.
begin;
select plan(24);

insert into auth.users (id, email, email_confirmed_at) values
  ('00000073-0000-4000-8000-000000000001', 'admin-fichas-pgtap@oneboss.local', now()),
  ('00000073-0000-4000-8000-000000000002', 'cliente-fichas-pgtap@example.com', now());
insert into public.admin_permissions (email) values ('admin-fichas-pgtap@oneboss.local');
insert into public.categories (id, name, value) values ('00000073-0000-4000-8000-0000000000c1', 'Fichas 73', 'fichas-73-pgtap');
insert into public.spec_definitions (id, category_id, key, label, type) values
  ('00000073-0000-4000-8000-000000000001', '00000073-0000-4000-8000-0000000000c1', 'combustivel', 'Combustível', 'option');
insert into public.spec_options (definition_id, value, label) values ('00000073-0000-4000-8000-000000000001', 'diesel', 'Diesel');
insert into public.products (id, name, category_id, specs, uf, city_id, neighbourhood, published) values
  ('00000073-0000-4000-8000-0000000000a1', 'Visível 73', '00000073-0000-4000-8000-0000000000c1', '{"combustivel": "diesel"}', 'SC', 4205407, 'Jurerê', true),
  ('00000073-0000-4000-8000-0000000000a2', 'Oculto 73', '00000073-0000-4000-8000-0000000000c1', '{"combustivel": "diesel"}', 'SC', 4205407, 'Centro', false);
insert into public.product_private_addresses (product_id, address) values
  ('00000073-0000-4000-8000-0000000000a1', 'Av. dos Búzios, 1000');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

-- Visitors.
select pg_temp.act_as('anon', null);
select isnt_empty($$ select 1 from public.spec_definitions where id = '00000073-0000-4000-8000-000000000001' $$, 'visitors read definitions');
select isnt_empty($$ select 1 from public.spec_options where definition_id = '00000073-0000-4000-8000-000000000001' $$, 'and their options');
select is((select count(*)::int from public.municipalities where uf = 'SC'), 295, 'and the municipalities');
select is(
  (select (specs, uf, city_id, neighbourhood) from public.products where id = '00000073-0000-4000-8000-0000000000a1'),
  ('{"combustivel": "diesel"}'::jsonb, 'SC'::char(2), 4205407, 'Jurerê'::text),
  'and a published listing''s values and location'
);
select is_empty($$ select specs from public.products where id = '00000073-0000-4000-8000-0000000000a2' $$, 'not a hidden one''s');
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type) values ('00000073-0000-4000-8000-0000000000c1', 'cor', 'Cor', 'text') $$,
  '42501', null, 'visitors cannot create definitions'
);
select throws_ok($$ update public.spec_options set label = 'x' $$, '42501', null, 'nor edit options');
select throws_ok($$ select * from public.product_private_addresses $$, '42501', null, 'nor read private addresses');
select throws_ok($$ delete from public.municipalities where id = 4205407 $$, '42501', null, 'nor change municipalities');

-- A signed-in buyer.
reset role;
select pg_temp.act_as('authenticated', '00000073-0000-4000-8000-000000000002');
select isnt_empty($$ select 1 from public.spec_definitions where id = '00000073-0000-4000-8000-000000000001' $$, 'a buyer reads definitions');
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type) values ('00000073-0000-4000-8000-0000000000c1', 'cor', 'Cor', 'text') $$,
  '42501', null, 'a buyer cannot create definitions'
);
select is_empty($$ update public.spec_definitions set label = 'x' returning id $$, 'nor edit them');
select is_empty($$ delete from public.spec_options returning id $$, 'nor delete options');
select is_empty($$ update public.products set specs = '{}' returning id $$, 'nor change a listing''s values');
select is_empty($$ select 1 from public.product_private_addresses $$, 'a buyer reads no private address');
select throws_ok(
  $$ insert into public.product_private_addresses (product_id, address) values ('00000073-0000-4000-8000-0000000000a2', 'Rua X') $$,
  '42501', null, 'nor writes one'
);

-- An admin.
reset role;
select pg_temp.act_as('authenticated', '00000073-0000-4000-8000-000000000001');
select lives_ok(
  $$ insert into public.spec_definitions (id, category_id, key, label, type, filterable) values
       ('00000073-0000-4000-8000-000000000002', '00000073-0000-4000-8000-0000000000c1', 'cor', 'Cor', 'option', true);
     insert into public.spec_options (definition_id, value, label) values ('00000073-0000-4000-8000-000000000002', 'azul', 'Azul');
     update public.spec_definitions set label = 'Cor externa' where id = '00000073-0000-4000-8000-000000000002' $$,
  'an admin creates and edits definitions and options'
);
select is(
  (select (specs, neighbourhood) from public.products where id = '00000073-0000-4000-8000-0000000000a2'),
  ('{"combustivel": "diesel"}'::jsonb, 'Centro'::text),
  'and reads a hidden listing''s values and location'
);
select lives_ok(
  $$ update public.products set specs = specs || '{"cor": "azul"}' where id = '00000073-0000-4000-8000-0000000000a2' $$,
  'and writes values'
);
select is(
  (select address from public.product_private_addresses where product_id = '00000073-0000-4000-8000-0000000000a1'),
  'Av. dos Búzios, 1000', 'and reads the private address'
);
select lives_ok(
  $$ insert into public.product_private_addresses (product_id, address) values ('00000073-0000-4000-8000-0000000000a2', 'Rua das Gaivotas, 12') $$,
  'and writes one'
);
select lives_ok(
  $$ delete from public.spec_definitions where id = '00000073-0000-4000-8000-000000000002' $$,
  'and deletes a definition with values, which leave the listings'
);
select results_eq(
  $$ select table_name, action from public.audit_log
     where record_id in ('00000073-0000-4000-8000-000000000002', '00000073-0000-4000-8000-0000000000a2')
       and table_name in ('spec_definitions', 'product_private_addresses')
     order by id $$,
  $$ values ('spec_definitions', 'insert'), ('spec_definitions', 'update'), ('product_private_addresses', 'insert'), ('spec_definitions', 'delete') $$,
  'staff writes to definitions and addresses are audited, an address under its listing''s id'
);
select is(
  (select count(*)::int from public.audit_log where table_name = 'products' and record_id = '00000073-0000-4000-8000-0000000000a2'
     and new_values -> 'specs' ? 'cor'),
  1, 'a listing''s values are audited with the listing'
);

select * from finish();
rollback;
