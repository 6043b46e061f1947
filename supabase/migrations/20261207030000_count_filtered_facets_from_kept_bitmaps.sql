-- A category's filtered page (without a search or a seller) counts its facets from kept bit
-- strings instead of a pass over its listings. Each listing of a category holds an ordinal, its
-- place in the category's strings; each string (private.shop_bitmaps) holds one bit per ordinal
-- for one value a facet tells apart: the category's listings ('all'), a subcategory ('s:'), an
-- attribute ('a:'), a UF ('u:'), a city ('c:'), an option code ('o:'), the day a reduced price
-- ends ('r:'), and a bucket of the price (slot 0) or of a numeric specification slot
-- ('n<slot>:<bucket>'). A filter's listings are the OR of its values' strings (a range: of the
-- buckets it covers whole, and the listings of the one or two it cuts, read from the slot's
-- index); each facet counts the AND of every other filter's listings with each of its values'
-- strings (bit_count), and a range's bounds are the first and last buckets holding such a
-- listing, refined within them from the slot's index. The pass read every listing within the
-- page's narrowest range, and at 1 000 000 listings that read alone cost the page's budget (real
-- estate, area 100-400 m²: 58 000 index entries; facets 47-79 ms).
-- A slot's buckets end at 63 quantiles of its values and at the round numbers between them;
-- they are computed when the category's strings are built, and built again when the category has
-- doubled since. Buckets change only what is read, never an answer. A removed listing's ordinal is
-- not given again, so a category's strings grow with every listing it has held. A category of
-- fewer than 20 000 listings is still counted by the pass, faster there. `set oneboss.shop_bitmaps
-- = off` counts every category with the pass, `on` every one with the strings (the tests compare
-- both). Otherwise as in 20261206140000 (shop_facets).

alter table public.product_search add column ordinal integer;

-- The covering indexes hold the ordinal: a cut bucket's listings and a bound's refinement are
-- read from the index alone.
drop index public.product_search_category_filters_idx;
create index product_search_category_filters_idx on public.product_search (category_id, sort_price)
  include (subcategory_id, attribute_id, uf, city_id, spec_1, spec_2, spec_3, spec_4, spec_5, spec_6, spec_7, spec_8,
    spec_options, product_id, featured, name, created_at, price_reduced_until, ordinal);
do $$
begin
  for slot in 1 .. 8 loop
    execute format('drop index public.product_search_spec_%s_idx', slot);
    execute format(
      'create index product_search_spec_%1$s_idx on public.product_search (category_id, spec_%1$s)'
      ' include (subcategory_id, attribute_id, uf, city_id, spec_1, spec_2, spec_3, spec_4, spec_5, spec_6, spec_7, spec_8,'
      ' spec_options, sort_price, product_id, featured, name, created_at, price_reduced_until, ordinal)'
      ' where spec_%1$s is not null', slot);
  end loop;
end;
$$;

create table private.shop_bitmaps (
  category_id uuid not null,
  key text not null,
  bits varbit not null,
  primary key (category_id, key)
);
-- Stored whole: compressed, every read would decompress each string first.
alter table private.shop_bitmaps alter column bits set storage external;

-- Each slot's bucket bounds (ascending, distinct; bucket i holds bounds[i] <= value < bounds[i + 1],
-- as width_bucket counts). A slot without a row has one bucket.
create table private.shop_bitmap_bounds (
  category_id uuid not null,
  slot integer not null,
  bounds float8[] not null,
  primary key (category_id, slot)
);

create table private.shop_bitmap_state (
  category_id uuid primary key,
  -- Every ordinal given is below it: each bit string is read at this length.
  length integer not null,
  listings integer not null,
  -- The listings when the buckets were computed.
  built_for integer not null
);

revoke all on private.shop_bitmaps, private.shop_bitmap_bounds, private.shop_bitmap_state from public, anon, authenticated;

-- A bit string of _length zeros. Written as text and cast, 270 000 bits took 2 ms; cut from a
-- constant, microseconds.
create function private.bits_zero(_length integer)
returns varbit
language plpgsql
immutable
set search_path = ''
as $$
declare
  block varbit := 0::bit(1048576);
  bits varbit := substring(block from 1 for 0);
begin
  while length(bits) + 1048576 < _length loop
    bits := bits || block;
  end loop;
  return bits || substring(block from 1 for _length - length(bits));
end;
$$;

-- A bit string of _length bits, set at the given ordinals: a few one by one (each set_bit copies
-- the string, 18 microseconds at 270 000 bits), many as one text of the whole string (a
-- microsecond per ordinal and 2 ms per 270 000 bits to read it).
create function private.bits_at(_ordinals integer[], _length integer)
returns varbit
language plpgsql
immutable
set search_path = ''
as $$
declare
  bits varbit;
  o integer;
