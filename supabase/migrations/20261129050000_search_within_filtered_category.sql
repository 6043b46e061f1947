-- A search within a filtered category (issue 31's budget page with a search, `lancha` among boats
-- filtered by price, length, year, motor and UF): shop_products and shop_facets narrow the
-- category's rows by the filters on its covering index first, and fetch only those rows to match
-- the words, instead of intersecting the words' trigram index with the category's and rechecking
-- every row it returned (docs/benchmarks.md has the plans at 1 000 000 listings); both keep a
-- search's bitmap exact. Otherwise as in
-- 20261128210100 (shop_products) and 20261128213100 (shop_facets); results are unchanged.

create or replace function public.shop_products(
  _search text default null,
  _category_id uuid default null,
  _subcategory_ids uuid[] default null,
  _attribute_ids uuid[] default null,
  _sort text default 'relevance',
  _offset integer default 0,
  _limit integer default 12,
  _filters jsonb default null,
  _seller_id uuid default null
)
returns setof public.products
language plpgsql
stable
set search_path = ''
-- A typo's word similarity: "porshe" is 0.57 like "porsche", past pg_trgm's default of 0.6.
set pg_trgm.word_similarity_threshold = 0.5
-- A search's rows are read through a bitmap of its words' trigram index: at the default 4 MB a
-- broad word's bitmap went lossy and every row of its heap pages was checked again (392 000 rows
-- for 50 000 matches at 1 000 000 listings, 1.0 s against 0.45 s with an exact one).
set work_mem = '16MB'
as $$
declare
  search record;
  spec_sort record;
  filters text;
  -- %1$s is the row's alias, %2$s its id column.
  sort_keys text := case _sort
    when 'price-asc' then '%1$ssort_price asc nulls last, %1$sname, %1$s%2$s'
    when 'price-desc' then '%1$ssort_price desc nulls last, %1$sname, %1$s%2$s'
    when 'newest' then '%1$screated_at desc, %1$s%2$s'
    else '%1$sfeatured desc, %1$sname, %1$s%2$s'
  end;
  source text := 'public.products r where r.published';
  id_column text := 'id';
  conditions text := '';
begin
  if _offset is null or _offset < 0 or _limit is null or _limit < 0 or _limit > 100 then
    raise exception 'invalid page: offset %, limit %', _offset, _limit using errcode = '22023';
  end if;
  select * into spec_sort from private.shop_spec_sort(_category_id, _sort);
  select string_agg(' and ' || f.condition, '' order by f.facet) into filters
  from private.shop_filter_conditions(_category_id, _filters) f;
  select * into search from public.shop_search_sql(_search);
  if search.condition is not null or filters is not null or spec_sort.slot is not null or _seller_id is not null then
    source := 'public.product_search r where ' || coalesce(search.condition, 'true');
    id_column := 'product_id';
  end if;
  -- A category's filtered page, without a search or a seller, reads the category's rows from its
  -- covering index alone, as its facets do, and filters and sorts them there: left to choose, the
  -- planner took the price index for a price range and filtered every category's listings in it
  -- (503 000 rows for 532 boats at 1 000 000 listings). The subquery's offset keeps it from
  -- merging the filters back. A search narrows by its trigram index, a seller by its own.
  if _category_id is not null and id_column = 'product_id' and search.condition is null and _seller_id is null then
    source := '(select r.product_id, r.category_id, r.subcategory_id, r.attribute_id, r.sort_price, r.uf, r.city_id,'
      || ' r.spec_numbers, r.spec_options, r.featured, r.name, r.created_at, r.price_reduced_until'
      || ' from public.product_search r where r.category_id = $1 offset 0) r where true';
  end if;
  -- A search within a filtered category: the filters narrow the category's rows on its covering
  -- index first, and only those rows are fetched to match the words. Left to choose, the planner
  -- intersected the words' trigram index with the category's and the UF's and rechecked 81 000
  -- rows for 53 boats at 1 000 000 listings (350 ms, against about 40 ms this way).
  if _category_id is not null and search.condition is not null and filters is not null and _seller_id is null then
    source := format('(select r.* from public.product_search r where r.product_id = any (array('
      || 'select r.product_id from public.product_search r where r.category_id = $1%s)) offset 0) r where %s', filters, search.condition);
  end if;
  if spec_sort.slot is not null then
    -- Listings without a value come last either way; ties by name, then id.
    sort_keys := format('%%1$sspec_numbers[%s] %s nulls last, %%1$sname, %%1$s%%2$s', spec_sort.slot,
      case when spec_sort.descending then 'desc' else 'asc' end);
  end if;
  sort_keys := format(sort_keys, 'r.', id_column);
  if search.relevance is not null and spec_sort.slot is null and _sort not in ('price-asc', 'price-desc', 'newest') then
    sort_keys := search.relevance || ' desc, ' || sort_keys;
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
  if _seller_id is not null then
    conditions := conditions || ' and r.seller_id = $6';
  end if;
  conditions := conditions || coalesce(filters, '');

  -- The page's ids in order, read from the sort's covering index where there is one (no table
  -- row is fetched for the rows the offset skips), then their rows.
  return query execute format(
    'select p.* from unnest(array(select r.%1$s from %2$s%3$s order by %4$s limit $4 offset $5))
       with ordinality as page(id, position)
     join public.products p on p.id = page.id
     order by page.position',
    id_column, source, conditions, sort_keys
  ) using _category_id, _subcategory_ids, _attribute_ids, _limit, _offset, _seller_id;
