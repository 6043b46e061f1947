-- A page filtered by UF alone (one UF filter and nothing else typed, without a search or a seller;
-- a subcategory or attribute choice may stand beside it) is counted from the kept tables, as a
-- page without a filter is, instead of a pass over its listings: the kept option and yes/no counts
-- gain the UF, the price's and each specification's bounds are walks of their indexes that stop at
-- the first listing of the UF from either end. Its list, in the shop's own order, walks the
-- category's sort index, which now holds the UF (below). The UF is the first filter a buyer picks,
-- and at 1 000 000 listings the list and the pass read the whole category's covering index, and
-- the pass grouped its listings of the UF (real estate in São Paulo: 270 000 entries read, 100 497
-- grouped; list 120-150 ms, facets 110-180 ms). shop_products and shop_facets also carry the
-- previous migration's change (20261206130000: the slots read from their columns through
-- private.spec_slot_column; shop_facets starts no parallel workers). The answers are unchanged.
-- Otherwise as in 20261130030000 (keep_product_spec_facets) and 20261206100000 (shop_facets,
-- shop_products).

-- The category's sort indexes hold the UF too, so a page filtered by UF alone walks them without
-- reading a listing's row (shop_products, below).
drop index public.products_category_relevance_idx;
create index products_category_relevance_idx on public.products (category_id, featured desc, name, id)
  include (seller_id, uf)
  where published;
drop index public.products_category_price_asc_idx;
create index products_category_price_asc_idx on public.products (category_id, sort_price asc nulls last, name, id)
  include (seller_id, uf)
  where published;
drop index public.products_category_price_desc_idx;
create index products_category_price_desc_idx on public.products (category_id, sort_price desc nulls last, name, id)
  include (seller_id, uf)
  where published;
drop index public.products_category_newest_idx;
create index products_category_newest_idx on public.products (category_id, created_at desc, id)
  include (seller_id, uf)
  where published;

alter table public.product_spec_counts add column uf char(2);
alter table public.product_spec_counts drop constraint product_spec_counts_key;
delete from public.product_spec_counts;
alter table public.product_spec_counts
  add constraint product_spec_counts_key unique nulls not distinct (category_id, subcategory_id, attribute_id, uf, slot, value);

