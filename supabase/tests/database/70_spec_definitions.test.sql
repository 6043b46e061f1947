-- A category's specification definitions: what a definition may declare, at most three on the
-- card, no change of type, key or bounds under stored values, options that stay while a listing
-- holds them, and a deleted definition leaves no value behind.
begin;
select plan(30);

insert into public.categories (id, name, value) values
  ('00000070-0000-4000-8000-0000000000c1', 'Barcos 70', 'barcos-70-pgtap'),
  ('00000070-0000-4000-8000-0000000000c2', 'Carros 70', 'carros-70-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000070-0000-4000-8000-0000000000d1', '00000070-0000-4000-8000-0000000000c1', 'Lanchas', 'lanchas-70'),
  ('00000070-0000-4000-8000-0000000000d2', '00000070-0000-4000-8000-0000000000c2', 'Esportivos', 'esportivos-70');
insert into public.spec_definitions (id, category_id, key, label, type, unit, decimals, min_value, max_value, headline) values
  ('00000070-0000-4000-8000-000000000001', '00000070-0000-4000-8000-0000000000c1', 'comprimento', 'Comprimento', 'number', 'ft', 1, 10, 300, true),
  ('00000070-0000-4000-8000-000000000002', '00000070-0000-4000-8000-0000000000c1', 'ano', 'Ano', 'year', null, 0, 1950, 2030, true),
  ('00000070-0000-4000-8000-000000000003', '00000070-0000-4000-8000-0000000000c1', 'cabines', 'Cabines', 'integer', null, 0, null, null, true),
  ('00000070-0000-4000-8000-000000000004', '00000070-0000-4000-8000-0000000000c1', 'motorizacao', 'Motorização', 'option', null, 0, null, null, false),
  ('00000070-0000-4000-8000-000000000005', '00000070-0000-4000-8000-0000000000c1', 'acessorios', 'Acessórios', 'options', null, 0, null, null, false),
  ('00000070-0000-4000-8000-000000000006', '00000070-0000-4000-8000-0000000000c1', 'estaleiro', 'Estaleiro', 'text', null, 0, null, null, false);
insert into public.spec_options (definition_id, value, label, position) values
  ('00000070-0000-4000-8000-000000000004', 'diesel', 'Diesel', 1),
  ('00000070-0000-4000-8000-000000000004', 'gasolina', 'Gasolina', 2),
  ('00000070-0000-4000-8000-000000000005', 'gerador', 'Gerador', 1),
  ('00000070-0000-4000-8000-000000000005', 'ar-condicionado', 'Ar-condicionado', 2);
insert into public.products (id, name, category_id, specs, published) values
  ('00000070-0000-4000-8000-0000000000a1', 'Lancha 70', '00000070-0000-4000-8000-0000000000c1',
   '{"comprimento": 45, "ano": 2020, "motorizacao": "diesel", "acessorios": ["gerador"]}', false);

-- What a definition may declare.
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type) values ('00000070-0000-4000-8000-0000000000c1', 'Comprimento Total', 'X', 'text') $$,
  '23514', null, 'a key is lowercase letters, digits and "_"'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type) values ('00000070-0000-4000-8000-0000000000c1', 'preco', 'Preço', 'number') $$,
  '23514', null, 'a key the shop''s URL uses is reserved'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type) values ('00000070-0000-4000-8000-0000000000c1', 'comprimento', 'Outro', 'number') $$,
  '23505', null, 'a key is unique in its category'
);
select lives_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type) values ('00000070-0000-4000-8000-0000000000c2', 'comprimento', 'Comprimento', 'number') $$,
  'the same key may describe another category'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type) values ('00000070-0000-4000-8000-0000000000c1', 'cor', 'Cor', 'cor') $$,
  '23514', null, 'the type is one of the seven'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type, unit) values ('00000070-0000-4000-8000-0000000000c1', 'fabricacao', 'Fabricação', 'year', 'h') $$,
  '23514', null, 'only numbers and integers have a unit'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type, unit) values ('00000070-0000-4000-8000-0000000000c1', 'calado', 'Calado', 'number', 'furlong') $$,
  '23514', null, 'the unit is one of the fixed table'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type, decimals) values ('00000070-0000-4000-8000-0000000000c1', 'pessoas', 'Pessoas', 'integer', 1) $$,
  '23514', null, 'only numbers have decimals'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type, sortable) values ('00000070-0000-4000-8000-0000000000c1', 'casco', 'Casco', 'option', true) $$,
  '23514', null, 'only range types sort the shop'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type, min_value, max_value) values ('00000070-0000-4000-8000-0000000000c1', 'boca', 'Boca', 'number', 20, 10) $$,
  '23514', null, 'the minimum is not above the maximum'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type, min_value) values ('00000070-0000-4000-8000-0000000000c1', 'bandeira', 'Bandeira', 'text', 1) $$,
  '23514', null, 'bounds are for range types only'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, subcategory_id, key, label, type) values ('00000070-0000-4000-8000-0000000000c1', '00000070-0000-4000-8000-0000000000d2', 'calado', 'Calado', 'number') $$,
  '23503', null, 'a definition is narrowed only to a subcategory of its own category'
);
select throws_ok(
  $$ insert into public.spec_definitions (category_id, key, label, type, headline) values ('00000070-0000-4000-8000-0000000000c1', 'potencia', 'Potência', 'integer', true) $$,
  'PT400', 'O card mostra no máximo três especificações por categoria. Desmarque outra antes de marcar "Potência".',
  'a fourth headline spec in a category is refused in pt-BR'
);
select lives_ok(
  $$ update public.spec_definitions set headline = false where key = 'cabines' and category_id = '00000070-0000-4000-8000-0000000000c1';
     insert into public.spec_definitions (category_id, key, label, type, headline) values ('00000070-0000-4000-8000-0000000000c1', 'potencia', 'Potência', 'integer', true) $$,
  'another may go on the card once one leaves it'
);

