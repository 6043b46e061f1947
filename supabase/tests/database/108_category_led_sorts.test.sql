-- A category's own page lists from indexes led by the category, holding what the visitors'
-- policies read (20261202010000): its listings in every sort, with another category's listings
-- priced and named between them left out, and its price bounds with and without a subcategory.
begin;
select plan(13);

select has_index('public', 'products', 'products_category_relevance_idx', array['category_id', 'featured', 'name', 'id', 'seller_id', 'uf'], 'the relevance sort has an index led by the category');
select has_index('public', 'products', 'products_category_price_asc_idx', array['category_id', 'sort_price', 'name', 'id', 'seller_id', 'uf'], 'the lowest price first too');
select has_index('public', 'products', 'products_category_price_desc_idx', array['category_id', 'sort_price', 'name', 'id', 'seller_id', 'uf'], 'and the highest price first');
select has_index('public', 'products', 'products_category_newest_idx', array['category_id', 'created_at', 'id', 'seller_id', 'uf'], 'and the newest first');
select has_index('public', 'product_search', 'product_search_category_filters_idx',
  array['category_id', 'sort_price', 'subcategory_id', 'attribute_id', 'uf', 'city_id', 'spec_1', 'spec_2', 'spec_3', 'spec_4', 'spec_5', 'spec_6', 'spec_7', 'spec_8', 'spec_options', 'product_id', 'featured', 'name', 'created_at', 'price_reduced_until', 'ordinal'],
  'a category''s price bounds have one: its covering index, by price within the category');

insert into public.categories (id, name, value) values
  ('00000108-0000-4000-8000-000000000001', 'Aeronaves Ordem Pgtap', 'aeronaves-ordem-pgtap'),
  ('00000108-0000-4000-8000-000000000002', 'Relógios Ordem Pgtap', 'relogios-ordem-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000108-0000-4000-8000-000000000011', '00000108-0000-4000-8000-000000000001', 'Jatos', 'jatos-pgtap'),
  ('00000108-0000-4000-8000-000000000012', '00000108-0000-4000-8000-000000000001', 'Helicópteros', 'helicopteros-pgtap');
insert into public.sellers (id, slug, name, kind, whatsapp, active) values
  ('00000108-0000-4000-8000-0000000000b1', 'pgtap-ordem-inativa', 'Hangar Inativo pgTAP', 'particular', '5511987654321', false);

insert into public.products (id, name, price, category_id, subcategory_id, published, featured, created_at, seller_id) values
  ('00000108-0000-4000-8000-000000000031', 'Citation Jato', 30000000, '00000108-0000-4000-8000-000000000001', '00000108-0000-4000-8000-000000000011', true, false, '2026-01-02', '00000000-0000-4000-8000-000000000001'),
  ('00000108-0000-4000-8000-000000000032', 'Bell Helicóptero', 9000000, '00000108-0000-4000-8000-000000000001', '00000108-0000-4000-8000-000000000012', true, false, '2026-01-04', '00000000-0000-4000-8000-000000000001'),
  ('00000108-0000-4000-8000-000000000033', 'Phenom Jato', null, '00000108-0000-4000-8000-000000000001', '00000108-0000-4000-8000-000000000011', true, true, '2026-01-01', '00000000-0000-4000-8000-000000000001'),
  ('00000108-0000-4000-8000-000000000034', 'Agusta Helicóptero', 12000000, '00000108-0000-4000-8000-000000000001', '00000108-0000-4000-8000-000000000012', true, false, '2026-01-03', '00000000-0000-4000-8000-000000000001'),
  ('00000108-0000-4000-8000-000000000035', 'Embraer Rascunho', 1000, '00000108-0000-4000-8000-000000000001', '00000108-0000-4000-8000-000000000011', false, false, '2026-01-09', '00000000-0000-4000-8000-000000000001'),
  ('00000108-0000-4000-8000-000000000036', 'Cessna Inativo', 2000, '00000108-0000-4000-8000-000000000001', '00000108-0000-4000-8000-000000000011', true, false, '2026-01-08', '00000108-0000-4000-8000-0000000000b1'),
  -- Another category's listings, named, priced and dated between the aircraft.
  ('00000108-0000-4000-8000-000000000037', 'Breguet Relógio', 10000000, '00000108-0000-4000-8000-000000000002', null, true, false, '2026-01-03 12:00', '00000000-0000-4000-8000-000000000001'),
  ('00000108-0000-4000-8000-000000000038', 'Omega Relógio', 50000, '00000108-0000-4000-8000-000000000002', null, true, true, '2026-01-05', '00000000-0000-4000-8000-000000000001');

set local role anon;

create function pg_temp.names(_sort text, _offset integer default 0)
returns text language sql as $$
  select string_agg(p.name, ', ' order by p.ordinality)
  from public.shop_products(null, '00000108-0000-4000-8000-000000000001', null, null, _sort, _offset, 12) with ordinality as p
$$;

select is(pg_temp.names('relevance'), 'Phenom Jato, Agusta Helicóptero, Bell Helicóptero, Citation Jato',
  'featured first, then by name; a draft, an inactive seller''s and another category''s left out');
select is(pg_temp.names('price-asc'), 'Bell Helicóptero, Agusta Helicóptero, Citation Jato, Phenom Jato',
  'lowest price first, a listing without a price last');
select is(pg_temp.names('price-desc'), 'Citation Jato, Agusta Helicóptero, Bell Helicóptero, Phenom Jato',
  'highest price first, a listing without a price last');
select is(pg_temp.names('newest'), 'Bell Helicóptero, Agusta Helicóptero, Citation Jato, Phenom Jato', 'newest first');
select is(pg_temp.names('price-asc', 3), 'Phenom Jato', 'a later page starts where the first ended');

select is(public.shop_facets(null, '00000108-0000-4000-8000-000000000001') -> 'price',
  '{"min": 9000000, "max": 30000000}'::jsonb, 'the category''s price bounds, its own listings only');
select is(public.shop_facets(null, '00000108-0000-4000-8000-000000000001', '{00000108-0000-4000-8000-000000000012}') -> 'price',
  '{"min": 9000000, "max": 12000000}'::jsonb, 'a subcategory''s price bounds');
select is(public.shop_facets(null, '00000108-0000-4000-8000-000000000002') -> 'price',
  '{"min": 50000, "max": 10000000}'::jsonb, 'the other category''s');

select * from finish();
rollback;
