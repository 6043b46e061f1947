-- The back office's CSV import writes a whole file in one transaction or nothing, as the admin
-- who runs it (RLS and every product rule apply), and names the line of a refused row.
begin;
select plan(12);

insert into public.admin_permissions (email) values ('importa-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000080-0000-4000-8000-000000000001', 'importa-pgtap@oneboss.local', now()),
  ('00000080-0000-4000-8000-000000000002', 'cliente-importa-pgtap@example.com', now());
insert into public.categories (id, name, value) values ('00000080-0000-4000-8000-0000000000c1', 'Importados', 'importados-pgtap');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

-- The refusal's code and what its message starts with.
create function pg_temp.refusal(_products jsonb) returns text language plpgsql as $$
declare
  _state text;
  _message text;
begin
  perform public.import_products(_products);
  return 'imported';
exception when others then
  get stacked diagnostics _state = returned_sqlstate, _message = message_text;
  return _state || ' ' || split_part(_message, ':', 1);
end;
$$;

create temporary table rows_in (payload jsonb) on commit drop;
insert into rows_in values (jsonb_build_array(
  jsonb_build_object(
    'line', 2, 'id', '00000080-0000-4000-8000-0000000000a1', 'name', 'Lancha importada', 'price', 1250000.5,
    'category_id', '00000080-0000-4000-8000-0000000000c1', 'stock_quantity', 1, 'published', false,
    'uf', 'SP', 'city_id', 3550308, 'neighbourhood', 'Itaim Bibi',
    'images', jsonb_build_array(
      'http://127.0.0.1:54321/storage/v1/object/public/products/00000080-0000-4000-8000-0000000000a1/1-a.jpg',
      'http://127.0.0.1:54321/storage/v1/object/public/products/00000080-0000-4000-8000-0000000000a1/2-b.jpg'
    )
  ),
  jsonb_build_object(
    'line', 3, 'id', '00000080-0000-4000-8000-0000000000a2', 'name', 'Relógio importado', 'price_on_request', true,
    'category_id', '00000080-0000-4000-8000-0000000000c1', 'description', '<p>Caixa e documentos</p>'
  )
));
grant select on rows_in to anon, authenticated;

select pg_temp.act_as('anon', null);
select throws_ok($$ select public.import_products((select payload from rows_in)) $$, '42501', null, 'a visitor cannot run the import');

select pg_temp.act_as('authenticated', '00000080-0000-4000-8000-000000000002');
select throws_ok(
  $$ select public.import_products((select payload from rows_in)) $$,
  '42501', 'Somente administradores podem importar produtos.', 'a customer is refused in pt-BR'
);

select pg_temp.act_as('authenticated', '00000080-0000-4000-8000-000000000001');
select throws_ok($$ select public.import_products('{"name": "x"}') $$, '22023', 'A importação espera uma lista de produtos.', 'anything but a list is refused');

-- A bad third row: nothing of the file is written, and the refusal names its line.
select is(
  pg_temp.refusal((select payload from rows_in) || jsonb_build_array(jsonb_build_object(
    'line', 4, 'name', 'Preço negativo', 'price', -1, 'category_id', '00000080-0000-4000-8000-0000000000c1'
  ))),
  '23514 Linha 4',
  'a refused row keeps its code and names its line'
);
select is((select count(*) from public.products where category_id = '00000080-0000-4000-8000-0000000000c1'), 0::bigint, 'and no row of the file is kept');
select is(
  pg_temp.refusal((select payload from rows_in) || jsonb_build_array(jsonb_build_object(
    'line', 5, 'name', 'Cidade de outro estado', 'price', 1, 'category_id', '00000080-0000-4000-8000-0000000000c1',
    'uf', 'RJ', 'city_id', 3550308
  ))),
  '23503 Linha 5',
  'a city outside its UF is refused with its line'
);

select is(public.import_products((select payload from rows_in)), 2, 'a valid file imports every row');
select results_eq(
  $$ select name, price, price_on_request, published, uf::text, city_id, neighbourhood, specs from public.products
     where category_id = '00000080-0000-4000-8000-0000000000c1' order by name $$,
  $$ values ('Lancha importada', 1250000.50::numeric(14, 2), false, false, 'SP', 3550308, 'Itaim Bibi', '{}'::jsonb),
            ('Relógio importado', null::numeric(14, 2), true, false, null::text, null::integer, null::text, '{}'::jsonb) $$,
  'the rows hold what the file said, drafts unless it said otherwise'
);
select results_eq(
  $$ select sort_order, url from public.product_images where product_id = '00000080-0000-4000-8000-0000000000a1' order by sort_order $$,
  $$ values (0, 'http://127.0.0.1:54321/storage/v1/object/public/products/00000080-0000-4000-8000-0000000000a1/1-a.jpg'),
            (1, 'http://127.0.0.1:54321/storage/v1/object/public/products/00000080-0000-4000-8000-0000000000a1/2-b.jpg') $$,
  'the pictures are recorded in the file''s order'
);
select is(
  (select stock_quantity from public.products where id = '00000080-0000-4000-8000-0000000000a2'),
  1,
  'a row without a stock gets the default one'
);
select is(
  pg_temp.refusal(jsonb_build_array(jsonb_build_object(
    'line', 2, 'name', 'Imagem de fora', 'price', 1, 'category_id', '00000080-0000-4000-8000-0000000000c1',
    'images', jsonb_build_array('http://169.254.169.254/latest/meta-data/x.jpg')
  ))),
  '23514 Linha 2',
  'a picture outside the products bucket is refused'
);
select is((select count(*) from public.products where category_id = '00000080-0000-4000-8000-0000000000c1'), 2::bigint, 'and its product is not kept either');

select * from finish();
rollback;
