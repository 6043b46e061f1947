-- The catalogue's free text has upper bounds (products and partners), whoever writes: a value at
-- the limit is kept, one character more is refused with the constraint's name.
begin;
select plan(10);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000521', 'Teste limites', 'teste-limites-pgtap');
insert into public.products (id, name, price, category_id)
values ('0000000f-0000-4000-8000-000000000522', 'Relógio de Teste', 1000, '0000000f-0000-4000-8000-000000000521');
insert into public.partners (id, name, logo_url)
values ('0000000f-0000-4000-8000-000000000523', 'Parceiro de Teste', 'https://example.com/logo.png');

select lives_ok(
  $$ update public.products set name = repeat('é', 150), short_description = repeat('é', 300), description = '<p>' || repeat('é', 19993) || '</p>'
     where id = '0000000f-0000-4000-8000-000000000522' $$,
  'a product keeps a 150-character name, a 300-character short description and a 20000-character description'
);
select throws_ok(
  $$ update public.products set name = repeat('é', 151) where id = '0000000f-0000-4000-8000-000000000522' $$,
  '23514', 'new row for relation "products" violates check constraint "products_name_length"',
  'a product name of 151 characters is refused'
);
select throws_ok(
  $$ update public.products set short_description = repeat('a', 301) where id = '0000000f-0000-4000-8000-000000000522' $$,
  '23514', 'new row for relation "products" violates check constraint "products_short_description_length"',
  'a short description of 301 characters is refused'
);
select throws_ok(
  $$ update public.products set description = '<p>' || repeat('a', 19994) || '</p>' where id = '0000000f-0000-4000-8000-000000000522' $$,
  '23514', 'new row for relation "products" violates check constraint "products_description_length"',
  'a description of 20001 characters, markup included, is refused'
);
select throws_ok(
  $$ insert into public.products (name, price, category_id, description)
     values ('Outro', 10, '0000000f-0000-4000-8000-000000000521', repeat('a', 1000000)) $$,
  '23514', null,
  'a new product with an oversized description is refused too'
);
select lives_ok(
  $$ update public.products set short_description = null, description = null where id = '0000000f-0000-4000-8000-000000000522' $$,
  'the descriptions stay optional'
);

select lives_ok(
  $$ update public.partners set name = repeat('é', 100), description = repeat('é', 1000) where id = '0000000f-0000-4000-8000-000000000523' $$,
  'a partner keeps a 100-character name and a 1000-character description'
);
select throws_ok(
  $$ update public.partners set name = repeat('a', 101) where id = '0000000f-0000-4000-8000-000000000523' $$,
  '23514', 'new row for relation "partners" violates check constraint "partners_name_length"',
  'a partner name of 101 characters is refused'
);
select throws_ok(
  $$ update public.partners set description = repeat('a', 1001) where id = '0000000f-0000-4000-8000-000000000523' $$,
  '23514', 'new row for relation "partners" violates check constraint "partners_description_length"',
  'a partner description of 1001 characters is refused'
);
select lives_ok(
  $$ update public.partners set description = null where id = '0000000f-0000-4000-8000-000000000523' $$,
  'a partner description stays optional'
);

select * from finish();
rollback;
