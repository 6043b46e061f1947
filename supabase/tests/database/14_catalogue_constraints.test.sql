-- What every product, category, lead and picture row must be, whoever writes it: defaults, price
-- and stock rules, unique names within their parent, and what deleting catalogue structure does.
begin;
select plan(31);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000141', 'Restrição', 'restricao-pgtap'),
       ('0000000f-0000-4000-8000-000000000142', 'Outra Restrição', 'outra-restricao-pgtap');
insert into public.subcategories (id, category_id, name, type)
values ('0000000f-0000-4000-8000-000000000143', '0000000f-0000-4000-8000-000000000141', 'Sub', 'sub-restricao');
insert into public.attributes (id, subcategory_id, attribute)
values ('0000000f-0000-4000-8000-000000000144', '0000000f-0000-4000-8000-000000000143', 'Atributo');
insert into public.products (id, name, price, category_id, subcategory_id, attribute_id)
values ('0000000f-0000-4000-8000-000000000145', 'Produto pgTAP', 10, '0000000f-0000-4000-8000-000000000141',
        '0000000f-0000-4000-8000-000000000143', '0000000f-0000-4000-8000-000000000144');

select results_eq(
  $$ select published, featured, stock_quantity, price_on_request from public.products where id = '0000000f-0000-4000-8000-000000000145' $$,
  $$ values (true, false, 1, false) $$,
  'a new product is published, not featured, one in stock and priced'
);

select throws_ok(
  $$ insert into public.products (name, price, sale_price, category_id) values ('X', 10, -0.01, '0000000f-0000-4000-8000-000000000141') $$,
  '23514', null, 'a sale price is never negative'
);
select throws_ok(
  $$ insert into public.products (name, price, stock_quantity, category_id) values ('X', 10, -1, '0000000f-0000-4000-8000-000000000141') $$,
  '23514', null, 'stock is never negative'
);
select throws_ok(
  $$ insert into public.products (name, price, price_on_request, category_id) values ('X', 10, true, '0000000f-0000-4000-8000-000000000141') $$,
  '23514', null, 'a product on request has no price'
);
select throws_ok(
  $$ insert into public.products (name, sale_price, price_on_request, category_id) values ('X', 10, true, '0000000f-0000-4000-8000-000000000141') $$,
  '23514', null, 'a product on request has no sale price'
);
select throws_ok(
  $$ insert into public.products (name, price, category_id) values ('   ', 10, '0000000f-0000-4000-8000-000000000141') $$,
  '23514', null, 'a product has a name'
);
select lives_ok(
  $$ insert into public.products (name, price_on_request, category_id) values ('Sob consulta pgTAP', true, '0000000f-0000-4000-8000-000000000141') $$,
  'a product on request needs no price'
);

insert into public.products (name, price, sale_price, price_on_request, category_id) values
  ('Ordem pgTAP 1', 100, 80, false, '0000000f-0000-4000-8000-000000000142'),
  ('Ordem pgTAP 2', 100, null, false, '0000000f-0000-4000-8000-000000000142'),
  ('Ordem pgTAP 3', null, null, true, '0000000f-0000-4000-8000-000000000142');
select results_eq(
  $$ select sort_price from public.products where category_id = '0000000f-0000-4000-8000-000000000142' order by name $$,
  $$ values (80.00::numeric(14, 2)), (100.00), (null) $$,
  'a product sorts by its sale price, else its price, else after every priced one'
);

update public.products set stock_quantity = 2, updated_at = '2000-01-01' where id = '0000000f-0000-4000-8000-000000000145';
select ok(
  (select updated_at > '2000-01-02' from public.products where id = '0000000f-0000-4000-8000-000000000145'),
  'every update refreshes updated_at'
);

select throws_ok(
  $$ insert into public.categories (name, value) values ('Repetida', 'restricao-pgtap') $$,
  '23505', null, 'two categories never share a slug'
);
select throws_ok(
  $$ insert into public.subcategories (category_id, name, type) values ('0000000f-0000-4000-8000-000000000141', 'Sub 2', 'sub-restricao') $$,
  '23505', null, 'two subcategories of a category never share a slug'
);
select lives_ok(
  $$ insert into public.subcategories (category_id, name, type) values ('0000000f-0000-4000-8000-000000000142', 'Sub', 'sub-restricao') $$,
  'subcategories of different categories may share a slug'
);
select throws_ok(
  $$ insert into public.attributes (subcategory_id, attribute) values ('0000000f-0000-4000-8000-000000000143', 'Atributo') $$,
  '23505', null, 'two attributes of a subcategory never share a name'
);

insert into public.leads (name) values ('Lead pgTAP padrão');
select is((select status from public.leads where name = 'Lead pgTAP padrão'), 'new', 'a lead starts as new');
select lives_ok(
  $$ insert into public.leads (name, status) values ('Lead pgTAP', 'contacted'), ('Lead pgTAP', 'negotiating'), ('Lead pgTAP', 'closed'), ('Lead pgTAP', 'lost') $$,
  'a lead may be contacted, negotiating, closed or lost'
);

