-- A listing's specification slots 1-8 are also typed columns of its search row, spec_1 to spec_8,
-- generated from spec_numbers, and every reader of the shop (conditions, bounds, sorts, the
-- narrowest range) reads a slot from its column; a later slot (a ninth definition of a category)
-- is still read from the array. PostgreSQL keeps a small float8 array with a one-byte header and
-- copies it to an aligned value before each subscript, then walks it: the twelve bounds of six
-- specifications over 58 000 rows took 27-31 ms from the array against 8-10 ms from columns. The
-- covering indexes hold the columns instead of the array, and each slot's index is keyed by its
-- column. The conditions and the narrowest range are replaced here; shop_products and shop_facets,
-- which read the columns in their projection, sort and aggregates through the same helper, are
-- replaced once, with the next migration's change (20261206140000). The answers are unchanged.
-- Otherwise as in 20261206100000 (shop_narrowest_range) and 20261128213100 (shop_filter_conditions).

alter table public.product_search
  add column spec_1 float8 generated always as (spec_numbers[1]) stored,
  add column spec_2 float8 generated always as (spec_numbers[2]) stored,
  add column spec_3 float8 generated always as (spec_numbers[3]) stored,
  add column spec_4 float8 generated always as (spec_numbers[4]) stored,
  add column spec_5 float8 generated always as (spec_numbers[5]) stored,
  add column spec_6 float8 generated always as (spec_numbers[6]) stored,
  add column spec_7 float8 generated always as (spec_numbers[7]) stored,
  add column spec_8 float8 generated always as (spec_numbers[8]) stored;