-- The UFs of a page's filters, given as an object or as the JSON text of one (as the embedded
-- backend on PostgreSQL hands it over); called after shop_filter_conditions has refused malformed ones.
create function private.shop_filter_ufs(_filters jsonb)
returns char(2)[]
language sql
immutable
set search_path = ''
as $$
  select array(select jsonb_array_elements_text(
    case when jsonb_typeof(_filters) = 'string' then (_filters #>> '{}')::jsonb else _filters end -> 'uf'))::char(2)[]
$$;

-- As in 20261130030000, with the UF in the kept counts' key.
create or replace function public.keep_product_spec_facets()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select r.category_id, r.subcategory_id, r.attribute_id, r.uf, r.spec_numbers, r.spec_options, 1 as n from added_rows r'
    when 'DELETE' then 'select r.category_id, r.subcategory_id, r.attribute_id, r.uf, r.spec_numbers, r.spec_options, -1 as n from removed_rows r'
    else 'select r.category_id, r.subcategory_id, r.attribute_id, r.uf, r.spec_numbers, r.spec_options, 1 as n from added_rows r'
      || ' union all select r.category_id, r.subcategory_id, r.attribute_id, r.uf, r.spec_numbers, r.spec_options, -1 from removed_rows r'
  end;
  -- Each (group, slot, value) a statement changed, with its net change.
  value_changes text := 'select r.category_id, r.subcategory_id, r.attribute_id, s.slot::integer as slot, s.value, sum(r.n) as n'
    || ' from (%s) r cross join unnest(r.spec_numbers) with ordinality as s(value, slot)'
    || ' where s.value is not null group by 1, 2, 3, 4, 5 having sum(r.n) <> 0';
begin
  if tg_op = 'TRUNCATE' then
    delete from public.product_spec_counts;
    delete from public.product_spec_bounds;
    return null;
  end if;

  execute format($query$
    insert into public.product_spec_counts as counts (category_id, subcategory_id, attribute_id, uf, slot, value, total)
    select c.category_id, c.subcategory_id, c.attribute_id, c.uf, c.slot, c.value, sum(c.n)
    from (
      select r.category_id, r.subcategory_id, r.attribute_id, r.uf, 0 as slot, u.code::float8 as value, r.n
      from (%1$s) r cross join unnest(r.spec_options) as u(code)
      union all
      select r.category_id, r.subcategory_id, r.attribute_id, r.uf, s.slot::integer, s.value, r.n
      from (%1$s) r cross join unnest(r.spec_numbers) with ordinality as s(value, slot)
      where s.value in (0, 1)
    ) c
    group by 1, 2, 3, 4, 5, 6
    having sum(c.n) <> 0
    -- One order for every writer, so two concurrent bulk writes cannot deadlock on these rows.
    order by 1, 2, 3, 4, 5, 6
    on conflict on constraint product_spec_counts_key do update
      set total = counts.total + excluded.total
  $query$, changed);
  delete from public.product_spec_counts where total = 0;
  -- A negative count means a change was missed: fail the write rather than show wrong counts.
  if exists (select 1 from public.product_spec_counts where total < 0) then
    raise exception 'product_spec_counts out of step with product_search';
  end if;

  execute format($query$
    insert into public.product_spec_bounds as bounds (category_id, subcategory_id, attribute_id, slot, min, max)
    select v.category_id, v.subcategory_id, v.attribute_id, v.slot, min(v.value), max(v.value)
    from (%s) v
    where v.n > 0
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4
    on conflict on constraint product_spec_bounds_key do update
      set min = least(bounds.min, excluded.min), max = greatest(bounds.max, excluded.max)
  $query$, format(value_changes, changed));

  -- An insert only adds: no bound can have lost its last listing.
  if tg_op = 'INSERT' then
    return null;
  end if;
  execute format($query$
    with fallen as (
      select distinct b.category_id, b.subcategory_id, b.attribute_id, b.slot
      from (%s) v
      join public.product_spec_bounds b
        on b.category_id = v.category_id and b.subcategory_id is not distinct from v.subcategory_id
          and b.attribute_id is not distinct from v.attribute_id and b.slot = v.slot
      where v.n < 0 and (v.value <= b.min or v.value >= b.max)
    ),
    fresh as (
      -- One read of the combination's listings for both bounds.
      select f.category_id, f.subcategory_id, f.attribute_id, f.slot, g.min, g.max
      from fallen f
      cross join lateral (
        select min(r.spec_numbers[f.slot]) as min, max(r.spec_numbers[f.slot]) as max
        from public.product_search r
        where r.category_id = f.category_id and r.subcategory_id is not distinct from f.subcategory_id
          and r.attribute_id is not distinct from f.attribute_id
      ) g
    ),
    emptied as (
      delete from public.product_spec_bounds b
      using fresh f
      where f.min is null and b.category_id = f.category_id and b.subcategory_id is not distinct from f.subcategory_id
        and b.attribute_id is not distinct from f.attribute_id and b.slot = f.slot
    )
    update public.product_spec_bounds b
    set min = f.min, max = f.max
    from fresh f
    where f.min is not null and b.category_id = f.category_id and b.subcategory_id is not distinct from f.subcategory_id
      and b.attribute_id is not distinct from f.attribute_id and b.slot = f.slot
  $query$, format(value_changes, changed));
  return null;
end;
$$;

-- The kept counts again, now per UF too.
insert into public.product_spec_counts (category_id, subcategory_id, attribute_id, uf, slot, value, total)
select c.category_id, c.subcategory_id, c.attribute_id, c.uf, c.slot, c.value, count(*)
from (
  select r.category_id, r.subcategory_id, r.attribute_id, r.uf, 0 as slot, u.code::float8 as value
  from public.product_search r cross join unnest(r.spec_options) as u(code)
  union all
  select r.category_id, r.subcategory_id, r.attribute_id, r.uf, s.slot::integer, s.value
  from public.product_search r cross join unnest(r.spec_numbers) with ordinality as s(value, slot)
  where s.value in (0, 1)
) c
group by 1, 2, 3, 4, 5, 6;

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
-- No JIT compilation: the near condition's cost estimate (its selectivity unknown to the planner)
-- lifts a large category's plan past jit_above_cost, and compiling it took longer than it saved
-- (PostgreSQL, 1 000 000 listings, real estate filtered: 322-328 ms with it, 237-249 ms without).
set jit = off
-- The near rows are grouped by hashing: the planner expects nearly a group per listing (it
-- multiplies the keys' distinct values) and sorted them instead, while a category holds few
-- combinations (1 000 000 listings: 2 160 groups for 270 000 homes, whose sort spilled 50 MB to disk).
set enable_sort = off
-- No parallel workers: with the slots' own statistics the planner expects a range's bound far along
-- its index and starts two workers for a walk that stops at its first match, 33 ms of a 44 ms walk
-- at 1 000 000 listings; and the pass over a category's UF, the broadest read, took as long with
-- them as without (real estate by the UF alone, 110-121 against 108-114 ms).
set max_parallel_workers_per_gather = 0
as $$
declare
  search record;
  has_subcategories boolean := coalesce(cardinality(_subcategory_ids), 0) > 0;
  has_attributes boolean := coalesce(cardinality(_attribute_ids), 0) > 0;
  names text[];
  conditions text[];
  -- Each filter's bit in a row's mask: 1 the subcategories, 2 the attributes, then the filters.
  mask text := '0::bigint';
  bit_of jsonb := '{}';
  location_filter text := case when _seller_id is not null then format(' and r.seller_id = %L::uuid', _seller_id) else '' end;
  specs_sql text := '''{}''::jsonb';
  -- Each filterable specification's aggregates over a group of near rows (its lowest and highest
  -- value, or its yes and no counts), named by the specification's place in the loop below.
  spec_aggregates text := '';
  spec_index integer := 0;
  option_definitions uuid[] := '{}';
  option_bits bigint[] := '{}';
  spec record;
  spec_bit bigint;
  result jsonb;
  categories jsonb;
  i integer;
  -- A search without a category, a seller or a subcategory choice, and with at most one filter
  -- besides the location: every listing matching the words in the chosen location misses at most
  -- that one filter, so the near rows hold all the category counts need.
  categories_from_near boolean;
  -- A search within a category, without a seller: the rows holding the words in the chosen location
  -- are read with the category's near rows, in one pass, for the category counts. A row of another
  -- category carries the bit below in its mask, so it counts in no facet of the category.
  categories_with_near boolean;
  -- Either way the categories are counted in the pass, not in a query of their own.
  categories_in_pass boolean;
  other_category bigint := 1::bigint << 62;
  -- The options the near rows are grouped by (decided once the options to count are known).
  option_column text;
  location_bits bigint := 0;
  -- The rows missing at most one filter, or only the subcategory and attribute choice.
  near text;
  -- A category's filtered page with a range, without a search or a seller: see below.
  narrowest record;
  range_at integer;
  range_split boolean;
  range_path text[];
  range_cast text;
  -- A category's page filtered by one location filter alone, without a search or a seller: see below.
  location_split boolean;
  location_facet jsonb;
  -- A page filtered by UF alone: its UFs (null otherwise), and a specification's bounds within them.
  ufs char(2)[];
  bounds jsonb;
  near_conditions text[];
  others text;
  walk text;
  below_first jsonb;
  below_last jsonb;
  above_first jsonb;
  above_last jsonb;
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
      location_bits := location_bits | (4::bigint << (i - 1));
    end if;
  end loop;
  categories_from_near := search.condition is not null and _category_id is null and _seller_id is null
    and not has_subcategories and not has_attributes
    and (select count(*) from unnest(names) n where n not in ('uf', 'city')) <= 1;
  categories_with_near := search.condition is not null and _category_id is not null and _seller_id is null;
  categories_in_pass := categories_from_near or categories_with_near;
  if categories_with_near then
    mask := mask || format(' | (case when r.category_id = $1 then 0 else %s end)', other_category);
  end if;

  -- Categories: under the search and the location filters only (counted with the other facets when
  -- the near rows hold them).
  if not categories_in_pass then
    execute format(
      'select coalesce(jsonb_agg(jsonb_build_object(''id'', c.category_id, ''count'', c.total) order by c.category_id), ''[]''::jsonb)
       from (%s) c where c.total > 0',
      case when search.condition is null and _seller_id is null
        then 'select r.category_id, sum(r.total)::bigint as total from public.product_facet_counts r where true' || location_filter || ' group by r.category_id'
        else 'select r.category_id, count(*) as total from public.product_search r where ' || coalesce(search.condition, 'true') || location_filter || ' group by r.category_id'
      end)
    into categories;
  end if;

  if search.condition is null and _seller_id is null and (cardinality(names) = 0 or names = array['uf']) then
    -- No search and no typed filter, or a UF alone: the kept counts, and the kept specification
    -- counts and bounds of the category's filterable specifications (those narrowed to a
    -- subcategory only when it is chosen, or when none is). A listing of another UF misses the UF
    -- alone, so it counts only towards the UF's own facet. The bounds within the UFs are not kept:
    -- they are read below.
    if cardinality(names) = 1 then
      ufs := private.shop_filter_ufs(_filters);
    end if;
    execute $query$
      with kept as (
        select f.*,
          ($1::uuid is null or f.category_id = $1) as in_category,
          (coalesce(cardinality($2::uuid[]), 0) = 0 or f.subcategory_id = any ($2)) as in_subcategories,
          (coalesce(cardinality($3::uuid[]), 0) = 0 or f.attribute_id = any ($3)) as in_attributes,
          ($4::char(2)[] is null or f.uf = any ($4)) as in_ufs
        from public.product_facet_counts f
      ),
      grouped as (
        select grouping(subcategory_id, attribute_id, uf, city_id) as grouping_set, subcategory_id, attribute_id, uf, city_id,
          coalesce(sum(total) filter (where in_category and in_ufs), 0)::bigint as for_subcategories,
          coalesce(sum(total) filter (where in_category and in_subcategories and in_ufs), 0)::bigint as for_attributes,
          coalesce(sum(total) filter (where in_category and in_subcategories and in_attributes), 0)::bigint as for_uf,
          coalesce(sum(total) filter (where in_category and in_subcategories and in_attributes and in_ufs), 0)::bigint as for_location
        from kept
        group by grouping sets ((), (subcategory_id), (attribute_id), (uf), (city_id))
      )
      select jsonb_build_object(
        'total', (select g.for_location from grouped g where g.grouping_set = 15),
        'subcategories', coalesce((select jsonb_agg(jsonb_build_object('id', g.subcategory_id, 'count', g.for_subcategories) order by g.subcategory_id)
          from grouped g where g.grouping_set = 7 and g.subcategory_id is not null and g.for_subcategories > 0), '[]'::jsonb),
        'attributes', coalesce((select jsonb_agg(jsonb_build_object('id', g.attribute_id, 'count', g.for_attributes) order by g.attribute_id)
          from grouped g where g.grouping_set = 11 and g.attribute_id is not null and g.for_attributes > 0), '[]'::jsonb),
        'uf', coalesce((select jsonb_agg(jsonb_build_object('value', g.uf, 'count', g.for_uf) order by g.uf)
          from grouped g where g.grouping_set = 13 and g.uf is not null and g.for_uf > 0), '[]'::jsonb),
        'cities', coalesce((select jsonb_agg(jsonb_build_object('id', g.city_id, 'name', m.name, 'uf', m.uf, 'count', g.for_location) order by m.name, m.uf)
          from grouped g join public.municipalities m on m.id = g.city_id where g.grouping_set = 14 and g.for_location > 0), '[]'::jsonb),
        'price', jsonb_build_object(
          'min', (select min(r.sort_price) from public.product_search r
                  where ($1::uuid is null or r.category_id = $1) and (coalesce(cardinality($2::uuid[]), 0) = 0 or r.subcategory_id = any ($2))
                    and (coalesce(cardinality($3::uuid[]), 0) = 0 or r.attribute_id = any ($3)) and ($4::char(2)[] is null or r.uf = any ($4))),
          'max', (select max(r.sort_price) from public.product_search r
                  where ($1::uuid is null or r.category_id = $1) and (coalesce(cardinality($2::uuid[]), 0) = 0 or r.subcategory_id = any ($2))
                    and (coalesce(cardinality($3::uuid[]), 0) = 0 or r.attribute_id = any ($3)) and ($4::char(2)[] is null or r.uf = any ($4)))),
        'specs', coalesce((
          select jsonb_object_agg(d.key, case
            when d.type in ('number', 'integer', 'year') and $4::char(2)[] is null then (
              select jsonb_build_object('min', min(b.min), 'max', max(b.max))
              from public.product_spec_bounds b
              where b.category_id = $1 and b.slot = d.filter_slot
                and (coalesce(cardinality($2::uuid[]), 0) = 0 or b.subcategory_id = any ($2))
                and (coalesce(cardinality($3::uuid[]), 0) = 0 or b.attribute_id = any ($3)))
            when d.type = 'boolean' then (
              select jsonb_build_object('true', coalesce(sum(c.total) filter (where c.value = 1), 0),
                                        'false', coalesce(sum(c.total) filter (where c.value = 0), 0))
              from public.product_spec_counts c
              where c.category_id = $1 and c.slot = d.filter_slot
                and (coalesce(cardinality($2::uuid[]), 0) = 0 or c.subcategory_id = any ($2))
                and (coalesce(cardinality($3::uuid[]), 0) = 0 or c.attribute_id = any ($3))
                and ($4::char(2)[] is null or c.uf = any ($4)))
            when d.type in ('option', 'options') then (
              select jsonb_agg(jsonb_build_object('value', o.value, 'count', coalesce((
                select sum(c.total)
                from public.product_spec_counts c
                where c.category_id = $1 and c.slot = 0 and c.value = o.code
                  and (coalesce(cardinality($2::uuid[]), 0) = 0 or c.subcategory_id = any ($2))
                  and (coalesce(cardinality($3::uuid[]), 0) = 0 or c.attribute_id = any ($3))
                  and ($4::char(2)[] is null or c.uf = any ($4))), 0)) order by o.position, o.value)
              from public.spec_options o
              where o.definition_id = d.id)
          end)
          from public.spec_definitions d
          where d.category_id = $1 and d.filterable and d.type <> 'text'
            and (d.subcategory_id is null or coalesce(cardinality($2::uuid[]), 0) = 0 or d.subcategory_id = any ($2))), '{}'::jsonb),
        'reduced', (select count(*) from public.product_search r
                    where r.price_reduced_until > now() and ($1::uuid is null or r.category_id = $1)
                      and (coalesce(cardinality($2::uuid[]), 0) = 0 or r.subcategory_id = any ($2))
                      and (coalesce(cardinality($3::uuid[]), 0) = 0 or r.attribute_id = any ($3))
                      and ($4::char(2)[] is null or r.uf = any ($4)))
      )
    $query$
    into result
    using _category_id, _subcategory_ids, _attribute_ids, ufs;
    -- Within the UFs, each numeric specification's lowest and highest value: walks of its slot's
    -- index from either end, each stopping at the first listing of the UFs.
    for spec in
      select d.key, d.filter_slot
      from public.spec_definitions d
      where ufs is not null and d.category_id = _category_id and d.filterable and d.type in ('number', 'integer', 'year')
        and (d.subcategory_id is null or not has_subcategories or d.subcategory_id = any (_subcategory_ids))
    loop
      execute format('select jsonb_build_object(''min'', min(%1$s), ''max'', max(%1$s)) from public.product_search r'
        || ' where r.category_id = $1 and r.uf = any ($4)%2$s%3$s',
        private.spec_slot_column(spec.filter_slot),
        case when has_subcategories then ' and r.subcategory_id = any ($2)' else '' end,
        case when has_attributes then ' and r.attribute_id = any ($3)' else '' end)
      into bounds
      using _category_id, _subcategory_ids, _attribute_ids, ufs;
      result := jsonb_set(result, array['specs', spec.key], bounds);
    end loop;
    return result || jsonb_build_object('categories', categories);
  end if;

  -- A category's filtered page with a range (price or a numeric specification), without a search
  -- or a seller, reads only the listings within its narrowest range from that range's covering
  -- index, led by the category: a listing outside it misses the range, so it counts only towards
  -- the range's own bounds (the lowest and highest value under the other filters). Those are found
  -- below by walks of the same index, each stopping at its first listing holding every other filter.
  if _category_id is not null and search.condition is null and _seller_id is null then
    select * into narrowest from private.shop_narrowest_range(_category_id, _filters);
    range_at := array_position(names, narrowest.facet);
  end if;
  range_split := range_at is not null;
  -- A category's page filtered by a city alone, without a search or a seller, reads only the
  -- listings within it: a listing outside misses the location alone, so it counts only towards the
  -- location's own facet, under no other filter, which the kept counts hold (read below).
  location_split := _category_id is not null and search.condition is null and _seller_id is null
    and names = array['city'];
  near_conditions := case
    when range_split then conditions[1:range_at - 1] || conditions[range_at + 1:]
    when location_split then '{}'
    else conditions
  end;
  if has_subcategories then
    mask := mask || ' | (case when r.subcategory_id = any ($2) then 0 else 1 end)';
  end if;
  if has_attributes then
    mask := mask || ' | (case when r.attribute_id = any ($3) then 0 else 2 end)';
  end if;
  -- The subcategory and attribute choice are one test: a listing missing either or both is near
  -- when it holds every filter, as a mask within bits 1 and 2 is.
  near := private.shop_at_most_one_missed(
    array_remove(array[concat_ws(' and ',
      case when has_subcategories then 'r.subcategory_id = any ($2)' end,
      case when has_attributes then 'r.attribute_id = any ($3)' end)], '')
    || near_conditions);

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
    spec_index := spec_index + 1;
    if spec.type in ('number', 'integer', 'year') then
      spec_aggregates := spec_aggregates || format(', min(%s) as spec_%s_min, max(%1$s) as spec_%2$s_max',
        private.spec_slot_column(spec.filter_slot), spec_index);
      specs_sql := specs_sql || format(
        ' || jsonb_build_object(%L, jsonb_build_object(''min'', min(n.spec_%s_min) filter (where n.miss & ~%s::bigint = 0), ''max'', max(n.spec_%2$s_max) filter (where n.miss & ~%3$s::bigint = 0)))',
        spec.key, spec_index, spec_bit);
    elsif spec.type = 'boolean' then
      spec_aggregates := spec_aggregates || format(', count(*) filter (where %s = 1) as spec_%s_yes, count(*) filter (where %1$s = 0) as spec_%2$s_no',
        private.spec_slot_column(spec.filter_slot), spec_index);
      specs_sql := specs_sql || format(
        ' || jsonb_build_object(%L, jsonb_build_object(''true'', coalesce(sum(n.spec_%s_yes) filter (where n.miss & ~%s::bigint = 0), 0)::bigint, ''false'', coalesce(sum(n.spec_%2$s_no) filter (where n.miss & ~%3$s::bigint = 0), 0)::bigint))',
        spec.key, spec_index, spec_bit);
    else
      option_definitions := option_definitions || spec.id;
      option_bits := option_bits || spec_bit;
    end if;
  end loop;
  -- Without option specifications to count (no category chosen, or none of its), the options held
  -- tell no group apart: grouped by them, a search for "relogio" across the shop made a group of
  -- nearly every watch (1 000 000 listings: 419-500 -> 477-620 ms). Another category's row keeps
  -- its category and location alone, for the counts.
  option_column := case
    when cardinality(option_definitions) = 0 then 'null::integer[]'
    when categories_with_near then 'case when r.category_id = $1 then r.spec_options end'
    else 'r.spec_options'
  end;

  execute format($query$
    -- The near rows grouped by everything a count tells apart (category, subcategory, attribute,
    -- location, held options, reduced price, mask), each group with its listings' number and
    -- their lowest and highest price and values: every facet below adds up groups, not listings.
    with near as materialized (
      select r.category_id, r.subcategory_id, r.attribute_id, r.uf, r.city_id, %11$s as spec_options,
        coalesce(r.price_reduced_until > now(), false) as reduced, %1$s as miss,
        count(*) as total, min(r.sort_price) as price_min, max(r.sort_price) as price_max%12$s
      from %2$s%3$s
      group by 1, 2, 3, 4, 5, 6, 7, 8
    ),
    scalars as (
      select coalesce(sum(n.total) filter (where n.miss = 0), 0)::bigint as total,
        min(n.price_min) filter (where n.miss & ~%4$s::bigint = 0) as price_min,
        max(n.price_max) filter (where n.miss & ~%4$s::bigint = 0) as price_max,
        %5$s as specs,
        coalesce(sum(n.total) filter (where n.miss & ~%8$s::bigint = 0 and n.reduced), 0)::bigint as reduced
      from near n
    ),
    grouped as (
      select grouping(n.subcategory_id, n.attribute_id, n.uf, n.city_id) as grouping_set, n.subcategory_id, n.attribute_id, n.uf, n.city_id,
        coalesce(sum(n.total) filter (where n.miss & ~3::bigint = 0), 0)::bigint as for_subcategories,
        coalesce(sum(n.total) filter (where n.miss & ~2::bigint = 0), 0)::bigint as for_attributes,
        coalesce(sum(n.total) filter (where n.miss & ~%6$s::bigint = 0), 0)::bigint as for_uf,
        coalesce(sum(n.total) filter (where n.miss & ~%7$s::bigint = 0), 0)::bigint as for_cities
      from near n
      group by grouping sets ((n.subcategory_id), (n.attribute_id), (n.uf), (n.city_id))
    ),
    category_counts as (
      select n.category_id, coalesce(sum(n.total) filter (where n.miss & %9$s::bigint = 0), 0)::bigint as total
      from near n
      where %10$s
      group by n.category_id
    ),
    -- The held codes are counted per (code, mask): a few rows per option, which are then matched
    -- with their definition's bit, instead of a join per listing.
    option_counts as (
      select g.code, sum(g.total) as total
      from (
        select u.code, n.miss, sum(n.total) as total
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
      'categories', coalesce((select jsonb_agg(jsonb_build_object('id', c.category_id, 'count', c.total) order by c.category_id)
        from category_counts c where c.total > 0), '[]'::jsonb),
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
    'public.product_search r where ' || coalesce(search.condition, 'true'),
    case when categories_with_near
      -- Every row holding the words in the location, and the category's near rows.
      then format(' and ((true%s) or (r.category_id = $1 and %s))', location_filter, near)
      else case when _category_id is not null then ' and r.category_id = $1' else '' end
        || case when range_split then ' and ' || conditions[range_at] else '' end
        || case when location_split then ' and ' || conditions[1] else '' end
        || case when _seller_id is not null then ' and r.seller_id = $6' else '' end
        || ' and ' || near
    end,
    coalesce(bit_of ->> 'price', '0'),
    specs_sql,
    coalesce(bit_of ->> 'uf', '0'),
    coalesce(bit_of ->> 'city', '0'),
    coalesce(bit_of ->> 'reduced', '0'),
    location_bits,
    case when categories_in_pass then 'true' else 'false' end,
    option_column,
    spec_aggregates)
  into result
  using _category_id, _subcategory_ids, _attribute_ids, option_definitions, option_bits, _seller_id;

  if location_split then
    -- The city's own facet: every city's listings of the chosen subcategories and attributes, as the
    -- pass would have counted them had it read the whole category.
    select coalesce(jsonb_agg(jsonb_build_object('id', k.city_id, 'name', m.name, 'uf', m.uf, 'count', k.total) order by m.name, m.uf), '[]'::jsonb)
    into location_facet
    from (
      select f.city_id, sum(f.total)::bigint as total
      from public.product_facet_counts f
      where f.category_id = _category_id and f.city_id is not null
        and (not has_subcategories or f.subcategory_id = any (_subcategory_ids))
        and (not has_attributes or f.attribute_id = any (_attribute_ids))
      group by f.city_id
    ) k
    join public.municipalities m on m.id = k.city_id
    where k.total > 0;
    result := jsonb_set(result, '{cities}', location_facet);
  end if;

  -- A specification's bounds are in the answer when its facet is (a definition narrowed to another
  -- subcategory than the chosen one filters without one).
  if range_split then
    range_path := case when narrowest.facet = 'price' then '{price}' else array['specs', substr(narrowest.facet, 6)] end;
  end if;
  if range_split and result #> range_path is not null then
    range_cast := case when narrowest.facet = 'price' then 'numeric' else 'float8' end;
    others := array_to_string(array['true',
      case when has_subcategories then 'r.subcategory_id = any ($2)' end,
      case when has_attributes then 'r.attribute_id = any ($3)' end] || near_conditions, ' and ');
    walk := format('select to_jsonb(%1$s) from public.product_search r where r.category_id = $1 and %1$s %%s %%L::%2$s and %%s'
      || ' order by %1$s %%s limit 1', narrowest.column_sql, range_cast);
    -- The lowest bound from the category's lowest value up towards the range, the highest from its
    -- highest down towards it. Only when neither the range nor the far side holds a listing is the
    -- near side walked again, from the range outwards, for the other bound (a reversed range, or
    -- the other filters held only beyond one end); a side with none is never walked twice.
    if narrowest.low is not null then
      execute format(walk, '<', narrowest.low, others, 'asc') into below_first using _category_id, _subcategory_ids, _attribute_ids;
    end if;
    if narrowest.high is not null then
      execute format(walk, '>', narrowest.high, others, 'desc') into above_last using _category_id, _subcategory_ids, _attribute_ids;
    end if;
    if below_first is not null and above_last is null and nullif(result #> (range_path || '{max}'), 'null') is null then
      execute format(walk, '<', narrowest.low, others, 'desc') into below_last using _category_id, _subcategory_ids, _attribute_ids;
    end if;
    if above_last is not null and below_first is null and nullif(result #> (range_path || '{min}'), 'null') is null then
      execute format(walk, '>', narrowest.high, others, 'asc') into above_first using _category_id, _subcategory_ids, _attribute_ids;
    end if;
    result := jsonb_set(result, range_path, jsonb_build_object(
      'min', coalesce(below_first, nullif(result #> (range_path || '{min}'), 'null'), above_first),
      'max', coalesce(above_last, nullif(result #> (range_path || '{max}'), 'null'), below_last)));
  end if;
  if categories_in_pass then
    return result;
  end if;
  return result || jsonb_build_object('categories', categories);
end;
$$;

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
  -- The condition of the page's narrowest range (private.shop_narrowest_range), if any.
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
    narrowest := conditions_of[array_position(names, (select n.facet from private.shop_narrowest_range(_category_id, _filters) n))];
  end if;
  -- The category's rows within its narrowest range read from that range's covering index, led by
  -- the category (or from the category's own, keyed by price, without a range), alone; the offset
  -- fences the subquery, so the planner cannot merge the other filters back into it and choose
  -- another index for them. The slots' array, which the indexes do not hold, only where a filter or
  -- the sort reads a slot past the typed columns.
  category_rows := '(select r.product_id, r.category_id, r.subcategory_id, r.attribute_id, r.sort_price, r.uf, r.city_id,'
    || ' r.spec_1, r.spec_2, r.spec_3, r.spec_4, r.spec_5, r.spec_6, r.spec_7, r.spec_8,'
    || case when strpos(coalesce(filters, ''), 'r.spec_numbers') > 0 or spec_sort.slot > 8 then ' r.spec_numbers,' else '' end
    || ' r.spec_options, r.featured, r.name, r.created_at, r.price_reduced_until'
    || ' from public.product_search r where r.category_id = $1' || coalesce(' and ' || narrowest, '') || ' offset 0) r';
  select * into search from public.shop_search_sql(_search);
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
