-- The words of published listings' names are kept with how many listings hold each
-- (search_vocabulary, 20261205233000), and a search whose words no listing holds reads a typo
-- against them: the listings named with a word near it are found, those named with it first, and
-- the facets count what the list shows. The kept words follow names that change, listings that
-- leave and come back; an update that leaves a name as it was writes nothing; no API role writes them.
begin;
select plan(14);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000001201', 'Carros Vocabulario Pgtap', 'carros-vocabulario-pgtap');
insert into public.products (id, name, description, price, category_id, published) values
  ('0000000f-0000-4000-8000-000000001202', 'Vocabpgtap Porschezeta 911 Turbo', null, 1850000, '0000000f-0000-4000-8000-000000001201', true),
  ('0000000f-0000-4000-8000-000000001203', 'Vocabpgtap Porschezeta Cayenne', null, 900000, '0000000f-0000-4000-8000-000000001201', true),
  -- Holds the word in its description only: found by an exact search, never by the typo of a name.
  ('0000000f-0000-4000-8000-000000001204', 'Vocabpgtap Capa de Carro', '<p>Feita para Porschezeta.</p>', 5000, '0000000f-0000-4000-8000-000000001201', true),
  ('0000000f-0000-4000-8000-000000001205', 'Vocabpgtap Porschezeta Rascunho', null, 1, '0000000f-0000-4000-8000-000000001201', false);

create function pg_temp.listings(_word text) returns bigint language sql as $$
  select v.listings from public.search_vocabulary v where v.word = _word
$$;

create function pg_temp.found(_search text) returns text language sql as $$
  select coalesce(string_agg(p.name, ', ' order by t.ordinality), '')
  from public.shop_products(_search, '0000000f-0000-4000-8000-000000001201') with ordinality t
  join public.products p on p.id = t.id
$$;

select is(pg_temp.listings('porschezeta'), 2::bigint, 'a word of two published names is kept once, held by two listings');
select is(pg_temp.listings('vocabpgtap'), 3::bigint, 'an unpublished listing''s name counts for nothing');
select is(pg_temp.listings('911'), null, 'a word of digits alone is not kept');
select is(pg_temp.listings('de'), null, 'nor a word of fewer than three letters');

set local role anon;
select is(pg_temp.found('porshezeta turbo'), 'Vocabpgtap Porschezeta 911 Turbo', 'a typo is read as the names'' word near it, with every other word');
select is(pg_temp.found('porshezeta'), 'Vocabpgtap Porschezeta 911 Turbo, Vocabpgtap Porschezeta Cayenne',
  'a typo finds every listing named with the word near it, and none holding it elsewhere');
select is((public.shop_facets('porshezeta', '0000000f-0000-4000-8000-000000001201') ->> 'total')::integer, 2,
  'the facets of a typo count what the list shows');
select is(pg_temp.found('porschezeta'), 'Vocabpgtap Porschezeta 911 Turbo, Vocabpgtap Porschezeta Cayenne, Vocabpgtap Capa de Carro',
  'the word itself is found everywhere, the names holding it first');
reset role;

update public.products set name = 'Vocabpgtap Macanzeta Cayenne' where id = '0000000f-0000-4000-8000-000000001203';
update public.products set published = false where id = '0000000f-0000-4000-8000-000000001202';
select is(pg_temp.listings('porschezeta'), null, 'a word no published name holds any longer leaves the vocabulary');
select is(pg_temp.listings('macanzeta'), 1::bigint, 'a name''s new word joins it');
update public.products set published = true where id = '0000000f-0000-4000-8000-000000001202';
select is(pg_temp.listings('porschezeta'), 1::bigint, 'and comes back with a listing published again');

-- An update that leaves the name as it was writes no kept word.
create temporary table words_before as
select ctid::text as version from public.search_vocabulary where word in ('vocabpgtap', 'porschezeta', 'macanzeta', 'turbo');
update public.products set price = 1900000 where id = '0000000f-0000-4000-8000-000000001202';
select set_eq(
  $$ select ctid::text as version from public.search_vocabulary where word in ('vocabpgtap', 'porschezeta', 'macanzeta', 'turbo') $$,
  $$ select version from words_before $$,
  'an update that keeps the name rewrites no kept word');

set local role anon;
select throws_ok($$ insert into public.search_vocabulary (word, listings) values ('intruso', 1000) $$,
  '42501', null, 'a visitor cannot add a word');
select throws_ok($$ delete from public.search_vocabulary $$, '42501', null, 'a visitor cannot remove the kept words');

select * from finish();
rollback;
