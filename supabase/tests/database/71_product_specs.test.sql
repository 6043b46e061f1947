-- A listing's specification values, judged by the database against the category's definitions
-- with a pt-BR text naming the field, and publishing only a complete listing.
begin;
select plan(35);

insert into public.categories (id, name, value) values
  ('00000071-0000-4000-8000-0000000000c1', 'Barcos 71', 'barcos-71-pgtap'),
  ('00000071-0000-4000-8000-0000000000c2', 'Sem fichas 71', 'sem-fichas-71-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000071-0000-4000-8000-0000000000d1', '00000071-0000-4000-8000-0000000000c1', 'Veleiros', 'veleiros-71'),
  ('00000071-0000-4000-8000-0000000000d2', '00000071-0000-4000-8000-0000000000c1', 'Lanchas', 'lanchas-71');
insert into public.spec_definitions (id, category_id, subcategory_id, key, label, type, unit, decimals, min_value, max_value, required, position) values
  ('00000071-0000-4000-8000-000000000001', '00000071-0000-4000-8000-0000000000c1', null, 'comprimento', 'Comprimento', 'number', 'ft', 1, 10, 300, true, 1),
  ('00000071-0000-4000-8000-000000000002', '00000071-0000-4000-8000-0000000000c1', null, 'ano', 'Ano', 'year', null, 0, 1950, null, true, 2),
  ('00000071-0000-4000-8000-000000000003', '00000071-0000-4000-8000-0000000000c1', null, 'cabines', 'Cabines', 'integer', null, 0, null, 20, false, 3),
  ('00000071-0000-4000-8000-000000000004', '00000071-0000-4000-8000-0000000000c1', null, 'motorizacao', 'Motorização', 'option', null, 0, null, null, false, 4),
  ('00000071-0000-4000-8000-000000000005', '00000071-0000-4000-8000-0000000000c1', null, 'acessorios', 'Acessórios', 'options', null, 0, null, null, false, 5),
  ('00000071-0000-4000-8000-000000000006', '00000071-0000-4000-8000-0000000000c1', null, 'estaleiro', 'Estaleiro', 'text', null, 0, null, null, false, 6),
  ('00000071-0000-4000-8000-000000000007', '00000071-0000-4000-8000-0000000000c1', null, 'blindado', 'Blindado', 'boolean', null, 0, null, null, false, 7),
  ('00000071-0000-4000-8000-000000000008', '00000071-0000-4000-8000-0000000000c1', '00000071-0000-4000-8000-0000000000d1', 'quilha', 'Quilha', 'option', null, 0, null, null, false, 8),
  ('00000071-0000-4000-8000-000000000009', '00000071-0000-4000-8000-0000000000c1', null, 'horas_motor', 'Horas de motor', 'integer', 'h', 0, 0, null, false, 9);
insert into public.spec_options (definition_id, value, label) values
  ('00000071-0000-4000-8000-000000000004', 'diesel', 'Diesel'),
  ('00000071-0000-4000-8000-000000000005', 'gerador', 'Gerador'),
  ('00000071-0000-4000-8000-000000000005', 'radar', 'Radar'),
  ('00000071-0000-4000-8000-000000000008', 'fixa', 'Fixa');

-- A draft of the category, written through a function so each test names only its values.
create function pg_temp.draft(_specs text, _subcategory uuid default null) returns void language sql as $$
  insert into public.products (name, category_id, subcategory_id, specs, published)
  values ('Rascunho 71', '00000071-0000-4000-8000-0000000000c1', _subcategory, _specs::jsonb, false)
$$;