-- The column a specification slot is read from, for a row aliased r: its typed column for slots
-- 1-8, the array beyond.
create function private.spec_slot_column(_slot integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when _slot between 1 and 8 then 'r.spec_' || _slot else format('r.spec_numbers[%s]', _slot) end
$$;

-- The covering indexes hold the slots' columns where they held the array: what the shop reads of a
-- listing is read from the index alone, as before.
drop index public.product_search_category_filters_idx;
create index product_search_category_filters_idx on public.product_search (category_id, sort_price)
  include (subcategory_id, attribute_id, uf, city_id, spec_1, spec_2, spec_3, spec_4, spec_5, spec_6, spec_7, spec_8,
    spec_options, product_id, featured, name, created_at, price_reduced_until);
drop index public.product_search_seller_idx;
create index product_search_seller_idx on public.product_search (seller_id)
  include (category_id, subcategory_id, attribute_id, sort_price, uf, city_id, spec_1, spec_2, spec_3, spec_4, spec_5, spec_6,
    spec_7, spec_8, spec_options, product_id, featured, name, created_at);
do $$
begin
  for slot in 1 .. 8 loop
    execute format('drop index public.product_search_spec_%s_idx', slot);
    execute format(
      'create index product_search_spec_%1$s_idx on public.product_search (category_id, spec_%1$s)'
      ' include (subcategory_id, attribute_id, uf, city_id, spec_1, spec_2, spec_3, spec_4, spec_5, spec_6, spec_7, spec_8,'
      ' spec_options, sort_price, product_id, featured, name, created_at, price_reduced_until)'
      ' where spec_%1$s is not null', slot);
  end loop;
end;
$$;

create or replace function private.shop_filter_conditions(_category_id uuid, _filters jsonb)
returns table (facet text, condition text)
language plpgsql
stable
set search_path = ''
as $$
declare
  _key text;
  _value jsonb;
  _spec_key text;
  _spec_value jsonb;
  _items text[];
  _codes integer[];
  _def public.spec_definitions;
begin
  if _filters is null or jsonb_typeof(_filters) = 'null' then
    return;
  end if;
  -- The embedded backend on PostgreSQL hands an object argument over as a JSON string of it
  -- (as import_products reads its list).
  if jsonb_typeof(_filters) = 'string' then
    begin
      _filters := (_filters #>> '{}')::jsonb;
    exception when invalid_text_representation then
      perform private.shop_filters_invalid('formato');
    end;
  end if;
  if jsonb_typeof(_filters) <> 'object' then
    perform private.shop_filters_invalid('formato');
  end if;
  for _key, _value in select e.key, e.value from jsonb_each(_filters) e loop
    condition := null;
    if _key = 'price' then
      facet := 'price';
      condition := private.shop_range_condition('r.sort_price', _value, 'numeric', 'preço');
    elsif _key = 'uf' then
      _items := private.shop_filter_strings(_value, 'UF');
      if exists (select 1 from unnest(_items) u where private.uf_name(u) is null) then
        perform private.shop_filters_invalid('UF');
      end if;
      facet := 'uf';
      condition := case when cardinality(_items) > 0 then format('r.uf = any (%L::char(2)[])', _items) end;
    elsif _key = 'city' then
      if jsonb_typeof(_value) is distinct from 'array' or jsonb_array_length(_value) > 100
        or exists (select 1 from jsonb_array_elements(_value) v where jsonb_typeof(v) <> 'number' or v #>> '{}' !~ '^[0-9]{7}$') then
        perform private.shop_filters_invalid('cidade');
      end if;
      facet := 'city';
      condition := case when jsonb_array_length(_value) > 0
        then format('r.city_id = any (%L::integer[])', array(select (v #>> '{}')::integer from jsonb_array_elements(_value) v)) end;
    elsif _key = 'reduced' then
      if _value is distinct from 'true'::jsonb then
        perform private.shop_filters_invalid('preço reduzido');
      end if;
      facet := 'reduced';
      condition := 'r.price_reduced_until > now()';
    elsif _key = 'specs' then
      if jsonb_typeof(_value) is distinct from 'object' then
        perform private.shop_filters_invalid('especificações');
      end if;
      for _spec_key, _spec_value in select e.key, e.value from jsonb_each(_value) e loop
        select d.* into _def
        from public.spec_definitions d
        where d.category_id = _category_id and d.key = _spec_key and d.filterable and d.type <> 'text';
        if not found then
          perform private.shop_filters_invalid(left(_spec_key, 40));
        end if;
        facet := 'spec:' || _spec_key;
        if _def.type in ('number', 'integer', 'year') then
          condition := private.shop_range_condition(private.spec_slot_column(_def.filter_slot), _spec_value, 'float8', _def.label);
        elsif _def.type = 'boolean' then
          if jsonb_typeof(_spec_value) <> 'boolean' then
            perform private.shop_filters_invalid(_def.label);
          end if;
          condition := format('%s = %s', private.spec_slot_column(_def.filter_slot), case when _spec_value = 'true'::jsonb then 1 else 0 end);
        else
          _items := private.shop_filter_strings(_spec_value, _def.label);
          _codes := array(select o.code from public.spec_options o where o.definition_id = _def.id and o.value = any (_items) order by o.code);
          if cardinality(_codes) <> (select count(distinct i) from unnest(_items) i) then
            perform private.shop_filters_invalid(_def.label);
          end if;
          condition := case when cardinality(_codes) > 0 then format('r.spec_options && %L::integer[]', _codes) end;
        end if;
        if condition is not null then
          return next;
        end if;
      end loop;
      condition := null;
    else
      perform private.shop_filters_invalid(left(_key, 40));
    end if;
    if condition is not null then
      return next;
    end if;
  end loop;
end;
$$;

-- The range a category's filtered page reads its listings within: of the price range and the
-- ranges on specifications with a slot index, the one holding the smallest share of the
-- category's span (its lowest to highest price, or the kept bounds of the specification's values),
-- the price on a tie. A share of the span, not of the listings, is an estimate: the planner's
-- statistics of a slot mix every category's specification on it, and counting would read the
-- entries this saves. A wrong guess reads more entries, never other answers. Null without a range.
-- Called after shop_filter_conditions, which refused malformed filters. PL/pgSQL, so its plan is
-- kept for the session: as an SQL function it was planned on every call (1.2-1.6 ms against 0.5 ms
-- at 1 000 000 listings, twice a page view).
create or replace function private.shop_narrowest_range(_category_id uuid, _filters jsonb)
returns table (facet text, column_sql text, low numeric, high numeric)
language plpgsql
stable
set search_path = ''
as $$
begin
  return query
  with given as (
    select case when jsonb_typeof(_filters) = 'string' then (_filters #>> '{}')::jsonb else _filters end as filters
  ),
  ranges as (
    select 'price' as facet, 'r.sort_price' as column_sql, 0 as preference,
      (g.filters -> 'price' ->> 'min')::numeric as low, (g.filters -> 'price' ->> 'max')::numeric as high,
      (select min(r.sort_price) from public.product_search r where r.category_id = _category_id) as first,
      (select max(r.sort_price) from public.product_search r where r.category_id = _category_id) as last
    from given g
    where jsonb_typeof(g.filters -> 'price') = 'object'
    union all
    select 'spec:' || d.key, private.spec_slot_column(d.filter_slot), 1,
      (s.value ->> 'min')::numeric, (s.value ->> 'max')::numeric, k.first, k.last
    from given g
    cross join lateral jsonb_each(case when jsonb_typeof(g.filters -> 'specs') = 'object' then g.filters -> 'specs' else '{}' end) s
    join public.spec_definitions d
      on d.category_id = _category_id and d.key = s.key and d.filterable and d.type in ('number', 'integer', 'year')
    cross join lateral (
      select min(b.min)::numeric as first, max(b.max)::numeric as last
      from public.product_spec_bounds b
      where b.category_id = _category_id and b.slot = d.filter_slot
    ) k
    where jsonb_typeof(s.value) = 'object'
      and to_regclass(format('public.product_search_spec_%s_idx', d.filter_slot)) is not null
  )
  select r.facet, r.column_sql, r.low, r.high
  from ranges r
  where r.low is not null or r.high is not null
  order by case
      -- Nothing to read either way (an empty category, or no listing with the value).
      when r.first is null then 0
      when r.last = r.first then case when coalesce(r.low, r.first) <= r.first and coalesce(r.high, r.last) >= r.last then 1 else 0 end
      else greatest(0, least(coalesce(r.high, r.last), r.last) - greatest(coalesce(r.low, r.first), r.first)) / (r.last - r.first)
    end,
    r.preference, r.facet
  limit 1;
end;
$$;
