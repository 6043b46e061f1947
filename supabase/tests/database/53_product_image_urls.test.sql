-- A product picture is an object of the project's own public products bucket: the URL is that
-- bucket's public path with a plain object name, on the configured storage origin when one is set.
begin;
select plan(16);

insert into public.categories (id, name, value) values ('00000053-0000-4000-8000-0000000000c1', 'Imagens', 'imagens-pgtap');
insert into public.products (id, name, price, category_id)
values ('00000053-0000-4000-8000-0000000000a1', 'Bolsa', 100, '00000053-0000-4000-8000-0000000000c1');

select ok(public.is_product_image_url('http://127.0.0.1:54321/storage/v1/object/public/products/00000053-0000-4000-8000-0000000000a1/1732000000000-ab12cd34.jpg'), 'the local backend''s public URL is accepted');
select ok(public.is_product_image_url('https://abcdefgh.supabase.co/storage/v1/object/public/products/seed/bolsa-1.webp'), 'a hosted project''s public URL is accepted');
select ok(public.is_product_image_url('https://cdn.example.com/storage/v1/object/public/products/a/foto%20%C3%A7.png'), 'a percent-escaped object name is accepted');

select ok(not public.is_product_image_url('http://169.254.169.254/latest/meta-data/storage/v1/object/public/products/x.jpg'), 'a path before the storage path is refused');
select ok(not public.is_product_image_url('http://127.0.0.1:54321/storage/v1/object/public/products/../../../auth/v1/admin/users'), 'a .. segment is refused');
select ok(not public.is_product_image_url('http://127.0.0.1:54321/storage/v1/object/public/products/a/./b.jpg'), 'a . segment is refused');
select ok(not public.is_product_image_url('http://127.0.0.1:54321/storage/v1/object/public/products/%2e%2e/%2E%2E/x.jpg'), 'an escaped .. is refused');
select ok(not public.is_product_image_url('http://127.0.0.1:54321/storage/v1/object/public/products/a%2fb.jpg'), 'an escaped slash is refused');
select ok(not public.is_product_image_url('http://127.0.0.1:54321/storage/v1/object/public/products/a//b.jpg'), 'an empty segment is refused');
select ok(not public.is_product_image_url('http://admin:senha@127.0.0.1/storage/v1/object/public/products/a.jpg'), 'credentials in the URL are refused');
select ok(not public.is_product_image_url('http://127.0.0.1/storage/v1/object/public/products/a.jpg?x=1'), 'a query string is refused');
select ok(not public.is_product_image_url('http://127.0.0.1/storage/v1/object/public/partners/a.jpg'), 'another bucket is refused');
select ok(not public.is_product_image_url('javascript://127.0.0.1/storage/v1/object/public/products/a.jpg'), 'another scheme is refused');

set local oneboss.storage_origin = 'https://abcdefgh.supabase.co';
select ok(public.is_product_image_url('https://abcdefgh.supabase.co/storage/v1/object/public/products/seed/bolsa-1.webp'), 'with a configured origin, its URLs are accepted');
select ok(not public.is_product_image_url('https://outro.example.com/storage/v1/object/public/products/seed/bolsa-1.webp'), 'and another host is refused');
reset oneboss.storage_origin;

select throws_ok(
  $$ insert into public.product_images (product_id, url) values ('00000053-0000-4000-8000-0000000000a1', 'http://10.0.0.1:8080/x/storage/v1/object/public/products/../../segredo') $$,
  '23514', null, 'the table refuses such a URL'
);

select * from finish();
rollback;
