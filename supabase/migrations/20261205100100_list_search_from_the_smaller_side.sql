-- A search within a filtered category lists from whichever side is smaller. The category's rows
-- matching the filters are read from its covering index first, as before, but at most 2 001 of
-- them: when the filters keep no more than 2 000, those are fetched by id to match the words (the
-- budget page: a few hundred boats); otherwise the words' matches are read through their trigram
-- index and the filters tested there. Every filtered row was fetched by id before, one at a time,
-- whatever their number: with the UF alone, every listing of the category in it (1 000 000
-- listings, boats in SP with "lancha": 17 000 fetches, 125-155 ms, for 12 cards). The listings
-- listed are unchanged. Otherwise as in 20261202160000.

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
  price_range text;
  id_column text := 'id';
  conditions text := '';
  -- A search within a filtered category: the category's rows matching the filters, when they are
  -- few enough to fetch one by one (see below).
  filtered_ids uuid[];
  few_filtered constant integer := 2000;
begin
  if _offset is null or _offset < 0 or _limit is null or _limit < 0 or _limit > 100 then
    raise exception 'invalid page: offset %, limit %', _offset, _limit using errcode = '22023';
  end if;
  select * into spec_sort from private.shop_spec_sort(_category_id, _sort);
  select string_agg(' and ' || f.condition, '' order by f.facet), max(f.condition) filter (where f.facet = 'price')
  into filters, price_range
  from private.shop_filter_conditions(_category_id, _filters) f;
  -- The category's rows within the price range read from its covering index, keyed by (category,
  -- price), alone; the offset fences the subquery, so the planner cannot merge the other filters
  -- back into it and choose another index for them.
  category_rows := '(select r.product_id, r.category_id, r.subcategory_id, r.attribute_id, r.sort_price, r.uf, r.city_id,'
    || ' r.spec_numbers, r.spec_options, r.featured, r.name, r.created_at, r.price_reduced_until'
    || ' from public.product_search r where r.category_id = $1' || coalesce(' and ' || price_range, '') || ' offset 0) r';
  select * into search from public.shop_search_sql(_search);
  if search.condition is not null or filters is not null or spec_sort.slot is not null or _seller_id is not null then
    source := 'public.product_search r where ' || coalesce(search.condition, 'true');
    id_column := 'product_id';
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
    sort_keys := format('%%1$sspec_numbers[%s] %s nulls last, %%1$sname, %%1$s%%2$s', spec_sort.slot,
      case when spec_sort.descending then 'desc' else 'asc' end);
  end if;
  sort_keys := format(sort_keys, 'r.', id_column);
  if search.relevance is not null and spec_sort.slot is null and _sort not in ('price-asc', 'price-desc', 'newest') then
    sort_keys := search.relevance || ' desc, ' || sort_keys;
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