select lives_ok(
  $$ select pg_temp.draft('{"comprimento": 45.5, "ano": 2019, "cabines": 3, "motorizacao": "diesel", "acessorios": ["gerador", "radar"], "estaleiro": "Azimut", "blindado": false}') $$,
  'values of every type that fit their definitions are kept'
);
select is(
  (select specs from public.products where name = 'Rascunho 71'),
  '{"comprimento": 45.5, "ano": 2019, "cabines": 3, "motorizacao": "diesel", "acessorios": ["gerador", "radar"], "estaleiro": "Azimut", "blindado": false}'::jsonb,
  'as they were sent'
);
delete from public.products where name = 'Rascunho 71';
select lives_ok($$ select pg_temp.draft('{"comprimento": null, "estaleiro": "", "acessorios": [], "cabines": 2}') $$, 'blank fields are accepted');
select is(
  (select specs from public.products where name = 'Rascunho 71'), '{"cabines": 2}'::jsonb,
  'and stored as no value'
);

select throws_ok($$ select pg_temp.draft('{"cor": "azul"}') $$, 'PT400', 'A especificação "cor" não existe nesta categoria.', 'an unknown key is refused');
select throws_ok($$ select pg_temp.draft('[1, 2]') $$, 'PT400', 'As especificações do produto são inválidas.', 'specs are an object');
select throws_ok($$ select pg_temp.draft('{"comprimento": "45"}') $$, 'PT400', 'Comprimento deve ser um número.', 'a number is a JSON number');
select throws_ok($$ select pg_temp.draft('{"comprimento": 45.25}') $$, 'PT400', 'Comprimento aceita no máximo 1 casa decimal.', 'a number keeps its definition''s decimals');
select lives_ok($$ select pg_temp.draft('{"comprimento": 45.50}') $$, 'trailing zeros are no extra decimals');
select throws_ok($$ select pg_temp.draft('{"comprimento": 5}') $$, 'PT400', 'Comprimento deve estar entre 10 e 300 pés.', 'a number below its minimum, with both bounds and the unit');
select throws_ok($$ select pg_temp.draft('{"comprimento": 1000}') $$, 'PT400', 'Comprimento deve estar entre 10 e 300 pés.', 'a number above its maximum');
select throws_ok($$ select pg_temp.draft('{"cabines": 2.5}') $$, 'PT400', 'Cabines deve ser um número inteiro.', 'an integer is whole');
select throws_ok($$ select pg_temp.draft('{"cabines": 21}') $$, 'PT400', 'Cabines deve ser no máximo 20.', 'an integer above its maximum');
select throws_ok($$ select pg_temp.draft('{"horas_motor": -1}') $$, 'PT400', 'Horas de motor deve ser no mínimo 0 h.', 'an integer below its minimum');
select throws_ok($$ select pg_temp.draft('{"ano": 1949}') $$, 'PT400', 'Ano deve ser no mínimo 1950.', 'a year below its minimum, written as a year');
select throws_ok($$ select pg_temp.draft('{"ano": 20190}') $$, 'PT400', 'Ano deve ser um ano com quatro dígitos.', 'a year has four digits');
select throws_ok($$ select pg_temp.draft('{"ano": 2019.5}') $$, 'PT400', 'Ano deve ser um número inteiro.', 'a year is whole');
select throws_ok($$ select pg_temp.draft('{"blindado": "sim"}') $$, 'PT400', 'Blindado deve ser Sim ou Não.', 'a boolean is true or false');
select throws_ok($$ select pg_temp.draft('{"motorizacao": "eletrica"}') $$, 'PT400', 'Opção inválida para Motorização: "eletrica".', 'an option not of the definition');
select throws_ok($$ select pg_temp.draft('{"motorizacao": "gerador"}') $$, 'PT400', 'Opção inválida para Motorização: "gerador".', 'an option of another definition');
select throws_ok($$ select pg_temp.draft('{"motorizacao": ["diesel"]}') $$, 'PT400', 'Opção inválida para Motorização: ["diesel"].', 'one option is a single value');
select throws_ok($$ select pg_temp.draft('{"acessorios": "gerador"}') $$, 'PT400', 'Acessórios deve ser uma lista de opções.', 'several options are a list');
select throws_ok($$ select pg_temp.draft('{"acessorios": ["gerador", "sonar"]}') $$, 'PT400', 'Opção inválida para Acessórios: "sonar".', 'every listed option belongs to the definition');
select throws_ok($$ select pg_temp.draft('{"acessorios": ["gerador", "gerador"]}') $$, 'PT400', 'Acessórios tem opções repetidas.', 'listed options are distinct');
select throws_ok(format($$ select pg_temp.draft('{"estaleiro": "%s"}') $$, repeat('a', 201)), 'PT400', 'Estaleiro pode ter no máximo 200 caracteres.', 'a text has at most 200 characters');
select throws_ok($$ select pg_temp.draft('{"estaleiro": "Azimut\u0007"}') $$, 'PT400', 'Estaleiro tem caracteres inválidos.', 'a text has no control characters');
select throws_ok(
  $$ select pg_temp.draft('{"quilha": "fixa"}', '00000071-0000-4000-8000-0000000000d2') $$,
  'PT400', 'Quilha só vale para a subcategoria Veleiros.', 'a definition narrowed to a subcategory refuses listings of another'
);
select lives_ok($$ select pg_temp.draft('{"quilha": "fixa"}', '00000071-0000-4000-8000-0000000000d1') $$, 'and takes its own subcategory''s');