begin
  if coalesce(cardinality(_ordinals), 0) <= 150 then
    bits := private.bits_zero(_length);
    foreach o in array coalesce(_ordinals, '{}') loop
      if o is not null then
        bits := set_bit(bits, o, 1);
      end if;
    end loop;
    return bits;
  end if;
  return (
    select (string_agg(repeat('0', t.o - t.p - 1) || '1', '' order by t.o) || repeat('0', _length - max(t.o) - 1))::varbit
    from (select d.o, coalesce(lag(d.o) over (order by d.o), -1) as p
          from (select distinct u.o from unnest(_ordinals) as u(o) where u.o is not null) d) t);
end;
$$;

-- A bit string read at _length bits: a string written before its category grew is shorter.
create function private.bits_fit(_bits varbit, _length integer)
returns varbit
language sql
immutable
set search_path = ''
as $$
  select case
    when length(_bits) = _length then _bits
    when length(_bits) < _length then _bits || private.bits_zero(_length - length(_bits))
    else substring(_bits from 1 for _length)
  end
$$;

-- A bit string with bits cleared and set: one by one for a few, through a mask for many (each
-- set_bit copies the string).
create function private.bits_changed(_bits varbit, _length integer, _set integer[], _clear integer[])
returns varbit
language plpgsql
immutable
set search_path = ''
as $$
declare
  bits varbit := private.bits_fit(coalesce(_bits, ''::varbit), _length);
  o integer;
begin
  if coalesce(cardinality(_clear), 0) > 32 then
    bits := bits & ~private.bits_at(_clear, _length);
  elsif _clear is not null then
    foreach o in array _clear loop
      bits := set_bit(bits, o, 0);
    end loop;
  end if;
  if coalesce(cardinality(_set), 0) > 32 then
    bits := bits | private.bits_at(_set, _length);
  elsif _set is not null then
    foreach o in array _set loop
      bits := set_bit(bits, o, 1);
    end loop;
  end if;
  return bits;
end;
$$;

-- The bit strings a listing is in.
create function private.shop_bitmap_keys(
  _category_id uuid, _subcategory_id uuid, _attribute_id uuid, _uf char(2), _city_id integer, _price numeric,
  _numbers float8[], _options integer[], _reduced_until timestamptz
)
returns setof text
language sql
stable
set search_path = ''
as $$
  select 'all'
  union all select 's:' || _subcategory_id where _subcategory_id is not null
  union all select 'a:' || _attribute_id where _attribute_id is not null
  union all select 'u:' || _uf where _uf is not null
  union all select 'c:' || _city_id where _city_id is not null
  union all select distinct 'o:' || u.code from unnest(_options) as u(code) where u.code is not null
  -- The day (UTC) a reduced price ends.
  union all select 'r:' || (_reduced_until at time zone 'UTC')::date where _reduced_until is not null
  union all
  select 'n' || s.slot || ':' || width_bucket(s.value, coalesce(b.bounds, '{}'))
  from (select 0 as slot, _price::float8 as value
        union all select u.slot::integer, u.value from unnest(_numbers) with ordinality as u(value, slot)) s
  left join private.shop_bitmap_bounds b on b.category_id = _category_id and b.slot = s.slot
  where s.value is not null
$$;

-- The sequence a category's ordinals are drawn from (created with its first listing).
create function private.shop_ordinal_sequence(_category_id uuid)
returns regclass
language plpgsql
security definer
set search_path = ''
as $$
declare
  name text := 'shop_ordinals_' || replace(_category_id::text, '-', '');
  sequence regclass := to_regclass('private.' || name);
begin
  if sequence is null then
    execute format('create sequence if not exists private.%I minvalue 0 start 0', name);
    sequence := to_regclass('private.' || name);
  end if;
  return sequence;
end;
$$;

-- A new search row, or one moved to another category, takes the category's next ordinal.
create function private.assign_shop_ordinal()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.ordinal := nextval(private.shop_ordinal_sequence(new.category_id));
  return new;
end;
$$;


