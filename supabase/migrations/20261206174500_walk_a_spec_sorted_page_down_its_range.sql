-- A category's page sorted by a specification, without a search or a seller, walks the index of
-- that specification's slot in the sort's order, the filters tested on the way, and stops at the
-- page's last listing, instead of reading every listing the filters' narrowest range holds (or the
-- whole category, without a range) and sorting them. The listings sharing the value of the page's
-- last (its ties, ordered by name, then id) are read from the index's entries of that one value,
-- so a run of thousands (a year, a number of bedrooms) is not passed one by one. The walk runs:
-- - when the specification's own range is the page's narrowest (private.shop_narrowest_range),
--   within that range, to its end if need be: the walk reads the entries the former path read, in
--   order, so never more. The real estate budget page (area 100-400 m², sorted by area, with a
--   price range, bedrooms, a type and a UF) read the area range's 58 206 entries for its twelve at
--   1 000 000 listings (25.8-57.7 ms), where about 250 are passed before the twelfth match;
-- - without any range, over the listings holding a value, for at most 20 000 entries: a page
--   not filled by then, or needing the listings without a value (which come last), is read as
--   before. "Maior área" over a category's listings of one UF read and sorted all of them.
-- Another range narrower than the sort's reads as before. The answers are unchanged.
-- Otherwise as in 20261206140000 (shop_products).

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
  -- The category's rows read from its covering index alone; the offset fences the subquery, so the
  -- planner cannot merge the filters back into it and choose another index for them.
  category_rows text;
  -- The page's narrowest range (private.shop_narrowest_range), if any: its facet and condition.
  narrowest_facet text;
  narrowest text;
  names text[];
  conditions_of text[];
  id_column text := 'id';
  conditions text := '';
  -- A search within a filtered category: the category's rows matching the filters, when they are
  -- few enough to fetch one by one (see below).
  filtered_ids uuid[];
  few_filtered constant integer := 2000;
  -- A page filtered by UF alone: its UFs, their listings and the category's (the kept counts), the
  -- most listings a walk of the category's sort index may be expected to pass for a page, and the
  -- most it passes before the page is read as any filtered page is.
  ufs char(2)[];
  in_ufs bigint;
  in_category bigint;
  longest_walk constant integer := 5000;
  walk_rows constant integer := 20000;
  walk_ufs boolean := false;
  walk_sort text;
  walked record;
  walked_rows integer := 0;
  matched integer := 0;
  page_ids uuid[] := '{}';
  -- A page sorted by a specification: its slot's index walked in the sort's order (below), to the
  -- end of the sort's own range or for at most walk_rows entries; the listings it keeps; the value
  -- of the current run of equal values and the rank its first listing holds; whether the walk
  -- reached the page's last listing, and whether it answers the page.
  walk_spec boolean;
  walk_to_end boolean;
  sort_column text;
  sort_walk refcursor;
  sort_rows text;
  run_rows text;
  walk_order text;
  run_value float8;
  run_start integer;
  reached_last boolean := false;
  walk_answers boolean := false;
  kept_values float8[] := '{}';
  kept_names text[] := '{}';
