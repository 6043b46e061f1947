-- A shop search matches every word, in any order, accent- and case-insensitively, over the name,
-- descriptions, category and subcategory names; a typo in a name finds the product when nothing
-- matches exactly; relevance puts a name holding every word first; the facets count the list's rows;
-- a search that finds nothing is offered the published products whose name is nearest.
begin;
select plan(19);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000171', 'Imóveis', 'imoveis-busca'),
       ('0000000f-0000-4000-8000-000000000172', 'Relógios', 'relogios-busca'),
       ('0000000f-0000-4000-8000-000000000173', 'Veículos', 'veiculos-busca'),
       ('0000000f-0000-4000-8000-000000000174', 'Embarcações', 'embarcacoes-busca');
insert into public.subcategories (id, category_id, name, type)
values ('0000000f-0000-4000-8000-000000000175', '0000000f-0000-4000-8000-000000000171', 'Coberturas', 'coberturas-busca'),
       ('0000000f-0000-4000-8000-000000000176', '0000000f-0000-4000-8000-000000000172', 'Rolex', 'rolex-busca');
insert into public.products (id, name, short_description, description, price, category_id, subcategory_id, published)
values
  ('0000000f-0000-4000-8000-000000000181', 'Apartamento em Ipanema de Frente para o Mar', null,
   '<p>Salão voltado para a praia.</p>', 12400000, '0000000f-0000-4000-8000-000000000171', null, true),
  ('0000000f-0000-4000-8000-000000000182', 'Cobertura com Vista para o Mar no Leblon', null, null, 24500000,
   '0000000f-0000-4000-8000-000000000171', '0000000f-0000-4000-8000-000000000175', true),
  ('0000000f-0000-4000-8000-000000000183', 'Relógio Rolex Cosmograph Daytona', 'Cronógrafo em ouro Everose.', null, 280000,
   '0000000f-0000-4000-8000-000000000172', '0000000f-0000-4000-8000-000000000176', true),
  ('0000000f-0000-4000-8000-000000000184', 'Porsche 911 Turbo S', null, null, 1850000,
   '0000000f-0000-4000-8000-000000000173', null, true),
  ('0000000f-0000-4000-8000-000000000185', 'Lancha Azimut 60', 'Flybridge de 60 pés com três cabines.', null, 14500000,
   '0000000f-0000-4000-8000-000000000174', null, true),
  -- Holds "rolex" and "daytona" in its description only, and is featured: relevance still puts
  -- the watch named for both first.
  ('0000000f-0000-4000-8000-000000000186', 'Caixa de Colecionador', null, '<p>Estojo para Rolex Daytona.</p>', 9000,
   '0000000f-0000-4000-8000-000000000172', null, true),
  ('0000000f-0000-4000-8000-000000000187', 'Rolex Daytona Rascunho', null, null, 1,
   '0000000f-0000-4000-8000-000000000172', null, false);
update public.products set featured = true where id = '0000000f-0000-4000-8000-000000000186';

-- The ids of the shop's first page for a search, in the list's order.
create function pg_temp.found(_search text) returns uuid[] language sql as $$
  select coalesce(array_agg(t.id order by t.ordinality), '{}')
  from public.shop_products(_search) with ordinality t
$$;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);


select is(pg_temp.found('apartamento ipanema'), array['0000000f-0000-4000-8000-000000000181']::uuid[], '"apartamento ipanema" finds the flat');
select is(pg_temp.found('cobertura leblon'), array['0000000f-0000-4000-8000-000000000182']::uuid[], '"cobertura leblon" finds the penthouse');
select is(pg_temp.found('porsche turbo'), array['0000000f-0000-4000-8000-000000000184']::uuid[], '"porsche turbo" finds the car');
select is(pg_temp.found('lancha 60 pés'), array['0000000f-0000-4000-8000-000000000185']::uuid[], '"lancha 60 pés" finds the boat through its short description');
select is(pg_temp.found('rolex daytona'),
  array['0000000f-0000-4000-8000-000000000183', '0000000f-0000-4000-8000-000000000186']::uuid[],
  '"rolex daytona" finds both, the one named for both words first though the other is featured');
select is(pg_temp.found('DAYTONA   relógio ROLEX'), pg_temp.found('relogio rolex daytona'), 'word order, case, accents and spaces do not matter');
select is(pg_temp.found('turbo porsche'), array['0000000f-0000-4000-8000-000000000184']::uuid[], 'words count in any order');
select is(pg_temp.found('porsche leblon'), '{}'::uuid[], 'every word must be found');
select is(pg_temp.found('imóveis mar'),
  array['0000000f-0000-4000-8000-000000000181', '0000000f-0000-4000-8000-000000000182']::uuid[], 'a word may be the category name');
select is(pg_temp.found('coberturas vista'), array['0000000f-0000-4000-8000-000000000182']::uuid[], 'a word may be the subcategory name');
select is(pg_temp.found('rolx daytona'), array['0000000f-0000-4000-8000-000000000183']::uuid[],
  'a typo in a brand still finds the product named for it ("rolx daytona")');
select is(pg_temp.found('porshe'), array['0000000f-0000-4000-8000-000000000184']::uuid[], 'a typo in a brand still finds it ("porshe")');
select is(pg_temp.found('daytona rascunho'), '{}'::uuid[], 'an unpublished product is never found');

select is(
  public.catalogue_facets('rolex daytona', null, null) -> 'categories',
  '[{"id": "0000000f-0000-4000-8000-000000000172", "count": 2}]'::jsonb,
  'the facets count what the list shows'
);
select is(
  public.catalogue_facets('rolx daytona', null, null) -> 'categories',
  '[{"id": "0000000f-0000-4000-8000-000000000172", "count": 1}]'::jsonb,
  'the facets of a typo count what the list shows'
);

select is(
  (select array_agg(id) from public.shop_search_suggestions('porsch 911 carrera')),
  array['0000000f-0000-4000-8000-000000000184']::uuid[],
  'a search that finds nothing is offered the products whose name is nearest'
);
select is_empty(
  $$ select 1 from public.shop_search_suggestions('daytona rascunho') s where s.id = '0000000f-0000-4000-8000-000000000187' $$,
  'an unpublished product is never offered'
);

reset role;
update public.categories set name = 'Residências' where id = '0000000f-0000-4000-8000-000000000171';
set local role anon;
select is(pg_temp.found('residencias leblon'), array['0000000f-0000-4000-8000-000000000182']::uuid[], 'a renamed category is found by its new name');
select is(
  (select count(*)::int from public.shop_products('vista mar', null, null, null, 'price-asc')),
  1, 'a sort other than relevance keeps every word rule'
);

reset role;
select * from finish();
rollback;