-- A category's bit strings built again from its listings, its buckets from their quantiles. The
-- ordinals stay: renumbering them while another transaction draws new ones from the sequence
-- could give two listings one ordinal, so a removed listing's ordinal is not given again.
create function private.rebuild_shop_bitmaps(_category_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  listings integer;
  bits_length integer;
begin
  select count(*), coalesce(max(r.ordinal) + 1, 0) into listings, bits_length
  from public.product_search r where r.category_id = _category_id;
  delete from private.shop_bitmap_bounds b where b.category_id = _category_id;
  -- Each slot's bounds: 63 quantiles of its values, and the round numbers within them (1, 1.2,
  -- 1.5, 2, 2.5, 3, 4 ... 9 times a power of ten) that a buyer's range usually starts or ends at,
  -- so such a range cuts no bucket.
  insert into private.shop_bitmap_bounds (category_id, slot, bounds)
  select _category_id, v.slot,
    array(
      select distinct q.q from unnest(percentile_disc(array(select g / 64.0 from generate_series(1, 63) g)) within group (order by v.value)) as q(q)
      union
      select (m.m * 10::numeric ^ k.k)::float8
      from generate_series(floor(log(greatest(min(v.value), 1e-6)))::integer, ceil(log(greatest(max(v.value), 1e-6)))::integer) as k(k)
      cross join unnest('{1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7, 8, 9}'::numeric[]) as m(m)
      where max(v.value) > 0 and (m.m * 10::numeric ^ k.k)::float8 between min(v.value) and max(v.value)
      order by 1)
    -- Whole numbers (integers, years, yes/no) end with a bound past the highest, so a range up to
    -- any value covers its bucket whole.
    || case when bool_or(d.whole) then array[max(v.value) + 1] else '{}'::float8[] end
  from (
    select 0 as slot, r.sort_price::float8 as value from public.product_search r where r.category_id = _category_id and r.sort_price is not null
    union all
    select u.slot::integer, u.value
    from public.product_search r cross join unnest(r.spec_numbers) with ordinality as u(value, slot)
    where r.category_id = _category_id and u.value is not null
  ) v
  left join (
    select d.filter_slot, d.type in ('integer', 'year', 'boolean') as whole
    from public.spec_definitions d where d.category_id = _category_id
  ) d on d.filter_slot = v.slot
  group by v.slot;

  delete from private.shop_bitmaps b where b.category_id = _category_id;
  insert into private.shop_bitmaps (category_id, key, bits)
  select _category_id, k.key, private.bits_at(array_agg(r.ordinal), bits_length)
  from public.product_search r
  cross join lateral private.shop_bitmap_keys(r.category_id, r.subcategory_id, r.attribute_id, r.uf, r.city_id, r.sort_price,
    r.spec_numbers, r.spec_options, r.price_reduced_until) as k(key)
  where r.category_id = _category_id
  group by k.key;

  insert into private.shop_bitmap_state (category_id, length, listings, built_for)
  values (_category_id, bits_length, listings, listings)
  on conflict (category_id) do update set length = excluded.length, listings = excluded.listings, built_for = excluded.built_for;
end;
$$;

