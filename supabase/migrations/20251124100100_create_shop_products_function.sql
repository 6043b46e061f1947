-- One page of the shop, paged before its cards are built. Read through PostgREST, a page's image
-- embed is a subquery per row, and PostgreSQL runs it for every row an OFFSET skips: 12 000
-- image lookups for page 1001 (about 120 ms at 100k products, against 4 ms to find the page).
-- shop_products finds the page's rows first; PostgREST then embeds images for those rows only.

-- The LIKE pattern of a shop search term, or null without one. A star matches any one
-- character (PostgREST reads `*` as `%`, so the list has always turned it into `_`).
create function public.shop_search_pattern(_search text)
returns text
language sql
immutable
set search_path = ''
as $$
  select '%' || nullif(
    replace(replace(replace(replace(
      lower(public.f_unaccent(btrim(regexp_replace(coalesce(_search, ''), '\s+', ' ', 'g')))),
      '\', '\\'), '%', '\%'), '_', '\_'), '*', '_'),
    ''
  ) || '%'
$$;

-- SECURITY INVOKER: the caller's policies apply, and the page holds published products only.
-- A search pages through product_search, whose trigram index its policy lets `like` use; a plain
-- page through products' partial indexes for each sort.
-- The sorts and their tie-breaks are the shop's: pages never overlap.
create function public.shop_products(
  _search text default null,
  _category_id uuid default null,
  _subcategory_ids uuid[] default null,
  _attribute_ids uuid[] default null,
  _sort text default 'relevance',
  _offset integer default 0,
  _limit integer default 12
)
returns setof public.products
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := public.shop_search_pattern(_search);
  -- %1$s is the row's alias, %2$s its id column.
  sort_keys text := case _sort
    when 'price-asc' then '%1$ssort_price, %1$sname, %1$s%2$s'
    when 'price-desc' then '%1$ssort_price desc, %1$sname, %1$s%2$s'
    when 'newest' then '%1$screated_at desc, %1$s%2$s'
    else '%1$sfeatured desc, %1$sname, %1$s%2$s'
  end;
  source text := case when pattern is null then 'public.products r where r.published'
                      else 'public.product_search r where r.search_text like $4' end;
  id_column text := case when pattern is null then 'id' else 'product_id' end;
  conditions text := '';
begin
  if _offset is null or _offset < 0 or _limit is null or _limit < 0 or _limit > 100 then
    raise exception 'invalid page: offset %, limit %', _offset, _limit using errcode = '22023';
  end if;
  -- Only the filters in use go into the query, so each page is planned for its own indexes.
  if _category_id is not null then
    conditions := conditions || ' and r.category_id = $1';
  end if;
  if coalesce(cardinality(_subcategory_ids), 0) > 0 then
    conditions := conditions || ' and r.subcategory_id = any ($2)';
  end if;
  if coalesce(cardinality(_attribute_ids), 0) > 0 then
    conditions := conditions || ' and r.attribute_id = any ($3)';
  end if;

  -- The page's ids in order, read from the sort's covering index where there is one (no table
  -- row is fetched for the rows the offset skips), then their rows.
  return query execute format(
    'select p.* from unnest(array(select r.%1$s from %2$s%3$s order by %4$s limit $5 offset $6))
       with ordinality as page(id, position)
     join public.products p on p.id = page.id
     order by page.position',
    id_column, source, conditions, format(sort_keys, 'r.', id_column)
  ) using _category_id, _subcategory_ids, _attribute_ids, pattern, _limit, _offset;
end;
$$;

grant execute on function public.shop_search_pattern(text) to anon, authenticated, service_role;
grant execute on function public.shop_products(text, uuid, uuid[], uuid[], text, integer, integer) to anon, authenticated, service_role;

-- The facets read the kept counts without a search (product_facet_counts, the previous
-- migration), and build a search's pattern with the same function as the list, so the two agree.
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
    select public.shop_search_pattern(_search) as pattern
  ),
  -- At most one row per (category, subcategory, attribute), then the three facets from those few
  -- rows. Without a search they are kept in product_facet_counts; a search groups its matches.
  combinations as (
    select f.category_id, f.subcategory_id, f.attribute_id, f.total
    from public.product_facet_counts f
    where (select t.pattern is null from term t)
    union all
    select s.category_id, s.subcategory_id, s.attribute_id, count(*)
    from public.product_search s
    where (select t.pattern is not null from term t)
      and s.search_text like (select t.pattern from term t)
    group by s.category_id, s.subcategory_id, s.attribute_id
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
