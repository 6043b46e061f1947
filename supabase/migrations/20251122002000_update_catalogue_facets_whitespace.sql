-- normalizeSearch (libs/domain) collapses runs of white space in the term, as search_text does;
-- the facets normalise the same way so their counts always match the list's total.
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
  matching as (
    select
      p.category_id,
      p.subcategory_id,
      p.attribute_id,
      (_category_id is null or p.category_id = _category_id) as in_category,
      (coalesce(cardinality(_subcategory_ids), 0) = 0 or p.subcategory_id = any (_subcategory_ids)) as in_subcategories
    from public.products p, term t
    where p.published
      and (t.pattern is null or p.search_text ilike '%' || t.pattern || '%')
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