-- After each statement on the search rows: the bits of the listings it added, removed or changed,
-- per category; a category is built again when it has no strings yet, when the statement changed
-- an eighth of it (a catalogue's import), or when it has doubled since its buckets were computed.
create function private.keep_shop_bitmaps()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  removed text := case when tg_op = 'INSERT' then '(select * from added_rows where false)' else 'removed_rows' end;
  added text := case when tg_op = 'DELETE' then '(select * from removed_rows where false)' else 'added_rows' end;
  touched record;
  state private.shop_bitmap_state;
  listing_count integer;
  bits_length integer;
  change record;
begin
  if tg_op = 'TRUNCATE' then
    delete from private.shop_bitmaps;
    delete from private.shop_bitmap_state;
    return null;
  end if;
  for touched in execute format($query$
    select c.category_id, count(*) filter (where c.side = 1) as added, count(*) filter (where c.side = -1) as removed,
      coalesce(max(c.ordinal) filter (where c.side = 1), -1) as highest
    from (select o.category_id, o.ordinal, -1 as side from %s as o union all select n.category_id, n.ordinal, 1 from %s as n) c
    group by c.category_id
    order by c.category_id
  $query$, removed, added)
  loop
    insert into private.shop_bitmap_state (category_id, length, listings, built_for)
    values (touched.category_id, 0, 0, 0)
    on conflict (category_id) do nothing;
    select * into state from private.shop_bitmap_state s where s.category_id = touched.category_id for update;
    listing_count := state.listings + touched.added - touched.removed;
    bits_length := greatest(state.length, touched.highest + 1);
    if state.built_for = 0 or touched.added + touched.removed > greatest(64, listing_count / 8)
      or listing_count >= 2 * state.built_for + 64 then
      perform private.rebuild_shop_bitmaps(touched.category_id);
      continue;
    end if;
    for change in execute format($query$
      with removed as (
        select o.ordinal, k.key
        from %1$s as o cross join lateral private.shop_bitmap_keys(o.category_id, o.subcategory_id, o.attribute_id, o.uf, o.city_id,
          o.sort_price, o.spec_numbers, o.spec_options, o.price_reduced_until) as k(key)
        where o.category_id = $1 and o.ordinal is not null
      ),
      added as (
        select n.ordinal, k.key
        from %2$s as n cross join lateral private.shop_bitmap_keys(n.category_id, n.subcategory_id, n.attribute_id, n.uf, n.city_id,
          n.sort_price, n.spec_numbers, n.spec_options, n.price_reduced_until) as k(key)
        where n.category_id = $1 and n.ordinal is not null
      ),
      changes as (
        (select a.ordinal, a.key, true as set from added a except select r.ordinal, r.key, true from removed r)
        union all
        (select r.ordinal, r.key, false from removed r except select a.ordinal, a.key, false from added a)
      )
      select c.key, array_agg(c.ordinal) filter (where c.set) as set, array_agg(c.ordinal) filter (where not c.set) as clear
      from changes c
      group by c.key
      order by c.key
    $query$, removed, added) using touched.category_id
    loop
      insert into private.shop_bitmaps as b (category_id, key, bits)
      values (touched.category_id, change.key, private.bits_changed(null, bits_length, change.set, change.clear))
      on conflict (category_id, key) do update set bits = private.bits_changed(b.bits, bits_length, change.set, change.clear);
    end loop;
    update private.shop_bitmap_state s set length = bits_length, listings = listing_count
    where s.category_id = touched.category_id;
  end loop;
  return null;
end;
$$;

revoke execute on function private.assign_shop_ordinal(), private.keep_shop_bitmaps(), private.rebuild_shop_bitmaps(uuid),
  private.shop_ordinal_sequence(uuid) from public, anon, authenticated;

-- The OR of a category's bit strings for the given keys, at _length bits.
create function private.shop_bitmap(_category_id uuid, _keys text[], _length integer)
returns varbit
language sql
stable
set search_path = ''
as $$
  select coalesce(bit_or(private.bits_fit(b.bits, _length)), private.bits_zero(_length))
  from private.shop_bitmaps b
  where b.category_id = _category_id and b.key = any (_keys)
$$;

-- A slot's listings within a bucket, read from the slot's index (slot 0 the price, 1-8 the
-- specification columns): the ordinals of those within [_low, _high] (shop_bitmap_cut), or the
-- lowest or highest value among those set in _among (shop_bitmap_extreme). A function per slot,
-- written out below, so that PL/pgSQL keeps each one's plan on its one index: as dynamic SQL,
-- planned per call, the fourteen bounds of the real estate page took 1.0-1.5 ms each at 100 000
-- listings, and as one plan of nine branches each call opened the nine indexes (1 ms). Values
-- compare as the pass compares them: the price as numeric, a specification as float8.
do $do$
declare
  column_sql text;
  cast_to text;
  extreme_read text;
  cut_calls text := '';
  extreme_calls text := '';
begin
  for slot in 0 .. 8 loop
    column_sql := case when slot = 0 then 'r.sort_price' else 'r.spec_' || slot end;
    cast_to := case when slot = 0 then 'numeric' else 'float8' end;
    execute format($f$
      create function private.shop_bitmap_cut_%1$s(_category_id uuid, _low numeric, _high numeric, _from float8, _to float8,
        _bounds float8[], _bucket integer)
      returns integer[]
      language plpgsql
      stable
      set search_path = ''
      as $body$
      begin
        return array(
          select r.ordinal from public.product_search r
          where r.category_id = _category_id
            and %2$s >= coalesce(_low, '-Infinity')::%3$s and %2$s <= coalesce(_high, 'Infinity')::%3$s
            and %2$s >= _from::%3$s and %2$s <= _to::%3$s and width_bucket(%2$s::float8, _bounds) = _bucket);
      end;
      $body$
    $f$, slot, column_sql, cast_to);
    extreme_read := format(
      '(select to_jsonb(%1$s) from public.product_search r'
      ' where r.category_id = _category_id and %1$s >= _from::%2$s and %1$s <= _to::%2$s'
      ' and width_bucket(%1$s::float8, _bounds) = _bucket and r.ordinal < length(_among) and get_bit(_among, r.ordinal) = 1'
      ' order by %1$s %%s limit 1)', column_sql, cast_to);
    execute format($f$
      create function private.shop_bitmap_extreme_%1$s(_category_id uuid, _from float8, _to float8, _bounds float8[],
        _bucket integer, _among varbit, _lowest boolean)
      returns jsonb
      language plpgsql
      stable
      set search_path = ''
      as $body$
      begin
        if _lowest then
          return %2$s;
        end if;
        return %3$s;
      end;
      $body$
    $f$, slot, format(extreme_read, 'asc'), format(extreme_read, 'desc'));
    cut_calls := cut_calls || format(' when %1$s then private.shop_bitmap_cut_%1$s(_category_id, _low, _high, _from, _to, _bounds, _bucket)', slot);
    extreme_calls := extreme_calls || format(' when %1$s then private.shop_bitmap_extreme_%1$s(_category_id, _from, _to, _bounds, _bucket, _among, _lowest)', slot);
  end loop;
  execute format($f$
    create function private.shop_bitmap_cut(_category_id uuid, _slot integer, _low numeric, _high numeric,
      _from float8, _to float8, _bounds float8[], _bucket integer)
    returns integer[]
    language plpgsql
    stable
    set search_path = ''
    as $body$
    begin
      return case _slot%s end;
    end;
    $body$
  $f$, cut_calls);
  execute format($f$
    create function private.shop_bitmap_extreme(_category_id uuid, _slot integer, _from float8, _to float8,
      _bounds float8[], _bucket integer, _among varbit, _lowest boolean)
    returns jsonb
    language plpgsql
    stable
    set search_path = ''
    as $body$
    begin
      return case _slot%s end;
    end;
    $body$
  $f$, extreme_calls);
end;
$do$;

-- The listings of a category whose slot's value is within [_low, _high] (either may be null): the
-- OR of the buckets the range covers whole, and the listings of the buckets it cuts. The price's
-- bounds compare as numeric, a specification's as float8 (a bound's text is its exact value).
create function private.shop_bitmap_range(_category_id uuid, _slot integer, _low numeric, _high numeric, _whole boolean, _length integer)
returns varbit
language plpgsql
stable
set search_path = ''
as $$
declare
  bounds float8[] := coalesce((select b.bounds from private.shop_bitmap_bounds b where b.category_id = _category_id and b.slot = _slot), '{}');
  bucket_count integer := cardinality(bounds);
  low_bucket integer := case when _low is null then 0 else width_bucket(_low::float8, bounds) end;
  high_bucket integer := case when _high is null then bucket_count else width_bucket(_high::float8, bounds) end;
  low_whole boolean;
  first_whole integer;
  last_whole integer;
  bits varbit;
  cut integer;
  ordinals integer[] := '{}';
