-- The shop reads only published products (the visitors' policy adds `published` to every query),
-- so its indexes are partial on `published` and carry each sort order's full key: a page of 12 is
-- then the first rows of one index instead of a sort of every published product.
create index products_shop_relevance_idx on public.products (featured desc, name, id) where published;
create index products_shop_price_asc_idx on public.products (sort_price, name, id) where published;
create index products_shop_price_desc_idx on public.products (sort_price desc, name, id) where published;
create index products_shop_newest_idx on public.products (created_at desc, id) where published;

-- Counts and facets without a search read only these three columns: an index-only scan of this
-- narrow index avoids the wide heap rows (descriptions and search_text) on vacuumed tables.
create index products_shop_facets_idx on public.products (category_id, subcategory_id, attribute_id) where published;

-- Two changes to the facets, counts unchanged:
-- * LIKE instead of ILIKE: search_text and the pattern are both lower-cased already, and ILIKE
--   lower-cases every UTF-8 row again (17x slower at 100k rows on PGlite). Under the visitors' RLS
--   policy neither operator can use the trigram index (they are not LEAKPROOF), so the row test
--   itself has to be cheap.
-- * Without a search the rows come from a branch with no search_text test, gated by a one-time
--   filter, so the planner can answer it from products_shop_facets_idx.
create or replace function public.catalogue_facets(
  _search text default null,
  _category_id uuid default null,
  _subcategory_ids uuid[] default null
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  with term as (
    select nullif(
      replace(replace(replace(
        lower(public.f_unaccent(btrim(regexp_replace(coalesce(_search, ''), '\s+', ' ', 'g')))),
        '\', '\\'), '%', '\%'), '_', '\_'),
      ''
    ) as pattern
  ),
  matching_rows as (
    select p.category_id, p.subcategory_id, p.attribute_id
    from public.products p
    where p.published and (select t.pattern is null from term t)
    union all
    select p.category_id, p.subcategory_id, p.attribute_id
    from public.products p
    where p.published
      and (select t.pattern is not null from term t)
      and p.search_text like (select '%' || t.pattern || '%' from term t)
  ),
  matching as (
    select
      m.category_id,
      m.subcategory_id,
      m.attribute_id,
      (_category_id is null or m.category_id = _category_id) as in_category,
      (coalesce(cardinality(_subcategory_ids), 0) = 0 or m.subcategory_id = any (_subcategory_ids)) as in_subcategories
    from matching_rows m
  ),
  grouped as (
    select
      grouping(category_id, subcategory_id, attribute_id) as grouping_set,
      category_id,
      subcategory_id,
      attribute_id,
      count(*) as total,
      count(*) filter (where in_category) as in_category_total,
      count(*) filter (where in_category and in_subcategories) as in_subcategories_total
    from matching
    group by grouping sets ((category_id), (subcategory_id), (attribute_id))
  )
  -- grouping() bits: 3 = by category, 5 = by subcategory, 6 = by attribute.
  select jsonb_build_object(
    'categories', coalesce(
      jsonb_agg(jsonb_build_object('id', category_id, 'count', total) order by category_id)
        filter (where grouping_set = 3),
      '[]'::jsonb),
    'subcategories', coalesce(
      jsonb_agg(jsonb_build_object('id', subcategory_id, 'count', in_category_total) order by subcategory_id)
        filter (where grouping_set = 5 and subcategory_id is not null and in_category_total > 0),
      '[]'::jsonb),
    'attributes', coalesce(
      jsonb_agg(jsonb_build_object('id', attribute_id, 'count', in_subcategories_total) order by attribute_id)
        filter (where grouping_set = 6 and attribute_id is not null and in_subcategories_total > 0),
      '[]'::jsonb)
  )
  from grouped
$$;