-- No change of meaning under stored values.
select throws_ok(
  $$ update public.spec_definitions set type = 'integer' where id = '00000070-0000-4000-8000-000000000001' $$,
  'PT409', 'Não é possível mudar o tipo, o identificador ou a categoria de "Comprimento": 1 anúncio(s) têm valor nela.',
  'the type of a definition with values cannot change'
);
select throws_ok(
  $$ update public.spec_definitions set key = 'comprimento_total' where id = '00000070-0000-4000-8000-000000000001' $$,
  'PT409', null, 'nor its key'
);
select throws_ok(
  $$ update public.spec_definitions set max_value = 40 where id = '00000070-0000-4000-8000-000000000001' $$,
  'PT409', 'Não é possível mudar os limites de "Comprimento": 1 anúncio(s) têm valores fora deles.',
  'nor bounds that a stored value breaks'
);
select lives_ok(
  $$ update public.spec_definitions set label = 'Comprimento total', max_value = 200, unit = 'm', position = 3 where id = '00000070-0000-4000-8000-000000000001' $$,
  'label, unit, order and bounds that every value keeps may change'
);
select lives_ok(
  $$ update public.spec_definitions set type = 'integer' where id = '00000070-0000-4000-8000-000000000003' $$,
  'the type of a definition without values may change'
);

-- Options.
select throws_ok(
  $$ insert into public.spec_options (definition_id, value, label) values ('00000070-0000-4000-8000-000000000004', 'Híbrido', 'Híbrido') $$,
  '23514', null, 'an option''s value is a slug'
);
select throws_ok(
  $$ insert into public.spec_options (definition_id, value, label) values ('00000070-0000-4000-8000-000000000004', 'diesel', 'Diesel 2') $$,
  '23505', null, 'an option''s value is unique in its definition'
);
select throws_ok(
  $$ insert into public.spec_options (definition_id, value, label) values ('00000070-0000-4000-8000-000000000001', 'curto', 'Curto') $$,
  'PT400', '"Comprimento total" não é uma especificação de opções.', 'only choice definitions have options'
);
select throws_ok(
  $$ delete from public.spec_options where definition_id = '00000070-0000-4000-8000-000000000004' and value = 'diesel' $$,
  'PT409', 'A opção "Diesel" de Motorização está em uso em 1 anúncio(s). Troque o valor nesses anúncios antes.',
  'an option a listing holds cannot be deleted'
);
select throws_ok(
  $$ update public.spec_options set value = 'gerador-diesel' where definition_id = '00000070-0000-4000-8000-000000000005' and value = 'gerador' $$,
  'PT409', null, 'nor renamed, also when held in a list'
);
select lives_ok(
  $$ update public.spec_options set label = 'Diesel (common rail)', position = 5 where definition_id = '00000070-0000-4000-8000-000000000004' and value = 'diesel' $$,
  'its label and order may change'
);
select lives_ok(
  $$ delete from public.spec_options where definition_id = '00000070-0000-4000-8000-000000000004' and value = 'gasolina' $$,
  'an option no listing holds may be deleted'
);
insert into public.spec_definitions (id, category_id, key, label, type) values
  ('00000070-0000-4000-8000-000000000007', '00000070-0000-4000-8000-0000000000c1', 'casco', 'Casco', 'option');
insert into public.spec_options (definition_id, value, label) values ('00000070-0000-4000-8000-000000000007', 'fibra', 'Fibra');
update public.spec_definitions set type = 'text' where id = '00000070-0000-4000-8000-000000000007';
select is(
  (select count(*)::int from public.spec_options where definition_id = '00000070-0000-4000-8000-000000000007'), 0,
  'a definition that stops being a choice keeps no options'
);

-- Deleting a definition.
delete from public.spec_definitions where id = '00000070-0000-4000-8000-000000000004';
select is(
  (select specs from public.products where id = '00000070-0000-4000-8000-0000000000a1'),
  '{"comprimento": 45, "ano": 2020, "acessorios": ["gerador"]}'::jsonb,
  'a deleted definition''s values leave every listing, the others stay'
);
select is(
  (select count(*)::int from public.spec_options where definition_id = '00000070-0000-4000-8000-000000000004'), 0,
  'its options go with it'
);
delete from public.products where category_id = '00000070-0000-4000-8000-0000000000c2';
delete from public.categories where id = '00000070-0000-4000-8000-0000000000c2';
select is(
  (select count(*)::int from public.spec_definitions where category_id = '00000070-0000-4000-8000-0000000000c2'), 0,
  'a deleted category''s definitions go with it'
);

select * from finish();
rollback;