begin
  if _low > _high then
    return private.bits_zero(_length);
  end if;
  -- The low bucket is whole when the range starts at or below its first value.
  if _low is null then
    low_whole := true;
  elsif low_bucket = 0 then
    low_whole := false;
  elsif _slot = 0 then
    low_whole := _low <= bounds[low_bucket]::text::numeric;
  else
    low_whole := _low::float8 <= bounds[low_bucket];
  end if;
  first_whole := case when low_whole then low_bucket else low_bucket + 1 end;
  -- The high bucket is whole when the range has no end, or, for whole numbers, ends at or past
  -- the last whole number below the next bound.
  last_whole := case
    when _high is null then high_bucket
    when _whole and high_bucket < bucket_count and bounds[high_bucket + 1]::text::numeric - 1 <= _high then high_bucket
    else high_bucket - 1
  end;
  if first_whole <= last_whole then
    bits := private.shop_bitmap(_category_id,
      array(select 'n' || _slot || ':' || g from generate_series(first_whole, last_whole) g), _length);
  else
    bits := private.bits_zero(_length);
  end if;
  -- The cut buckets' listings within the range (the low and the high bucket, where not whole),
  -- each read on its own bucket's span of the index.
  foreach cut in array array(select distinct b from unnest(array[low_bucket, high_bucket]) b where b < first_whole or b > last_whole) loop
    ordinals := ordinals || private.shop_bitmap_cut(_category_id, _slot, _low, _high,
      coalesce(bounds[cut], '-Infinity'), coalesce(bounds[cut + 1], 'Infinity'), bounds, cut);
  end loop;
  if cardinality(ordinals) > 0 then
    bits := bits | private.bits_at(ordinals, _length);
  end if;
  return bits;
end;
$$;

-- The lowest and highest value of a slot among the listings set in _among: from each end, the
-- first bucket holding one of them, then the first of them in that bucket.
create function private.shop_bitmap_min_max(_category_id uuid, _slot integer, _among varbit)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  bounds float8[] := coalesce((select b.bounds from private.shop_bitmap_bounds b where b.category_id = _category_id and b.slot = _slot), '{}');
  lowest boolean;
  bucket record;
  extreme jsonb;
  result jsonb := '{}';