begin
  if _offset is null or _offset < 0 or _limit is null or _limit < 0 or _limit > 100 then
    raise exception 'invalid page: offset %, limit %', _offset, _limit using errcode = '22023';
  end if;
  select * into spec_sort from private.shop_spec_sort(_category_id, _sort);
  select coalesce(array_agg(f.facet order by f.facet), '{}'), coalesce(array_agg(f.condition order by f.facet), '{}')
  into names, conditions_of
  from private.shop_filter_conditions(_category_id, _filters) f;
  filters := nullif(array_to_string(array(select ' and ' || c from unnest(conditions_of) c), ''), '');
  -- Only a category's rows without a seller are read from a range's index (below).
  if cardinality(names) > 0 and _category_id is not null and _seller_id is null then
    select n.facet into narrowest_facet from private.shop_narrowest_range(_category_id, _filters) n;
    narrowest := conditions_of[array_position(names, narrowest_facet)];
  end if;
  select * into search from public.shop_search_sql(_search);
  -- A category's page sorted by a specification from a slot with its own index, without a search or
  -- a seller, and without a range narrower than the sort's own: the slot's index is walked in the
  -- sort's order (below), to the end of the sort's range when that is the narrowest.
  walk_spec := coalesce(_limit > 0 and _category_id is not null and _seller_id is null and search.condition is null
    and spec_sort.slot between 1 and 8 and to_regclass(format('public.product_search_spec_%s_idx', spec_sort.slot)) is not null
    and (narrowest is null or narrowest_facet = 'spec:' || regexp_replace(_sort, '-(asc|desc)$', '')), false);
  walk_to_end := narrowest is not null;
  sort_column := private.spec_slot_column(spec_sort.slot);
  -- The index's own order over the listings holding a value (the only ones it holds).
  walk_order := case when spec_sort.descending then ' desc nulls first' else ' asc nulls last' end;
  -- The category's rows within its narrowest range read from that range's covering index, led by
  -- the category (or from the category's own, keyed by price, without a range), alone; the offset
  -- fences the subquery, so the planner cannot merge the other filters back into it and choose
  -- another index for them. The slots' array, which the indexes do not hold, only where a filter or
  -- the sort reads a slot past the typed columns.
  category_rows := '(select r.product_id, r.category_id, r.subcategory_id, r.attribute_id, r.sort_price, r.uf, r.city_id,'
    || ' r.spec_1, r.spec_2, r.spec_3, r.spec_4, r.spec_5, r.spec_6, r.spec_7, r.spec_8,'
    || case when strpos(coalesce(filters, ''), 'r.spec_numbers') > 0 or spec_sort.slot > 8 then ' r.spec_numbers,' else '' end
    || ' r.spec_options, r.featured, r.name, r.created_at, r.price_reduced_until'
    || ' from public.product_search r where r.category_id = $1' || coalesce(' and ' || narrowest, '');
  -- A walked sort's rows: the same, in its slot's order, bounded unless walked to the range's end.
  sort_rows := category_rows
    || case when walk_to_end then '' else ' and ' || sort_column || ' is not null' end
    || ' order by ' || sort_column || walk_order
    || case when walk_to_end then '' else ' limit ' || walk_rows end
    || ' offset 0) r where true';
  -- And the listings of one value of it (the run of the page's last), from the same index.
  run_rows := category_rows || ' and ' || sort_column || ' = $4 offset 0) r where true';
  category_rows := category_rows || ' offset 0) r';
  if search.condition is not null or filters is not null or spec_sort.slot is not null or _seller_id is not null then
    source := 'public.product_search r where ' || coalesce(search.condition, 'true');
    id_column := 'product_id';
  end if;
  -- A category's page filtered by UF alone, in the shop's own order and with no subcategory or
  -- attribute chosen, walks the category's sort index on products (which holds the UF) as its
  -- unfiltered page does and tests the UF on each listing it passes: the category's covering index
  -- read whole for a first page took 120-150 ms for real estate in São Paulo at 1 000 000 listings,
  -- the walk 2.5-5 ms. The kept counts give the UFs' share of the category, so the walk is taken
  -- only while the listings it is expected to pass for the page stay few (the page's last rank over
  -- that share); a UF without a listing has nothing to list (told of one, the planner read a whole
  -- index of cities for it, 408 ms).
  if names = array['uf'] and _category_id is not null and search.condition is null and _seller_id is null
     and spec_sort.slot is null and coalesce(cardinality(_subcategory_ids), 0) = 0 and coalesce(cardinality(_attribute_ids), 0) = 0 then
    ufs := private.shop_filter_ufs(_filters);
    select coalesce(sum(f.total) filter (where f.uf = any (ufs)), 0), coalesce(sum(f.total), 0)
    into in_ufs, in_category
    from public.product_facet_counts f
    where f.category_id = _category_id;
    if in_ufs = 0 then
      return;
    end if;
    walk_ufs := _limit > 0 and (_offset + _limit)::bigint * in_category / in_ufs <= longest_walk;
  end if;
  -- A category's filtered page, without a search or a seller, reads the category's rows from its
  -- covering index alone, as its facets do, and filters and sorts them there: left to choose, the
  -- planner took the price index for a price range and filtered every category's listings in it
  -- (503 000 rows for 532 boats at 1 000 000 listings). A search narrows by its trigram index, a
  -- seller by its own.
  if _category_id is not null and id_column = 'product_id' and search.condition is null and _seller_id is null then
    source := category_rows || ' where true';
  end if;
  -- A search within a filtered category: when the filters keep few of the category's rows, read
  -- on its covering index, only those rows are fetched to match the words. Left to choose, the
  -- planner intersected the words' trigram index with the category's and the UF's and rechecked
  -- 81 000 rows for 53 boats at 1 000 000 listings (350 ms, against about 40 ms this way).
  -- The filters are tested on the category's covering index behind the same fence as a filtered
  -- page's: without it the planner took the price index for a price range here too (50 000 rows of
  -- every category filtered for 44 boats at 100 000 listings, 44 ms against 5 ms).
  -- When the filters keep more (a UF alone), fetching them one by one costs more than reading the
  -- words' matches (17 000 boats in SP fetched for "lancha", 125-155 ms, against 33-44 ms for the
  -- words' matches in the category), so the words lead, with the filters tested on their rows.
  if _category_id is not null and search.condition is not null and filters is not null and _seller_id is null then
    execute format('select array(select r.product_id from %s where true%s limit %s)', category_rows, filters, few_filtered + 1)
    into filtered_ids using _category_id;
    if cardinality(filtered_ids) <= few_filtered then
      source := format('(select r.* from public.product_search r where r.product_id = any ($7) offset 0) r where %s', search.condition);
    else
      -- Fenced, so the planner reads the words' trigram index: left to choose, it walked the
      -- category's covering index and fetched every listing of it to match the words (50 000 boats
      -- in a wide price range, 120-580 ms).
      source := format('(select r.* from public.product_search r where %s and r.category_id = $1 offset 0) r where true', search.condition);
    end if;
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
  -- A category's page with a subcategory or attribute chosen, and nothing else, reads the chosen
  -- listings from products_shop_choice_idx alone and sorts them there: left to choose, the planner
  -- walked the whole catalogue's sort index for the first twelve, expecting them spread evenly,
  -- while names and prices follow the category (588 000 listings read for a watch subcategory's
  -- twelve at 1 000 000 listings, 2.6 s, against a read of its 66 667).
  if _category_id is not null and id_column = 'id'
     and (coalesce(cardinality(_subcategory_ids), 0) > 0 or coalesce(cardinality(_attribute_ids), 0) > 0) then
    source := '(select r.id, r.featured, r.name, r.sort_price, r.created_at from public.products r where r.published'
      || conditions || ' offset 0) r where true';
    -- Tested inside the fence, on the index; nothing is left to test on its rows.
    conditions := '';
  end if;
  if spec_sort.slot is not null then
    -- Listings without a value come last either way; ties by name, then id.
    sort_keys := format('%s %s nulls last, %%1$sname, %%1$s%%2$s', private.spec_slot_column(spec_sort.slot),
      case when spec_sort.descending then 'desc' else 'asc' end);
  end if;
  walk_sort := format(sort_keys, 'r.', 'id');
  sort_keys := format(sort_keys, 'r.', id_column);
  if search.relevance is not null and spec_sort.slot is null and _sort not in ('price-asc', 'price-desc', 'newest') then
    sort_keys := search.relevance || ' desc, ' || sort_keys;
  end if;

  if walk_spec then
    -- The walk: the slot's listings in the sort's order, the filters tested on each behind the
    -- fence, so the slot's index leads and, an opened cursor being planned for its first rows (a
    -- FOR loop's query is planned for all of them), is read in order without a sort. It stops at
    -- the page's last listing; or, walked to the end of the sort's own range, which holds no
    -- listing without a value, it answers with what it found. Ended otherwise (its bound, or the
    -- page reaching the listings without a value), the page is read below as before.
    open sort_walk for execute format('select r.product_id, %s as value, r.name from %s%s', sort_column, sort_rows, conditions)
      using _category_id, _subcategory_ids, _attribute_ids;
    loop
      fetch sort_walk into walked;
      if not found then
        walk_answers := walk_to_end;
        exit;
      end if;
      matched := matched + 1;
      if matched = 1 or walked.value is distinct from run_value then
        run_value := walked.value;
        run_start := matched;
      end if;
      if matched = _offset + _limit then
        reached_last := true;
        walk_answers := true;
        exit;
      end if;
      page_ids := page_ids || walked.product_id;
      kept_values := kept_values || walked.value;
      kept_names := kept_names || walked.name;
    end loop;
    close sort_walk;
    if walk_answers then
      -- The page is the listings before the run of its last value, whole and ordered as the sort
      -- orders them (by value, then name, then id), followed by that run's first listings by name,
      -- then id, read from the index's entries of that one value: a run can hold thousands (a
      -- year, a number of bedrooms), which the walk does not pass one by one.
      if reached_last then
        page_ids := page_ids[1:run_start - 1];
        kept_values := kept_values[1:run_start - 1];
        kept_names := kept_names[1:run_start - 1];
      end if;
      return query execute format(
        'select p.* from (
           select kept.id, 0 as part, kept.value, kept.name
           from unnest($5::uuid[], $6::float8[], $7::text[]) as kept(id, value, name)
           union all
           (select r.product_id, 1, null::float8, r.name from %s%s and $10 order by r.name, r.product_id limit $11)
         ) page
         join public.products p on p.id = page.id
         order by page.part, page.value%s, page.name, page.id
         offset $8 limit $9', run_rows, conditions, walk_order)
        using _category_id, _subcategory_ids, _attribute_ids, run_value, page_ids, kept_values, kept_names, _offset, _limit,
          reached_last, _offset + _limit - run_start + 1;
      return;
    end if;
  end if;

  if walk_ufs then
    -- The walk: the category's unfiltered page in the same order, bounded, its UF tested here. Told
    -- of the UF, the planner took the whole shop's price index instead of the category's, expecting
    -- the category's listings spread evenly along it (256 000 rows read for 24, 1.3-11 s); unbounded,
    -- it sorted the whole category. A page not found within the bound, while the category goes on,
    -- is read below as any filtered page is.
    for walked in execute format('select r.id, r.uf from public.products r where r.published and r.category_id = $1 order by %s limit %s',
        walk_sort, walk_rows)
      using _category_id
    loop
      walked_rows := walked_rows + 1;
      continue when not coalesce(walked.uf = any (ufs), false);
      matched := matched + 1;
      if matched > _offset then
        page_ids := page_ids || walked.id;
      end if;
      exit when matched >= _offset + _limit;
    end loop;
    if matched >= _offset + _limit or walked_rows < walk_rows then
      return query
        select p.* from unnest(page_ids) with ordinality as page(id, position)
        join public.products p on p.id = page.id
        order by page.position;
      return;
    end if;
  end if;

  -- The page's ids in order, read from the sort's covering index where there is one (no table
  -- row is fetched for the rows the offset skips), then their rows.
  return query execute format(
    'select p.* from unnest(array(select r.%1$s from %2$s%3$s order by %4$s limit $4 offset $5))
       with ordinality as page(id, position)
     join public.products p on p.id = page.id
     order by page.position',
    id_column, source, conditions, sort_keys
  ) using _category_id, _subcategory_ids, _attribute_ids, _limit, _offset, _seller_id, filtered_ids;
end;
$$;
