-- product_search: published products only, kept by the products triggers, readable by everyone,
-- written by no API role; the shop's search and facets give the same rows and counts as products.
begin;
select plan(24);

select ok(
  (select relrowsecurity from pg_class where oid = 'public.product_search'::regclass),
  'RLS is enabled on public.product_search'
);
select policies_are('public', 'product_search', array['Published products'' search rows are visible to everyone']);
select table_privs_are('public', 'product_search', 'anon', array['SELECT'], 'visitors may only read product_search');
select table_privs_are('public', 'product_search', 'authenticated', array['SELECT'], 'signed-in users may only read product_search');
select function_privs_are('public', 'sync_product_search', array[]::text[], 'anon', array[]::text[], 'visitors cannot run the sync function');
select function_privs_are('public', 'sync_product_search', array[]::text[], 'authenticated', array[]::text[], 'signed-in users cannot run the sync function');

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000051', 'Busca', 'busca-pgtap');
insert into public.subcategories (id, category_id, name, type)
values ('0000000f-0000-4000-8000-000000000052', '0000000f-0000-4000-8000-000000000051', 'Sub', 'sub-busca');
insert into public.attributes (id, subcategory_id, attribute)
values ('0000000f-0000-4000-8000-000000000053', '0000000f-0000-4000-8000-000000000052', 'Atributo');
insert into public.products (id, name, description, price, category_id, subcategory_id, attribute_id, published)
values ('0000000f-0000-4000-8000-000000000054', 'Relógio Pgtap 100% Aço_Inox', '<p>Caixa &amp; pulseira \ pgtap</p>', 10,
        '0000000f-0000-4000-8000-000000000051', '0000000f-0000-4000-8000-000000000052', '0000000f-0000-4000-8000-000000000053', true),
       ('0000000f-0000-4000-8000-000000000055', 'Relogio Pgtap Oculto', null, 20,
        '0000000f-0000-4000-8000-000000000051', null, null, false),
       ('0000000f-0000-4000-8000-000000000056', 'Relógio Pgtap Simples', null, 30,
        '0000000f-0000-4000-8000-000000000051', '0000000f-0000-4000-8000-000000000052', null, true);

select results_eq(
  $$ select s.product_id, s.search_text, s.category_id, s.subcategory_id, s.attribute_id, s.featured, s.name, s.sort_price, s.created_at
     from public.product_search s where s.category_id = '0000000f-0000-4000-8000-000000000051' order by s.product_id $$,
  $$ select p.id, ' ' || btrim(regexp_replace(p.search_text || ' busca sub', '[^a-z0-9]+', ' ', 'g')) || ' ', p.category_id, p.subcategory_id, p.attribute_id, p.featured, p.name, p.sort_price, p.created_at
     from public.products p where p.category_id = '0000000f-0000-4000-8000-000000000051' and p.published order by p.id $$,
  'an insert copies each published product, and only those, with its category and subcategory names'
);

update public.products set name = 'Relógio Pgtap Renomeado', sale_price = 5, featured = true
where id = '0000000f-0000-4000-8000-000000000056';
select results_eq(
  $$ select search_text, name, sort_price, featured from public.product_search where product_id = '0000000f-0000-4000-8000-000000000056' $$,
  $$ select ' ' || btrim(regexp_replace(search_text || ' busca sub', '[^a-z0-9]+', ' ', 'g')) || ' ', name, sort_price, featured from public.products where id = '0000000f-0000-4000-8000-000000000056' $$,
  'an edit is copied'
);

update public.products set published = false where id = '0000000f-0000-4000-8000-000000000056';
select is_empty(
  $$ select 1 from public.product_search where product_id = '0000000f-0000-4000-8000-000000000056' $$,
  'unpublishing removes the row'
);

update public.products set published = true where id in ('0000000f-0000-4000-8000-000000000055', '0000000f-0000-4000-8000-000000000056');
select set_eq(
  $$ select product_id from public.product_search where category_id = '0000000f-0000-4000-8000-000000000051' $$,
  array['0000000f-0000-4000-8000-000000000054', '0000000f-0000-4000-8000-000000000055', '0000000f-0000-4000-8000-000000000056']::uuid[],
  'publishing adds the rows back'
);

update public.products set published = false where id = '0000000f-0000-4000-8000-000000000055';
delete from public.attributes where id = '0000000f-0000-4000-8000-000000000053';
select is(
  (select attribute_id from public.product_search where product_id = '0000000f-0000-4000-8000-000000000054'), null,
  'a deleted attribute is cleared on the search rows too'
);