end;
$$;


create or replace function public.shop_facets(
  _search text default null,
  _category_id uuid default null,
  _subcategory_ids uuid[] default null,
  _attribute_ids uuid[] default null,
  _filters jsonb default null,
  _seller_id uuid default null
)
returns jsonb
language plpgsql
stable
set search_path = ''
-- The list's typo threshold (shop_products), so the counts match the list.
set pg_trgm.word_similarity_threshold = 0.5
-- A search's rows are read through a bitmap of its words' trigram index: at the default 4 MB a
-- broad word's bitmap went lossy and every row of its heap pages was checked again (392 000 rows
-- for 50 000 matches at 1 000 000 listings, 1.0 s against 0.45 s with an exact one).
set work_mem = '16MB'
as $$
declare
  search record;
  has_subcategories boolean := coalesce(cardinality(_subcategory_ids), 0) > 0;
  has_attributes boolean := coalesce(cardinality(_attribute_ids), 0) > 0;
  names text[];
  conditions text[];
  -- Each filter's bit in a row's mask: 1 the subcategories, 2 the attributes, then the filters.
  bits bigint[];
  mask text := '0::bigint';
  bit_of jsonb := '{}';
  location_filter text := case when _seller_id is not null then format(' and r.seller_id = %L::uuid', _seller_id) else '' end;
  specs_sql text := '''{}''::jsonb';
  option_definitions uuid[] := '{}';
  option_bits bigint[] := '{}';
  spec record;
  spec_bit bigint;
  result jsonb;
  categories jsonb;
  i integer;
  near_ids_first boolean;
begin
  select * into search from public.shop_search_sql(_search);
  select coalesce(array_agg(f.facet order by f.facet), '{}'), coalesce(array_agg(f.condition order by f.facet), '{}')
  into names, conditions
  from private.shop_filter_conditions(_category_id, _filters) f;
  if cardinality(names) > 60 then
    perform private.shop_filters_invalid('filtros demais');
  end if;

  for i in 1 .. cardinality(names) loop
    bit_of := bit_of || jsonb_build_object(names[i], (4::bigint << (i - 1)));
    mask := mask || format(' | (case when %s then 0 else %s end)', conditions[i], 4::bigint << (i - 1));
    if names[i] in ('uf', 'city') then
      location_filter := location_filter || ' and ' || conditions[i];
    end if;
  end loop;

  -- Categories: under the search and the location filters only.
  execute format(
    'select coalesce(jsonb_agg(jsonb_build_object(''id'', c.category_id, ''count'', c.total) order by c.category_id), ''[]''::jsonb)
     from (%s) c where c.total > 0',
    case when search.condition is null and _seller_id is null
      then 'select r.category_id, sum(r.total)::bigint as total from public.product_facet_counts r where true' || location_filter || ' group by r.category_id'
      else 'select r.category_id, count(*) as total from public.product_search r where ' || coalesce(search.condition, 'true') || location_filter || ' group by r.category_id'
    end)
  into categories;

  if search.condition is null and cardinality(names) = 0 and _seller_id is null
    and not exists (select 1 from public.spec_definitions d where d.category_id = _category_id and d.filterable and d.type <> 'text') then
    -- No search and no typed filter: the kept counts.
    execute $query$
      with kept as (
        select f.*,
          ($1::uuid is null or f.category_id = $1) as in_category,
          (coalesce(cardinality($2::uuid[]), 0) = 0 or f.subcategory_id = any ($2)) as in_subcategories,
          (coalesce(cardinality($3::uuid[]), 0) = 0 or f.attribute_id = any ($3)) as in_attributes
        from public.product_facet_counts f
      ),
      grouped as (
        select grouping(subcategory_id, attribute_id, uf, city_id) as grouping_set, subcategory_id, attribute_id, uf, city_id,
          coalesce(sum(total) filter (where in_category), 0)::bigint as for_subcategories,
          coalesce(sum(total) filter (where in_category and in_subcategories), 0)::bigint as for_attributes,
          coalesce(sum(total) filter (where in_category and in_subcategories and in_attributes), 0)::bigint as for_location
        from kept
        group by grouping sets ((), (subcategory_id), (attribute_id), (uf), (city_id))
      )
      select jsonb_build_object(
        'total', (select g.for_location from grouped g where g.grouping_set = 15),
        'subcategories', coalesce((select jsonb_agg(jsonb_build_object('id', g.subcategory_id, 'count', g.for_subcategories) order by g.subcategory_id)
          from grouped g where g.grouping_set = 7 and g.subcategory_id is not null and g.for_subcategories > 0), '[]'::jsonb),
        'attributes', coalesce((select jsonb_agg(jsonb_build_object('id', g.attribute_id, 'count', g.for_attributes) order by g.attribute_id)
          from grouped g where g.grouping_set = 11 and g.attribute_id is not null and g.for_attributes > 0), '[]'::jsonb),
        'uf', coalesce((select jsonb_agg(jsonb_build_object('value', g.uf, 'count', g.for_location) order by g.uf)
          from grouped g where g.grouping_set = 13 and g.uf is not null and g.for_location > 0), '[]'::jsonb),
        'cities', coalesce((select jsonb_agg(jsonb_build_object('id', g.city_id, 'name', m.name, 'uf', m.uf, 'count', g.for_location) order by m.name, m.uf)
          from grouped g join public.municipalities m on m.id = g.city_id where g.grouping_set = 14 and g.for_location > 0), '[]'::jsonb),
        'price', jsonb_build_object(
          'min', (select min(r.sort_price) from public.product_search r
                  where ($1::uuid is null or r.category_id = $1) and (coalesce(cardinality($2::uuid[]), 0) = 0 or r.subcategory_id = any ($2))
                    and (coalesce(cardinality($3::uuid[]), 0) = 0 or r.attribute_id = any ($3))),
          'max', (select max(r.sort_price) from public.product_search r
                  where ($1::uuid is null or r.category_id = $1) and (coalesce(cardinality($2::uuid[]), 0) = 0 or r.subcategory_id = any ($2))
                    and (coalesce(cardinality($3::uuid[]), 0) = 0 or r.attribute_id = any ($3)))),
        'specs', '{}'::jsonb,
        'reduced', (select count(*) from public.product_search r
                    where r.price_reduced_until > now() and ($1::uuid is null or r.category_id = $1)
                      and (coalesce(cardinality($2::uuid[]), 0) = 0 or r.subcategory_id = any ($2))
                      and (coalesce(cardinality($3::uuid[]), 0) = 0 or r.attribute_id = any ($3)))
      )
    $query$
    into result
    using _category_id, _subcategory_ids, _attribute_ids;
    return result || jsonb_build_object('categories', categories);
  end if;

  near_ids_first := _category_id is not null and search.condition is not null and cardinality(names) > 0 and _seller_id is null;
  if has_subcategories then
    mask := mask || ' | (case when r.subcategory_id = any ($2) then 0 else 1 end)';
  end if;
  if has_attributes then
    mask := mask || ' | (case when r.attribute_id = any ($3) then 0 else 2 end)';
  end if;

  -- The category's filterable specifications (those narrowed to a subcategory only when it is
  -- chosen, or when none is): each bounded, counted per option, or counted yes and no.
  for spec in
    select d.id, d.key, d.type, d.filter_slot
    from public.spec_definitions d
    where d.category_id = _category_id and d.filterable and d.type <> 'text'
      and (d.subcategory_id is null or not has_subcategories or d.subcategory_id = any (_subcategory_ids))
    order by d.position, d.key
  loop
    spec_bit := coalesce((bit_of ->> ('spec:' || spec.key))::bigint, 0);
    if spec.type in ('number', 'integer', 'year') then
      specs_sql := specs_sql || format(
        ' || jsonb_build_object(%L, jsonb_build_object(''min'', min(n.spec_numbers[%s]) filter (where n.miss & ~%s::bigint = 0), ''max'', max(n.spec_numbers[%2$s]) filter (where n.miss & ~%3$s::bigint = 0)))',
        spec.key, spec.filter_slot, spec_bit);
    elsif spec.type = 'boolean' then
      specs_sql := specs_sql || format(
        ' || jsonb_build_object(%L, jsonb_build_object(''true'', count(*) filter (where n.miss & ~%s::bigint = 0 and n.spec_numbers[%s] = 1), ''false'', count(*) filter (where n.miss & ~%2$s::bigint = 0 and n.spec_numbers[%3$s] = 0)))',
        spec.key, spec_bit, spec.filter_slot);
    else
      option_definitions := option_definitions || spec.id;
      option_bits := option_bits || spec_bit;
    end if;
  end loop;

  execute format($query$
    with near as materialized (
      select n.*
      from (
        select r.subcategory_id, r.attribute_id, r.sort_price, r.uf, r.city_id, r.spec_numbers, r.spec_options,
          coalesce(r.price_reduced_until > now(), false) as reduced, %1$s as miss
        from %2$s%3$s
        offset 0
      ) n
      where n.miss & ~3::bigint = 0 or n.miss & (n.miss - 1) = 0
    ),
    scalars as (
      select count(*) filter (where n.miss = 0) as total,
        min(n.sort_price) filter (where n.miss & ~%4$s::bigint = 0) as price_min,
        max(n.sort_price) filter (where n.miss & ~%4$s::bigint = 0) as price_max,
        %5$s as specs,
        count(*) filter (where n.miss & ~%8$s::bigint = 0 and n.reduced) as reduced
      from near n
    ),
    grouped as (
      select grouping(n.subcategory_id, n.attribute_id, n.uf, n.city_id) as grouping_set, n.subcategory_id, n.attribute_id, n.uf, n.city_id,
        count(*) filter (where n.miss & ~3::bigint = 0) as for_subcategories,
        count(*) filter (where n.miss & ~2::bigint = 0) as for_attributes,
        count(*) filter (where n.miss & ~%6$s::bigint = 0) as for_uf,
        count(*) filter (where n.miss & ~%7$s::bigint = 0) as for_cities
      from near n
      group by grouping sets ((n.subcategory_id), (n.attribute_id), (n.uf), (n.city_id))
    ),
    -- The held codes are grouped by (code, mask) first: a few rows per option, which are then
    -- matched with their definition's bit, instead of a join per listing.
    option_counts as (
      select g.code, sum(g.total) as total
      from (
        select u.code, n.miss, count(*) as total
        from near n
        cross join lateral unnest(n.spec_options) as u(code)
        group by u.code, n.miss
      ) g
      join public.spec_options o on o.code = g.code
      join unnest($4::uuid[], $5::bigint[]) as m(definition_id, bit) on m.definition_id = o.definition_id
      where g.miss & ~m.bit = 0
      group by g.code
    )
    select jsonb_build_object(
      'total', s.total,
      'reduced', s.reduced,
      'price', jsonb_build_object('min', s.price_min, 'max', s.price_max),
      'subcategories', coalesce((select jsonb_agg(jsonb_build_object('id', g.subcategory_id, 'count', g.for_subcategories) order by g.subcategory_id)
        from grouped g where g.grouping_set = 7 and g.subcategory_id is not null and g.for_subcategories > 0), '[]'::jsonb),
      'attributes', coalesce((select jsonb_agg(jsonb_build_object('id', g.attribute_id, 'count', g.for_attributes) order by g.attribute_id)
        from grouped g where g.grouping_set = 11 and g.attribute_id is not null and g.for_attributes > 0), '[]'::jsonb),
      'uf', coalesce((select jsonb_agg(jsonb_build_object('value', g.uf, 'count', g.for_uf) order by g.uf)
        from grouped g where g.grouping_set = 13 and g.uf is not null and g.for_uf > 0), '[]'::jsonb),
      'cities', coalesce((select jsonb_agg(jsonb_build_object('id', g.city_id, 'name', m.name, 'uf', m.uf, 'count', g.for_cities) order by m.name, m.uf)
        from grouped g join public.municipalities m on m.id = g.city_id where g.grouping_set = 14 and g.for_cities > 0), '[]'::jsonb),
      'specs', s.specs || coalesce((
        select jsonb_object_agg(d.key, (
          select jsonb_agg(jsonb_build_object('value', o.value, 'count', coalesce(c.total, 0)) order by o.position, o.value)
          from public.spec_options o left join option_counts c on c.code = o.code
          where o.definition_id = d.id))
        from public.spec_definitions d where d.id = any ($4)), '{}'::jsonb)
    )
    from scalars s
  $query$,
    mask,
    case when near_ids_first
      -- The rows that miss at most one filter, read from the category's covering index, then
      -- fetched to match the words (as shop_products reads a search within a filtered category).
      then format('(select r.* from public.product_search r where r.product_id = any (array('
        || 'select n.product_id from (select r.product_id, %s as miss from public.product_search r where r.category_id = $1 offset 0) n'
        || ' where n.miss & ~3::bigint = 0 or n.miss & (n.miss - 1) = 0)) offset 0) r where %s', mask, search.condition)
      else 'public.product_search r where ' || coalesce(search.condition, 'true')
    end,
    case when near_ids_first then ''
      else case when _category_id is not null then ' and r.category_id = $1' else '' end
        || case when _seller_id is not null then ' and r.seller_id = $6' else '' end
    end,
    coalesce(bit_of ->> 'price', '0'),
    specs_sql,
    coalesce(bit_of ->> 'uf', '0'),
    coalesce(bit_of ->> 'city', '0'),
    coalesce(bit_of ->> 'reduced', '0'))
  into result
  using _category_id, _subcategory_ids, _attribute_ids, option_definitions, option_bits, _seller_id;
  return result || jsonb_build_object('categories', categories);
end;
$$;

