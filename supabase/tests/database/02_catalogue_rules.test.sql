-- Constraints and guards that keep the catalogue consistent, whoever writes to it.
begin;
select plan(9);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000001', 'Teste', 'teste-pgtap');
insert into public.subcategories (id, category_id, name, type)
values ('0000000f-0000-4000-8000-000000000002', '0000000f-0000-4000-8000-000000000001', 'Sub', 'sub');
insert into public.attributes (id, subcategory_id, attribute)
values ('0000000f-0000-4000-8000-000000000003', '0000000f-0000-4000-8000-000000000002', 'Atributo');
insert into public.products (id, name, price, category_id, subcategory_id, attribute_id)
values ('0000000f-0000-4000-8000-000000000004', 'Relógio de Teste', 1000, '0000000f-0000-4000-8000-000000000001',
        '0000000f-0000-4000-8000-000000000002', '0000000f-0000-4000-8000-000000000003');

select throws_ok(
  $$ delete from public.categories where id = '0000000f-0000-4000-8000-000000000001' $$,
  '23503', 'Não é possível excluir: existem produtos nesta categoria.',
  'a category with products cannot be deleted'
);

select throws_ok(
  $$ delete from public.subcategories where id = '0000000f-0000-4000-8000-000000000002' $$,
  '23503', 'Não é possível excluir: existem produtos nesta subcategoria.',
  'a subcategory with products cannot be deleted'
);

delete from public.attributes where id = '0000000f-0000-4000-8000-000000000003';
select is(
  (select attribute_id from public.products where id = '0000000f-0000-4000-8000-000000000004'), null,
  'deleting an attribute clears it on its products'
);

select throws_ok(
  $$ update public.products set price_on_request = true where id = '0000000f-0000-4000-8000-000000000004' $$,
  '23514', null, 'a product on request keeps no price'
);

select throws_ok(
  $$ insert into public.products (name, price, category_id)
     values ('Negativo', -1, '0000000f-0000-4000-8000-000000000001') $$,
  '23514', null, 'prices are never negative'
);

select throws_ok(
  $$ insert into public.leads (name, status) values ('Ana', 'ganho') $$,
  '23514', null, 'a lead is new, contacted, negotiating, closed or lost, nothing else'
);

insert into public.newsletter_subscribers (email) values ('Pgtap@Example.com');
select throws_ok(
  $$ insert into public.newsletter_subscribers (email) values ('pgtap@EXAMPLE.com') $$,
  '23505', null, 'a newsletter e-mail is unique whatever its case'
);

select throws_ok(
  $$ insert into public.product_images (product_id, url)
     values ('0000000f-0000-4000-8000-000000000004', 'https://example.com/foto.jpg') $$,
  '23514', null, 'product pictures come from the public products bucket only'
);

select is(
  (select search_text like '%relogio de teste%' from public.products where id = '0000000f-0000-4000-8000-000000000004'),
  true, 'search_text is lower-case and unaccented'
);

select * from finish();
rollback;