delete from public.products where id = '0000000f-0000-4000-8000-000000000056';
select is_empty(
  $$ select 1 from public.product_search where product_id = '0000000f-0000-4000-8000-000000000056' $$,
  'deleting a product removes its row'
);

select is(
  (select count(*)::int from public.products p
   where p.published and not exists (select 1 from public.product_search s where s.product_id = p.id)),
  0, 'every published product has its search row'
);
select is(
  (select count(*)::int from public.product_search s
   where not exists (select 1 from public.products p where p.id = s.product_id and p.published)),
  0, 'no search row belongs to an unpublished product'
);

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select results_eq(
  $$ select product_id from public.product_search where search_text like '%relogio pgtap%' order by product_id $$,
  array['0000000f-0000-4000-8000-000000000054']::uuid[],
  'visitors find published products only'
);
select throws_ok(
  $$ insert into public.product_search (product_id, search_text, category_id, featured, name, sort_price, created_at)
     values ('0000000f-0000-4000-8000-000000000055', 'x', '0000000f-0000-4000-8000-000000000051', false, 'x', 0, now()) $$,
  '42501', null, 'visitors cannot insert search rows'
);
select throws_ok(
  $$ update public.product_search set name = 'x' $$,
  '42501', null, 'visitors cannot edit search rows'
);
select throws_ok(
  $$ delete from public.product_search $$,
  '42501', null, 'visitors cannot delete search rows'
);

-- The facets of a search equal those counted on products, whatever the term.
create temporary table facets_before_after (term text, before jsonb, after jsonb) on commit drop;
reset role;
grant insert, select on facets_before_after to anon;
set local role anon;

insert into facets_before_after (term, after)
select term, public.catalogue_facets(term, null, null)
from unnest(array['relogio', 'RELÓGIO', 'pgtap 100%', 'aco_inox', 'aco inox', '%', '_', '\', 'caixa & pulseira \ pgtap', 'oculto']) as term;

reset role;
-- The counts as products gives them to visitors: published rows whose text, with their category
-- and subcategory names, holds every word of the term (a term of punctuation alone has none).
update facets_before_after f set before = (
  select coalesce(jsonb_agg(jsonb_build_object('id', c.category_id, 'count', c.total) order by c.category_id), '[]'::jsonb)
  from (
    select p.category_id, count(*) as total
    from public.products p
    where p.published
      and (select bool_and(public.product_search_text(p.search_text, p.category_id, p.subcategory_id, p.specs, p.uf, p.city_id, p.neighbourhood)
                           like any (private.search_word_patterns(w)))
           from regexp_split_to_table(lower(public.f_unaccent(f.term)), '[^a-z0-9*]+') w
           where w <> '') is not false
    group by p.category_id
  ) c
);
select results_eq(
  $$ select term, after -> 'categories' from facets_before_after order by term $$,
  $$ select term, before from facets_before_after order by term $$,
  'search facets count the same rows as products'
);
select is(
  (select after -> 'categories' from facets_before_after where term = 'pgtap 100%'),
  '[{"id": "0000000f-0000-4000-8000-000000000051", "count": 1}]'::jsonb,
  'LIKE wildcards in a term are matched as text'
);
select is(
  public.catalogue_facets('pgtap*100', null, null) -> 'categories',
  '[{"id": "0000000f-0000-4000-8000-000000000051", "count": 1}]'::jsonb,
  'a star matches any one character, as in the list'
);
select is(
  (select after -> 'categories' from facets_before_after where term = 'oculto'),
  (select coalesce(jsonb_agg(jsonb_build_object('id', category_id, 'count', n) order by category_id), '[]'::jsonb)
   from (select category_id, count(*) as n from public.products where published and search_text like '%oculto%' group by category_id) c),
  'an unpublished product is not counted'
);

set local role authenticated;
select set_config('request.jwt.claims', '{"role":"authenticated","email":"cliente-pgtap@example.com"}', true);
select results_eq(
  $$ select product_id from public.product_search where search_text like '%relogio pgtap%' $$,
  array['0000000f-0000-4000-8000-000000000054']::uuid[],
  'signed-in users find published products only'
);
select throws_ok(
  $$ update public.product_search set name = 'x' $$,
  '42501', null, 'signed-in users cannot edit search rows'
);

reset role;
select * from finish();
rollback;
