-- The facets count the matching rows once per (category, subcategory, attribute) and run the
-- grouping sets over those few groups: one hash probe per row instead of three (about twice as
-- fast at 100k products on PGlite). Counts are unchanged.
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
  -- One pass over the rows into at most one group per (category, subcategory, attribute), then
  -- the three facets from those few groups: one hash probe per row instead of three.
  combinations as (
    select m.category_id, m.subcategory_id, m.attribute_id, count(*) as total
    from matching_rows m
    group by m.category_id, m.subcategory_id, m.attribute_id
  ),
  matching as (
    select
      c.category_id,
      c.subcategory_id,
      c.attribute_id,
      c.total,
      (_category_id is null or c.category_id = _category_id) as in_category,
      (coalesce(cardinality(_subcategory_ids), 0) = 0 or c.subcategory_id = any (_subcategory_ids)) as in_subcategories
    from combinations c
  ),
  grouped as (
    select
      grouping(category_id, subcategory_id, attribute_id) as grouping_set,
      category_id,
      subcategory_id,
      attribute_id,
      sum(total)::bigint as total,
      coalesce(sum(total) filter (where in_category), 0)::bigint as in_category_total,
      coalesce(sum(total) filter (where in_category and in_subcategories), 0)::bigint as in_subcategories_total
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
