-- A shop search matches each word from the start of a word of the listing's text, in its other
-- number ("barcos" -> "barco", "imovel" -> "imoveis", "mansoes" -> "mansao") and, for a long word
-- ending in -o or -a, its other gender; joining words are left out; a category's search terms
-- find its listings; a yes/no specification that holds is found by its label. Staff's search
-- terms are single words without markup.
begin;
select plan(27);

select is(private.search_word_forms('barcos'), array['barco', 'barcos'], 'a plural in -s has its singular');
select is(private.search_word_forms('imovel'), array['imoveis', 'imovel'], 'a singular in -el has its plural in -eis');
select is(private.search_word_forms('mansoes'), array['mansaes', 'mansao', 'mansoes'], 'a plural in -oes has its singular in -ao');
select is(private.search_word_forms('jardins'), array['jardim', 'jardins'], 'a plural in -ns has its singular in -m');
select is(private.search_word_forms('motores'), array['motor', 'motores'], 'a plural in -res drops -es');
select is(private.search_word_forms('911'), array['911'], 'a number keeps its one form');
select is(private.search_word_forms('mais'), array['mais'], 'a short word in -is keeps its one form');
select is(private.search_word_patterns('blindada'), array['% blindad%'], 'a long word in -a matches its other gender from the start of a word');
select is(private.search_word_patterns('carros'), array['% carro%'], 'a form another form begins is left out');

insert into public.categories (id, name, value, search_terms)
values ('00000109-0000-4000-8000-0000000000c1', 'Automóveis', 'automoveis-formas', array['Carro', 'veículo']),
       ('00000109-0000-4000-8000-0000000000c2', 'Decoração', 'decoracao-formas', '{}'),
       ('00000109-0000-4000-8000-0000000000c3', 'Imóveis', 'imoveis-formas', '{}');
insert into public.spec_definitions (id, category_id, subcategory_id, key, label, type, unit, decimals, min_value, max_value, required, position) values
  ('00000109-0000-4000-8000-0000000000d1', '00000109-0000-4000-8000-0000000000c1', null, 'blindado', 'Blindado', 'boolean', null, 0, null, null, false, 1);
insert into public.products (id, name, short_description, description, price, category_id, specs, published)
values
  ('00000109-0000-4000-8000-000000000001', 'Porsche Cayenne Formas 1960', 'Motor V8.', null, 900000, '00000109-0000-4000-8000-0000000000c1', '{"blindado": true}', true),
  ('00000109-0000-4000-8000-000000000002', 'Ferrari Formas', null, null, 2000000, '00000109-0000-4000-8000-0000000000c1', '{"blindado": false}', true),
  ('00000109-0000-4000-8000-000000000003', 'Mesa Formas em Mármore', 'Tampo de 2,4 m.', null, 80000, '00000109-0000-4000-8000-0000000000c2', '{}', true),
  ('00000109-0000-4000-8000-000000000004', 'Poltrona Formas Vermelha', null, '<p>Couro &amp; madeira.</p>', 30000, '00000109-0000-4000-8000-0000000000c2', '{}', true),
  ('00000109-0000-4000-8000-000000000005', 'Mansão Formas no Lago', null, null, 9000000, '00000109-0000-4000-8000-0000000000c3', '{}', true);

-- The ids of the shop's first page for a search, in id order.
create function pg_temp.found(_search text) returns uuid[] language sql as $$
  select coalesce(array_agg(t.id order by t.id), '{}') from public.shop_products(_search) t
$$;

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select is(pg_temp.found('carros formas'),
  array['00000109-0000-4000-8000-000000000001', '00000109-0000-4000-8000-000000000002']::uuid[],
  'a word in the category''s search terms, in another number, finds its listings though none says it');
select is(pg_temp.found('VEICULO formas'), pg_temp.found('carros formas'), 'every search term counts, accents and case aside');
select is(pg_temp.found('moveis formas'), '{}'::uuid[], 'a word is not found inside another ("moveis" in "automoveis")');
select is(pg_temp.found('60 formas'), '{}'::uuid[], 'a number is not found inside another ("60" in "1960")');
select is(pg_temp.found('1960 formas'), array['00000109-0000-4000-8000-000000000001']::uuid[], 'a number is found as a word');
select is(pg_temp.found('mansoes formas'), array['00000109-0000-4000-8000-000000000005']::uuid[], 'a plural in -oes finds the singular');
select is(pg_temp.found('imovel formas'), array['00000109-0000-4000-8000-000000000005']::uuid[], 'a singular in -el finds the plural (the category name)');
select is(pg_temp.found('mesas formas'), array['00000109-0000-4000-8000-000000000003']::uuid[], 'a plural in -s finds the singular');
select is(pg_temp.found('vermelho formas'), array['00000109-0000-4000-8000-000000000004']::uuid[], 'a long word finds its other gender');
select is(pg_temp.found('madeira & couro formas'), array['00000109-0000-4000-8000-000000000004']::uuid[], 'punctuation parts words');
select is(pg_temp.found('mesa de marmore com formas'), array['00000109-0000-4000-8000-000000000003']::uuid[], 'joining words are left out');
select is(pg_temp.found('blindados formas'), array['00000109-0000-4000-8000-000000000001']::uuid[], 'a yes/no specification that holds is found by its label');
select is(
  public.shop_facets('carros formas') -> 'categories',
  '[{"id": "00000109-0000-4000-8000-0000000000c1", "count": 2}]'::jsonb,
  'the facets count what the list shows'
);

reset role;
update public.spec_definitions set label = 'Com blindagem' where id = '00000109-0000-4000-8000-0000000000d1';
set local role anon;
select is(pg_temp.found('blindagem formas'), array['00000109-0000-4000-8000-000000000001']::uuid[], 'a renamed yes/no specification is found by its new label');
reset role;

select throws_ok(
  $$ update public.categories set search_terms = array['<b>carro</b>'] where id = '00000109-0000-4000-8000-0000000000c1' $$,
  '23514', null, 'a search term with markup is refused'
);
select throws_ok(
  $$ update public.categories set search_terms = array['carro esportivo'] where id = '00000109-0000-4000-8000-0000000000c1' $$,
  '23514', null, 'a search term is one word'
);
select throws_ok(
  $$ update public.categories set search_terms = array(select 'termo' || i from generate_series(1, 31) i) where id = '00000109-0000-4000-8000-0000000000c1' $$,
  '23514', null, 'at most 30 search terms'
);
set local role anon;
select throws_ok(
  $$ update public.categories set search_terms = array['carro'] where id = '00000109-0000-4000-8000-0000000000c2' $$,
  '42501', null, 'visitors cannot change a category''s search terms'
);

reset role;
select * from finish();
rollback;