begin
  foreach lowest in array array[true, false] loop
    extreme := null;
    for bucket in
      select split_part(b.key, ':', 2)::integer as number, b.bits
      from private.shop_bitmaps b
      where b.category_id = _category_id and b.key like 'n' || _slot || ':%'
      order by case when lowest then split_part(b.key, ':', 2)::integer else -split_part(b.key, ':', 2)::integer end
    loop
      continue when bit_count(private.bits_fit(bucket.bits, length(_among)) & _among) = 0;
      extreme := private.shop_bitmap_extreme(_category_id, _slot, coalesce(bounds[bucket.number], '-Infinity'),
        coalesce(bounds[bucket.number + 1], 'Infinity'), bounds, bucket.number, _among, lowest);
      exit when extreme is not null;
    end loop;
    result := result || jsonb_build_object(case when lowest then 'min' else 'max' end, extreme);
  end loop;
  return result;
end;
$$;

-- The facets of a category's filtered page from its bit strings, as shop_facets' pass answers them
-- (without the categories); null where they do not answer it: no strings kept for the category,
-- a specification beyond the eighth slot (no index to refine it on), or the pass asked for.
create function private.shop_facets_from_bitmaps(_category_id uuid, _subcategory_ids uuid[], _attribute_ids uuid[], _filters jsonb)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  filters jsonb := coalesce(case when jsonb_typeof(_filters) = 'string' then (_filters #>> '{}')::jsonb else _filters end, '{}');
  has_subcategories boolean := coalesce(cardinality(_subcategory_ids), 0) > 0;
  has_attributes boolean := coalesce(cardinality(_attribute_ids), 0) > 0;
  bits_length integer;
  listings integer;
  everything varbit;
  chosen varbit;
  names text[] := '{}';
  masks varbit[] := '{}';
  mask varbit;
  prefixes varbit[];
  suffixes varbit[];
  -- Each filter's facet: every filter but that one; after them, every filter (a facet without a
  -- filter of its own), so excluding[coalesce((others ->> <facet>)::int, n + 1)] is its listings.
  excluding varbit[] := '{}';
  others jsonb := '{}';
  all_filters varbit;
  reduced_rows varbit;
  definition public.spec_definitions;
  spec_key text;
  spec_value jsonb;
  codes integer[];
  i integer;
  n integer;
  specs jsonb := '{}';
  among varbit;
  result jsonb;
begin
  if current_setting('oneboss.shop_bitmaps', true) = 'off' then
    return null;
  end if;
  select s.length, s.listings into bits_length, listings
  from private.shop_bitmap_state s where s.category_id = _category_id and s.built_for > 0;
  -- A smaller category is counted faster by the pass: its strings' fixed cost (about 7 ms of
  -- statements) is what the pass takes over 20 000 listings.
  if listings < 20000 and current_setting('oneboss.shop_bitmaps', true) is distinct from 'on' then
    return null;
  end if;
  if bits_length is null or exists (
    select 1 from public.spec_definitions d
    where d.category_id = _category_id and d.filterable and d.type in ('number', 'integer', 'year', 'boolean') and d.filter_slot > 8
  ) then
    return null;
  end if;
  everything := private.shop_bitmap(_category_id, '{all}', bits_length);

  -- Each filter's listings, named as the pass names its facets.
  if jsonb_typeof(filters -> 'price') = 'object' and (filters -> 'price' ? 'min' or filters -> 'price' ? 'max') then
    names := names || 'price'::text;
    masks := masks || private.shop_bitmap_range(_category_id, 0, (filters -> 'price' ->> 'min')::numeric,
      (filters -> 'price' ->> 'max')::numeric, false, bits_length);
  end if;
  if jsonb_array_length(coalesce(filters -> 'uf', '[]')) > 0 then
    names := names || 'uf'::text;
    masks := masks || private.shop_bitmap(_category_id,
      array(select 'u:' || u from jsonb_array_elements_text(filters -> 'uf') u), bits_length);
  end if;
  if jsonb_array_length(coalesce(filters -> 'city', '[]')) > 0 then
    names := names || 'city'::text;
    masks := masks || private.shop_bitmap(_category_id,
      array(select 'c:' || c from jsonb_array_elements_text(filters -> 'city') c), bits_length);
  end if;
  -- Reduced now: the days after today whole, today's listings whose reduction has not ended.
  reduced_rows := private.shop_bitmap(_category_id, array(
      select b.key from private.shop_bitmaps b
      where b.category_id = _category_id and b.key like 'r:%' and substr(b.key, 3)::date > (now() at time zone 'UTC')::date), bits_length)
    | private.bits_at(array(
      select r.ordinal from public.product_search r
      where r.category_id = _category_id and r.price_reduced_until > now()
        and r.price_reduced_until < ((now() at time zone 'UTC')::date + 1)::timestamp at time zone 'UTC'
        and r.ordinal < bits_length), bits_length);
  if filters ? 'reduced' then
    names := names || 'reduced'::text;
    masks := masks || reduced_rows;
  end if;
  for spec_key, spec_value in select e.key, e.value from jsonb_each(coalesce(filters -> 'specs', '{}')) e loop
    select d.* into definition from public.spec_definitions d
    where d.category_id = _category_id and d.key = spec_key and d.filterable and d.type <> 'text';
    if definition.type in ('number', 'integer', 'year') then
      continue when not (spec_value ? 'min' or spec_value ? 'max');
      mask := private.shop_bitmap_range(_category_id, definition.filter_slot, (spec_value ->> 'min')::numeric,
        (spec_value ->> 'max')::numeric, definition.type <> 'number', bits_length);
    elsif definition.type = 'boolean' then
      n := case when spec_value = 'true'::jsonb then 1 else 0 end;
      mask := private.shop_bitmap_range(_category_id, definition.filter_slot, n, n, true, bits_length);
    else
      codes := array(select o.code from public.spec_options o
                     where o.definition_id = definition.id and o.value in (select jsonb_array_elements_text(spec_value)));
      continue when cardinality(codes) = 0;
      mask := private.shop_bitmap(_category_id, array(select 'o:' || c from unnest(codes) c), bits_length);
    end if;
    names := names || ('spec:' || spec_key);
    masks := masks || mask;
  end loop;

  -- The subcategory and attribute choice, then every filter but one, for each filter.
  chosen := everything;
  if has_subcategories then
    chosen := chosen & private.shop_bitmap(_category_id, array(select 's:' || s from unnest(_subcategory_ids) s), bits_length);
  end if;
  mask := chosen;
  if has_attributes then
    mask := mask & private.shop_bitmap(_category_id, array(select 'a:' || a from unnest(_attribute_ids) a), bits_length);
  end if;
  n := cardinality(names);
  prefixes := array[mask];
  suffixes := array[everything];
  for i in 1 .. n loop
    prefixes := prefixes || (prefixes[i] & masks[i]);
    suffixes := suffixes || (suffixes[i] & masks[n + 1 - i]);
  end loop;
  all_filters := prefixes[n + 1];
  for i in 1 .. n loop
    -- prefixes[i]: the choice and the filters before i; suffixes[n + 1 - i]: the filters after it.
    excluding := excluding || (prefixes[i] & suffixes[n + 1 - i]);
    others := others || jsonb_build_object(names[i], i);
  end loop;
  excluding := excluding || all_filters;

  result := jsonb_build_object(
    'total', bit_count(all_filters),
    'reduced', bit_count(reduced_rows & excluding[coalesce((others ->> 'reduced')::int, n + 1)]),
    'price', private.shop_bitmap_min_max(_category_id, 0, excluding[coalesce((others ->> 'price')::int, n + 1)]));

  -- Subcategories under every filter but the subcategory and attribute choice; attributes under
  -- every filter and the subcategory choice; the UF and the city each under every other filter.
  among := suffixes[n + 1];
  result := result || jsonb_build_object('subcategories', coalesce((
    select jsonb_agg(jsonb_build_object('id', c.id, 'count', c.total) order by c.id)
    from (select substr(b.key, 3)::uuid as id, bit_count(private.bits_fit(b.bits, bits_length) & among) as total
          from private.shop_bitmaps b where b.category_id = _category_id and b.key like 's:%') c
    where c.total > 0), '[]'::jsonb));
  among := suffixes[n + 1] & chosen;
  result := result || jsonb_build_object('attributes', coalesce((
    select jsonb_agg(jsonb_build_object('id', c.id, 'count', c.total) order by c.id)
    from (select substr(b.key, 3)::uuid as id, bit_count(private.bits_fit(b.bits, bits_length) & among) as total
          from private.shop_bitmaps b where b.category_id = _category_id and b.key like 'a:%') c
    where c.total > 0), '[]'::jsonb));
  among := excluding[coalesce((others ->> 'uf')::int, n + 1)];
  result := result || jsonb_build_object('uf', coalesce((
    select jsonb_agg(jsonb_build_object('value', c.uf, 'count', c.total) order by c.uf)
    from (select substr(b.key, 3)::char(2) as uf, bit_count(private.bits_fit(b.bits, bits_length) & among) as total
          from private.shop_bitmaps b where b.category_id = _category_id and b.key like 'u:%') c
    where c.total > 0), '[]'::jsonb));
  -- A city outside the chosen UFs counts none under them: only the chosen UFs' cities are counted.
  among := excluding[coalesce((others ->> 'city')::int, n + 1)];
  result := result || jsonb_build_object('cities', coalesce((
    select jsonb_agg(jsonb_build_object('id', c.id, 'name', c.name, 'uf', c.uf, 'count', c.total) order by c.name, c.uf)
    from (select m.id, m.name, m.uf, bit_count(private.bits_fit(b.bits, bits_length) & among) as total
          from private.shop_bitmaps b
          join public.municipalities m on b.key = 'c:' || m.id
          where b.category_id = _category_id and b.key like 'c:%'
            and (not others ? 'uf' or m.uf in (select jsonb_array_elements_text(filters -> 'uf')))) c
    where c.total > 0), '[]'::jsonb));

  -- The category's filterable specifications (those narrowed to a subcategory only when it is
  -- chosen, or when none is), each under every other filter.
  for definition in
    select d.* from public.spec_definitions d
    where d.category_id = _category_id and d.filterable and d.type <> 'text'
      and (d.subcategory_id is null or not has_subcategories or d.subcategory_id = any (_subcategory_ids))
    order by d.position, d.key
  loop
    among := excluding[coalesce((others ->> ('spec:' || definition.key))::int, n + 1)];
    if definition.type in ('number', 'integer', 'year') then
      specs := specs || jsonb_build_object(definition.key, private.shop_bitmap_min_max(_category_id, definition.filter_slot, among));
    elsif definition.type = 'boolean' then
      specs := specs || jsonb_build_object(definition.key, jsonb_build_object(
        'true', bit_count(among & private.shop_bitmap_range(_category_id, definition.filter_slot, 1, 1, true, bits_length)),
        'false', bit_count(among & private.shop_bitmap_range(_category_id, definition.filter_slot, 0, 0, true, bits_length))));
    else
      specs := specs || jsonb_build_object(definition.key, (
        select jsonb_agg(jsonb_build_object('value', o.value, 'count',
          coalesce((select bit_count(private.bits_fit(b.bits, bits_length) & among) from private.shop_bitmaps b
                    where b.category_id = _category_id and b.key = 'o:' || o.code), 0)) order by o.position, o.value)
        from public.spec_options o where o.definition_id = definition.id));
    end if;
  end loop;
  return result || jsonb_build_object('specs', specs);
