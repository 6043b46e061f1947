-- catalogue_facets: the shop's filter counts. Every category stays a choice; subcategories and
-- attributes narrow to the chosen category and subcategories; the search matches as the product
-- list does (accents, case and spacing aside; % and _ part words, as punctuation does); unpublished products
-- are never counted.
begin;
select plan(9);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000000151', 'Facetas A', 'facetas-a-pgtap'),
       ('0000000f-0000-4000-8000-000000000152', 'Facetas B', 'facetas-b-pgtap');
insert into public.subcategories (id, category_id, name, type)
values ('0000000f-0000-4000-8000-000000000153', '0000000f-0000-4000-8000-000000000151', 'A1', 'a1'),
       ('0000000f-0000-4000-8000-000000000154', '0000000f-0000-4000-8000-000000000151', 'A2', 'a2'),
       ('0000000f-0000-4000-8000-000000000155', '0000000f-0000-4000-8000-000000000152', 'B1', 'b1');
insert into public.attributes (id, subcategory_id, attribute)
values ('0000000f-0000-4000-8000-000000000156', '0000000f-0000-4000-8000-000000000153', 'A1 x'),
       ('0000000f-0000-4000-8000-000000000157', '0000000f-0000-4000-8000-000000000154', 'A2 y');
insert into public.products (name, price, category_id, subcategory_id, attribute_id, published) values
  ('Relógio Facetapgtap Um', 1, '0000000f-0000-4000-8000-000000000151', '0000000f-0000-4000-8000-000000000153', '0000000f-0000-4000-8000-000000000156', true),
  ('Relógio Facetapgtap Dois', 1, '0000000f-0000-4000-8000-000000000151', '0000000f-0000-4000-8000-000000000153', null, true),
  ('Relógio Facetapgtap Três', 1, '0000000f-0000-4000-8000-000000000151', '0000000f-0000-4000-8000-000000000154', '0000000f-0000-4000-8000-000000000157', true),
  ('Lancha Facetapgtap', 1, '0000000f-0000-4000-8000-000000000152', '0000000f-0000-4000-8000-000000000155', null, true),
  ('Relógio Facetapgtap Oculto', 1, '0000000f-0000-4000-8000-000000000151', '0000000f-0000-4000-8000-000000000154', '0000000f-0000-4000-8000-000000000157', false);

-- One kind of facet (categories, subcategories or attributes) as (id, count) rows, by id.
create function pg_temp.facet(kind text, _search text, _category uuid default null, _subcategories uuid[] default null)
returns table (id text, n int) language sql as $$
  select e->>'id', (e->>'count')::int
  from jsonb_array_elements(public.catalogue_facets(_search, _category, _subcategories) -> kind) e
  order by 1
$$;

select results_eq(
  $$ select * from pg_temp.facet('categories', 'facetapgtap') $$,
  $$ values ('0000000f-0000-4000-8000-000000000151', 3), ('0000000f-0000-4000-8000-000000000152', 1) $$,
  'every published product is counted in its category'
);
select results_eq(
  $$ select * from pg_temp.facet('subcategories', 'facetapgtap') union all select * from pg_temp.facet('attributes', 'facetapgtap') $$,
  $$ values ('0000000f-0000-4000-8000-000000000153', 2), ('0000000f-0000-4000-8000-000000000154', 1), ('0000000f-0000-4000-8000-000000000155', 1),
            ('0000000f-0000-4000-8000-000000000156', 1), ('0000000f-0000-4000-8000-000000000157', 1) $$,
  'and in its subcategory and attribute'
);
select results_eq(
  $$ select * from pg_temp.facet('categories', 'facetapgtap', '0000000f-0000-4000-8000-000000000151') $$,
  $$ values ('0000000f-0000-4000-8000-000000000151', 3), ('0000000f-0000-4000-8000-000000000152', 1) $$,
  'a chosen category keeps every category a choice'
);
select results_eq(
  $$ select * from pg_temp.facet('subcategories', 'facetapgtap', '0000000f-0000-4000-8000-000000000151')
     union all select * from pg_temp.facet('attributes', 'facetapgtap', '0000000f-0000-4000-8000-000000000151') $$,
  $$ values ('0000000f-0000-4000-8000-000000000153', 2), ('0000000f-0000-4000-8000-000000000154', 1),
            ('0000000f-0000-4000-8000-000000000156', 1), ('0000000f-0000-4000-8000-000000000157', 1) $$,
  'a chosen category narrows subcategories and attributes to it'
);
select results_eq(
  $$ select * from pg_temp.facet('subcategories', 'facetapgtap', '0000000f-0000-4000-8000-000000000151', array['0000000f-0000-4000-8000-000000000154']::uuid[])
     union all select * from pg_temp.facet('attributes', 'facetapgtap', '0000000f-0000-4000-8000-000000000151', array['0000000f-0000-4000-8000-000000000154']::uuid[]) $$,
  $$ values ('0000000f-0000-4000-8000-000000000153', 2), ('0000000f-0000-4000-8000-000000000154', 1), ('0000000f-0000-4000-8000-000000000157', 1) $$,
  'chosen subcategories narrow the attributes, not the subcategories'
);
select is(
  public.catalogue_facets('facetapgtap', '0000000f-0000-4000-8000-000000000151', array[]::uuid[]),
  public.catalogue_facets('facetapgtap', '0000000f-0000-4000-8000-000000000151', null),
  'no chosen subcategory is the same as none given'
);
select results_eq(
  $$ select * from pg_temp.facet('categories', E'  RELOGIO \t  facetapgtap ') $$,
  $$ values ('0000000f-0000-4000-8000-000000000151', 3) $$,
  'the search ignores accents, case and extra spaces'
);
select is(
  public.catalogue_facets('facetapgtap oculto'),
  '{"categories": [], "subcategories": [], "attributes": []}'::jsonb,
  'an unpublished product is not counted even when it matches'
);
select is(
  (select count(*)::int from pg_temp.facet('categories', 'facetap%tap')) + (select count(*)::int from pg_temp.facet('categories', 'facetap_tap')),
  0, '% and _ in the search are no wildcards (they part words, as other punctuation does)'
);

select * from finish();
rollback;