-- Publishing, as the staff do it.
insert into public.admin_permissions (email) values ('admin-71-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values ('00000071-0000-4000-8000-0000000000b1', 'admin-71-pgtap@oneboss.local', now());
create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;
select pg_temp.act_as('authenticated', '00000071-0000-4000-8000-0000000000b1');
select throws_ok(
  $$ insert into public.products (name, category_id, specs, published) values ('Publicado 71', '00000071-0000-4000-8000-0000000000c1', '{"ano": 2020}', true) $$,
  'PT400', 'Para publicar, preencha: UF, cidade, Comprimento.', 'publishing needs the location and every required value, listed in pt-BR'
);
insert into public.products (id, name, category_id, specs, published, uf, city_id) values
  ('00000071-0000-4000-8000-0000000000a1', 'Publicado 71', '00000071-0000-4000-8000-0000000000c1', '{"ano": 2020, "comprimento": 60}', true, 'SC', 4205407);
select throws_ok(
  $$ update public.products set specs = specs - 'comprimento' where id = '00000071-0000-4000-8000-0000000000a1' $$,
  'PT400', 'Para publicar, preencha: Comprimento.', 'a published listing cannot lose a required value'
);
-- A field made required after a listing was published does not lock the listing.
update public.spec_definitions set required = true where id = '00000071-0000-4000-8000-000000000003';
select lives_ok(
  $$ update public.products set price = 900000 where id = '00000071-0000-4000-8000-0000000000a1' $$,
  'a listing published before a field became required still takes other edits'
);
select throws_ok(
  $$ update public.products set published = false where id = '00000071-0000-4000-8000-0000000000a1';
     update public.products set published = true where id = '00000071-0000-4000-8000-0000000000a1' $$,
  'PT400', 'Para publicar, preencha: Cabines.', 'but publishing it again needs that field'
);
select lives_ok(
  $$ insert into public.products (name, category_id, published) values ('Sem fichas 71', '00000071-0000-4000-8000-0000000000c2', true) $$,
  'a category staff have not described yet publishes as before'
);
reset role;
select pg_temp.act_as('service_role', null);
select lives_ok(
  $$ insert into public.products (name, category_id, specs, published) values ('Carga 71', '00000071-0000-4000-8000-0000000000c1', '{"ano": 2020}', true) $$,
  'the backend''s own loaders publish as they are told'
);
select throws_ok(
  $$ insert into public.products (name, category_id, specs, published) values ('Carga 71b', '00000071-0000-4000-8000-0000000000c1', '{"ano": "2020"}', true) $$,
  'PT400', 'Ano deve ser um número.', 'their values still checked'
);
reset role;

select * from finish();
rollback;