end;
$$;

revoke execute on function private.shop_facets_from_bitmaps(uuid, uuid[], uuid[], jsonb) from public;
grant execute on function private.shop_facets_from_bitmaps(uuid, uuid[], uuid[], jsonb) to anon, authenticated, service_role;

-- The listings already in the shop: their ordinals, their categories' sequences and strings.
update public.product_search r set ordinal = n.position - 1
from (select s.product_id, row_number() over (partition by s.category_id order by s.created_at, s.product_id) as position
      from public.product_search s) n
where r.product_id = n.product_id;
select setval(private.shop_ordinal_sequence(c.category_id), c.listings - 1)
from (select r.category_id, count(*) as listings from public.product_search r group by r.category_id) c;
select private.rebuild_shop_bitmaps(c.category_id) from (select distinct r.category_id from public.product_search r) c;

create trigger product_search_assign_ordinal
  before insert on public.product_search
  for each row execute function private.assign_shop_ordinal();
create trigger product_search_assign_ordinal_on_move
  before update of category_id on public.product_search
  for each row when (old.category_id is distinct from new.category_id)
  execute function private.assign_shop_ordinal();

create trigger product_search_keep_bitmaps_after_insert
  after insert on public.product_search
  referencing new table as added_rows
  for each statement execute function private.keep_shop_bitmaps();
create trigger product_search_keep_bitmaps_after_update
  after update on public.product_search
  referencing old table as removed_rows new table as added_rows
  for each statement execute function private.keep_shop_bitmaps();
create trigger product_search_keep_bitmaps_after_delete
  after delete on public.product_search
  referencing old table as removed_rows
  for each statement execute function private.keep_shop_bitmaps();
create trigger product_search_keep_bitmaps_after_truncate
  after truncate on public.product_search
  for each statement execute function private.keep_shop_bitmaps();

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

  -- A category's filtered page without a search or a seller: its kept bit strings, where they
  -- answer it.
  if _category_id is not null and search.condition is null and _seller_id is null then
    result := private.shop_facets_from_bitmaps(_category_id, _subcategory_ids, _attribute_ids, _filters);
    if result is not null then
      return result || jsonb_build_object('categories', categories);
    end if;
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