insert into public.product_images (product_id, url)
values ('0000000f-0000-4000-8000-000000000145', 'http://127.0.0.1:54321/storage/v1/object/public/products/0000000f-0000-4000-8000-000000000145/1_a.jpg');
select is(
  (select sort_order from public.product_images where product_id = '0000000f-0000-4000-8000-000000000145'), 0,
  'a picture of the products bucket is kept, first by default'
);
select lives_ok(
  $$ insert into public.product_images (product_id, url, sort_order)
     values ('0000000f-0000-4000-8000-000000000145', 'https://abc.supabase.co/storage/v1/object/public/products/0000000f-0000-4000-8000-000000000145/1_b.webp', 1) $$,
  'so is one of a hosted project''s products bucket'
);
select throws_ok(
  $$ insert into public.product_images (product_id, url) values ('0000000f-0000-4000-8000-000000000145', 'http://127.0.0.1:54321/storage/v1/object/public/partner-logos/1-a.png') $$,
  '23514', null, 'a picture of another bucket is refused'
);
select throws_ok(
  $$ insert into public.product_images (product_id, url) values ('0000000f-0000-4000-8000-000000000145', 'http://127.0.0.1:54321/storage/v1/object/sign/products/1_a.jpg') $$,
  '23514', null, 'a signed (private) URL is refused'
);
select throws_ok(
  $$ insert into public.product_images (product_id, url) values ('0000000f-0000-4000-8000-000000000145', 'javascript:alert(1)//storage/v1/object/public/products/x.jpg') $$,
  '23514', null, 'a script URL that names the bucket is refused'
);
select throws_ok(
  $$ insert into public.product_images (product_id, url, sort_order)
     values ('0000000f-0000-4000-8000-000000000145', 'http://127.0.0.1:54321/storage/v1/object/public/products/0000000f-0000-4000-8000-000000000145/1_a.jpg', 2) $$,
  '23505', null, 'a product never has the same picture twice'
);

insert into public.admin_permissions (email) values ('  Gerente-pgTAP@OneBoss.Local ');
select results_eq(
  $$ select email, is_admin from public.admin_permissions where email like 'gerente-pgtap%' $$,
  $$ values ('gerente-pgtap@oneboss.local', true) $$,
  'an admin e-mail is kept lower-case and trimmed, and grants admin rights'
);

-- The hint and detail a refused delete carries, for the admin's message.
create function pg_temp.refusal(statement text) returns text language plpgsql as $$
declare
  _message text;
  _hint text;
  _detail text;
begin
  execute statement;
  return 'deleted';
exception when foreign_key_violation then
  get stacked diagnostics _message = message_text, _hint = pg_exception_hint, _detail = pg_exception_detail;
  return _message || ' | ' || _hint || ' | ' || _detail;
end
$$;

select is(
  pg_temp.refusal($$ delete from public.categories where id = '0000000f-0000-4000-8000-000000000141' $$),
  'Não é possível excluir: existem produtos nesta categoria. | Mova ou exclua os produtos desta categoria antes de excluí-la. | 2 produto(s) pertencem à categoria "Restrição".',
  'a category with products is kept, and the refusal says why and what to do, in pt-BR'
);
select is(
  (select count(*)::int from public.subcategories where category_id = '0000000f-0000-4000-8000-000000000141'), 1,
  'its subcategories are kept too'
);

update public.products set published = false where category_id = '0000000f-0000-4000-8000-000000000141';
select throws_ok(
  $$ delete from public.subcategories where id = '0000000f-0000-4000-8000-000000000143' $$,
  '23503', 'Não é possível excluir: existem produtos nesta subcategoria.',
  'unpublished products keep their subcategory too'
);

delete from public.attributes where id = '0000000f-0000-4000-8000-000000000144';
select results_eq(
  $$ select attribute_id, subcategory_id from public.products where id = '0000000f-0000-4000-8000-000000000145' $$,
  $$ values (null::uuid, '0000000f-0000-4000-8000-000000000143'::uuid) $$,
  'deleting an attribute leaves its products in their subcategory'
);

insert into public.leads (id, name, product_id) values ('0000000f-0000-4000-8000-000000000146', 'Lead do produto pgTAP', '0000000f-0000-4000-8000-000000000145');
delete from public.products where id = '0000000f-0000-4000-8000-000000000145';
select is(
  (select count(*)::int from public.product_images where product_id = '0000000f-0000-4000-8000-000000000145'), 0,
  'deleting a product deletes its pictures'
);
select results_eq(
  $$ select product_id from public.leads where id = '0000000f-0000-4000-8000-000000000146' $$,
  $$ values (null::uuid) $$,
  'and keeps its leads, without the product'
);

insert into public.attributes (id, subcategory_id, attribute)
values ('0000000f-0000-4000-8000-000000000147', '0000000f-0000-4000-8000-000000000143', 'Outro atributo');
delete from public.products where category_id = '0000000f-0000-4000-8000-000000000141';
delete from public.subcategories where id = '0000000f-0000-4000-8000-000000000143';
select is(
  (select count(*)::int from public.attributes where subcategory_id = '0000000f-0000-4000-8000-000000000143'), 0,
  'an empty subcategory is deleted with its attributes'
);

insert into public.subcategories (id, category_id, name, type)
values ('0000000f-0000-4000-8000-000000000148', '0000000f-0000-4000-8000-000000000141', 'Sub vazia', 'sub-vazia');
insert into public.attributes (subcategory_id, attribute) values ('0000000f-0000-4000-8000-000000000148', 'Atributo vazio');
delete from public.categories where id = '0000000f-0000-4000-8000-000000000141';
select is(
  (select count(*)::int from public.subcategories where category_id = '0000000f-0000-4000-8000-000000000141'), 0,
  'an empty category is deleted with its subcategories'
);
select is(
  (select count(*)::int from public.attributes where subcategory_id = '0000000f-0000-4000-8000-000000000148'), 0,
  'and their attributes'
);

select * from finish();
rollback;
