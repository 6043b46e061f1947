-- A category page with a subcategory or attribute chosen, and nothing else (20261202000100), lists
-- the chosen listings read from their index, in every sort, with the same rules as any other path:
-- published only, an inactive seller's left out, the other subcategories and attributes left out.
begin;
select plan(7);

insert into public.categories (id, name, value)
values ('00000107-0000-4000-8000-000000000001', 'Relógios Escolha Pgtap', 'relogios-escolha-pgtap');
insert into public.subcategories (id, category_id, name, type) values
  ('00000107-0000-4000-8000-000000000011', '00000107-0000-4000-8000-000000000001', 'Pulso', 'pulso-pgtap'),
  ('00000107-0000-4000-8000-000000000012', '00000107-0000-4000-8000-000000000001', 'Bolso', 'bolso-pgtap');
insert into public.attributes (id, subcategory_id, attribute) values
  ('00000107-0000-4000-8000-000000000021', '00000107-0000-4000-8000-000000000011', 'Automático'),
  ('00000107-0000-4000-8000-000000000022', '00000107-0000-4000-8000-000000000011', 'Quartzo');
insert into public.sellers (id, slug, name, kind, whatsapp, active) values
  ('00000107-0000-4000-8000-0000000000b1', 'pgtap-escolha-inativa', 'Loja Inativa pgTAP', 'particular', '5511987654321', false);

insert into public.products (id, name, price, category_id, subcategory_id, attribute_id, published, featured, created_at, seller_id) values
  ('00000107-0000-4000-8000-000000000031', 'Delta Automático', 300000, '00000107-0000-4000-8000-000000000001', '00000107-0000-4000-8000-000000000011', '00000107-0000-4000-8000-000000000021', true, false, '2026-01-04', '00000000-0000-4000-8000-000000000001'),
  ('00000107-0000-4000-8000-000000000032', 'Alfa Quartzo', 100000, '00000107-0000-4000-8000-000000000001', '00000107-0000-4000-8000-000000000011', '00000107-0000-4000-8000-000000000022', true, false, '2026-01-02', '00000000-0000-4000-8000-000000000001'),
  ('00000107-0000-4000-8000-000000000033', 'Gama Automático', null, '00000107-0000-4000-8000-000000000001', '00000107-0000-4000-8000-000000000011', '00000107-0000-4000-8000-000000000021', true, true, '2026-01-01', '00000000-0000-4000-8000-000000000001'),
  ('00000107-0000-4000-8000-000000000034', 'Beta Automático', 200000, '00000107-0000-4000-8000-000000000001', '00000107-0000-4000-8000-000000000011', '00000107-0000-4000-8000-000000000021', true, false, '2026-01-03', '00000000-0000-4000-8000-000000000001'),
  ('00000107-0000-4000-8000-000000000035', 'Épsilon Rascunho', 50000, '00000107-0000-4000-8000-000000000001', '00000107-0000-4000-8000-000000000011', '00000107-0000-4000-8000-000000000021', false, false, '2026-01-05', '00000000-0000-4000-8000-000000000001'),
  ('00000107-0000-4000-8000-000000000036', 'Zeta Inativo', 60000, '00000107-0000-4000-8000-000000000001', '00000107-0000-4000-8000-000000000011', '00000107-0000-4000-8000-000000000021', true, false, '2026-01-06', '00000107-0000-4000-8000-0000000000b1'),
  ('00000107-0000-4000-8000-000000000037', 'Eta Bolso', 70000, '00000107-0000-4000-8000-000000000001', '00000107-0000-4000-8000-000000000012', null, true, false, '2026-01-07', '00000000-0000-4000-8000-000000000001');

set local role anon;

create function pg_temp.names(_subcategories uuid[], _attributes uuid[], _sort text, _offset integer default 0)
returns text language sql as $$
  select string_agg(p.name, ', ' order by p.ordinality)
  from public.shop_products(null, '00000107-0000-4000-8000-000000000001', _subcategories, _attributes, _sort, _offset, 12) with ordinality as p
$$;

select is(pg_temp.names('{00000107-0000-4000-8000-000000000011}', null, 'relevance'),
  'Gama Automático, Alfa Quartzo, Beta Automático, Delta Automático',
  'a subcategory''s listings, featured first then by name; a draft, an inactive seller''s and another subcategory''s left out');
select is(pg_temp.names('{00000107-0000-4000-8000-000000000011}', null, 'price-asc'),
  'Alfa Quartzo, Beta Automático, Delta Automático, Gama Automático', 'by price, lowest first, a listing without a price last');
select is(pg_temp.names('{00000107-0000-4000-8000-000000000011}', null, 'price-desc'),
  'Delta Automático, Beta Automático, Alfa Quartzo, Gama Automático', 'by price, highest first, a listing without a price last');
select is(pg_temp.names('{00000107-0000-4000-8000-000000000011}', null, 'newest'),
  'Delta Automático, Beta Automático, Alfa Quartzo, Gama Automático', 'newest first');
select is(pg_temp.names('{00000107-0000-4000-8000-000000000011}', null, 'newest', 2),
  'Alfa Quartzo, Gama Automático', 'a later page starts where the first ended');
select is(pg_temp.names('{00000107-0000-4000-8000-000000000011}', '{00000107-0000-4000-8000-000000000021}', 'relevance'),
  'Gama Automático, Beta Automático, Delta Automático', 'an attribute choice keeps its listings only');
select is(pg_temp.names(null, '{00000107-0000-4000-8000-000000000022}', 'relevance'),
  'Alfa Quartzo', 'an attribute chosen without its subcategory too');

select * from finish();
rollback;
