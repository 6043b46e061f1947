-- An alert e-mail's photo line points at the storefront's share image, never at the stored picture
-- URL, which a seller's staff may set to another host where the project's origin is not configured.
begin;
select plan(5);

reset oneboss.storage_origin;
insert into public.categories (id, name, value) values ('00000114-0000-4000-8000-0000000000c1', 'Fotos de alerta', 'fotos-alerta-pgtap');
insert into public.products (id, name, price, category_id, published) values
  ('00000114-0000-4000-8000-0000000000a1', 'Lancha com foto pgTAP', 100, '00000114-0000-4000-8000-0000000000c1', true),
  ('00000114-0000-4000-8000-0000000000a2', 'Lancha sem foto pgTAP', 200, '00000114-0000-4000-8000-0000000000c1', true);
select lives_ok(
  $$ insert into public.product_images (product_id, url, sort_order) values
       ('00000114-0000-4000-8000-0000000000a1', 'https://fotos-oneboss.evil.example/storage/v1/object/public/products/ver-fotos', 0) $$,
  'without the project''s origin configured, a picture URL on another host shaped like the bucket''s path is accepted'
);

select is(
  private.alert_listing_lines('00000114-0000-4000-8000-0000000000a1', null),
  E'• Lancha com foto pgTAP — R$ 100,00\n  Foto: {{site}}/og/produto/00000114-0000-4000-8000-0000000000a1.jpg\n  {{site}}/produto/00000114-0000-4000-8000-0000000000a1',
  'a listing with a picture: its photo line is the storefront''s share image'
);
select unalike(
  private.alert_listing_lines('00000114-0000-4000-8000-0000000000a1', 'novo'),
  '%evil.example%',
  'the stored URL is in no line'
);
select is(
  private.alert_listing_lines('00000114-0000-4000-8000-0000000000a2', 'preço reduzido'),
  E'• Lancha sem foto pgTAP (preço reduzido) — R$ 200,00\n  {{site}}/produto/00000114-0000-4000-8000-0000000000a2',
  'a listing without a picture has no photo line'
);
select is(
  has_function_privilege('authenticated', 'private.alert_listing_lines(uuid, text)', 'execute'),
  false,
  'no API role runs it'
);

select * from finish();
rollback;
