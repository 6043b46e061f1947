-- A search within a category of 20 000 listings or more (without a seller) counts its facets from
-- kept bit strings, as the category's filtered page does (20261207030000): the listings holding
-- the search's words become one more string. Each word of a category's search texts keeps its
-- listings (private.shop_words): the ordinals of the few holding it, or a bit string when many
-- do. A search word matches the words starting with one of its forms (shop_search_sql), so its
-- listings are the OR of theirs, and the search's the AND of its words'. The category counts
-- (under the search and the location alone) are each category's search string ANDed with its
-- location's. The pass read every listing holding the words, in every category, one heap page
-- per listing: at 1 000 000 listings, boats filtered and searched for "lancha" read 18 712
-- listings on 10 229 pages, and its facets took 50-55 ms.
-- The pass still answers where the strings cannot or cost more: a form with a wildcard ('*'
-- matches a space too), a form starting more than 1 024 words ("60"), a search fewer than 5 000
-- listings hold every word of (none: the pass reads its words as typos), a seller's page, a search
-- without a category and a smaller category.

create table private.shop_words (
  category_id uuid not null,
  word text collate "C" not null,
  -- One of the two: the ordinals of its listings (sorted), or their bit string.
  ordinals integer[],
  bits varbit,
  primary key (category_id, word),
  check ((ordinals is null) <> (bits is null))
);
-- Stored whole, as the facets' strings are: a search ORs several.
alter table private.shop_words alter column bits set storage external;
revoke all on private.shop_words from public, anon, authenticated;

-- The words of a search text (lower-case letters and digits between single spaces).
create function private.shop_text_words(_search_text text)
returns setof text
language sql
immutable
set search_path = ''
as $$
  select distinct w from unnest(string_to_array(btrim(_search_text), ' ')) as w where w <> ''
$$;

-- A word held by more than one listing in 256 of its category is kept as a bit string: reading
-- its ordinals would cost more than ORing the string (a bit per listing against 32 per ordinal).
create function private.shop_word_dense(_listings integer, _length integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select _listings > greatest(64, _length / 256)
$$;

-- Ordinals with some added and some removed, sorted and distinct.
create function private.shop_word_ordinals(_ordinals integer[], _set integer[], _clear integer[])
returns integer[]
language sql
immutable
set search_path = ''
as $$
  select array(
    select o from unnest(coalesce(_ordinals, '{}') || coalesce(_set, '{}')) as o
    except
    select c from unnest(coalesce(_clear, '{}')) as c
    order by 1)
$$;

-- A category's words built again from its listings' search texts.
create function private.rebuild_shop_words(_category_id uuid)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  bits_length integer := coalesce((select s.length from private.shop_bitmap_state s where s.category_id = _category_id), 0);
begin
  delete from private.shop_words w where w.category_id = _category_id;
  insert into private.shop_words (category_id, word, ordinals, bits)
  select _category_id, t.word,
    case when not d.dense then t.ordinals end,
    case when d.dense then private.bits_at(t.ordinals, bits_length) end
  from (
    select w.word, array_agg(r.ordinal order by r.ordinal) as ordinals
    from public.product_search r
    cross join lateral private.shop_text_words(r.search_text) as w(word)
    where r.category_id = _category_id and r.ordinal is not null
    group by w.word
  ) t
  cross join lateral (select private.shop_word_dense(cardinality(t.ordinals), bits_length) as dense) d;
end;
$$;

-- After each statement on the search rows, after the bit strings' own trigger (triggers fire in
-- name order, so the category's length and listings count this statement): the words whose
-- listings it changed, per category, or the category's words built again when the statement
-- changed an eighth of it. The new ordinals are computed from the row as it is when written, so
-- two transactions adding listings to one word both keep theirs.
create function private.keep_shop_words()
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
  change record;
  ordinals integer[];
begin
  if tg_op = 'TRUNCATE' then
    delete from private.shop_words;
    return null;
  end if;
  for touched in execute format($query$
    select c.category_id, count(*) as changed
    from (select o.category_id from %s as o union all select n.category_id from %s as n) c
    group by c.category_id
    order by c.category_id
  $query$, removed, added)
  loop
    select * into state from private.shop_bitmap_state s where s.category_id = touched.category_id;
    if touched.changed > greatest(64, state.listings / 8) then
      perform private.rebuild_shop_words(touched.category_id);
      continue;
    end if;
    for change in execute format($query$
      with removed as (
        select o.ordinal, w.word from %1$s as o cross join lateral private.shop_text_words(o.search_text) as w(word)
        where o.category_id = $1 and o.ordinal is not null
      ),
      added as (
        select n.ordinal, w.word from %2$s as n cross join lateral private.shop_text_words(n.search_text) as w(word)
        where n.category_id = $1 and n.ordinal is not null
      ),
      changes as (
        (select a.ordinal, a.word, true as set from added a except select r.ordinal, r.word, true from removed r)
        union all
        (select r.ordinal, r.word, false from removed r except select a.ordinal, a.word, false from added a)
      )
      select c.word, array_agg(c.ordinal) filter (where c.set) as set, array_agg(c.ordinal) filter (where not c.set) as clear
      from changes c
      group by c.word
      order by c.word
    $query$, removed, added) using touched.category_id
    loop
      insert into private.shop_words as w (category_id, word, ordinals)
      values (touched.category_id, change.word, private.shop_word_ordinals(null, change.set, change.clear))
      on conflict (category_id, word) do update set
        ordinals = case when w.bits is null then private.shop_word_ordinals(w.ordinals, change.set, change.clear) end,
        bits = case when w.bits is not null then private.bits_changed(w.bits, state.length, change.set, change.clear) end
      returning w.ordinals into ordinals;
      -- A word no listing holds any more is forgotten; one now held by many becomes a bit string.
      if ordinals = '{}' then
        delete from private.shop_words w where w.category_id = touched.category_id and w.word = change.word;
      elsif private.shop_word_dense(cardinality(ordinals), state.length) then
        update private.shop_words w set bits = private.bits_at(ordinals, state.length), ordinals = null
        where w.category_id = touched.category_id and w.word = change.word;
      end if;
    end loop;
  end loop;
  return null;
end;
$$;

revoke execute on function private.keep_shop_words(), private.rebuild_shop_words(uuid) from public, anon, authenticated;

-- A search's words, each with its patterns (private.search_word_patterns): at most eight, in the
-- order typed, joining words left out unless there is nothing else.
create function private.search_words(_search text)
returns table (n bigint, word text, patterns text[])
language sql
stable
set search_path = ''
as $$
  with typed as (
    select t.w, min(t.n) as n
    from regexp_split_to_table(lower(public.f_unaccent(coalesce(_search, ''))), '[^a-z0-9*]+') with ordinality as t(w, n)
    where t.w <> ''
    group by t.w
  ),
  meaningful as (
    select t.w, t.n from typed t
    where t.w not in ('a', 'o', 'e', 'as', 'os', 'um', 'uma', 'de', 'da', 'do', 'das', 'dos', 'em', 'na', 'no', 'nas', 'nos',
                      'ao', 'aos', 'com', 'para', 'pra', 'por', 'pelo', 'pela')
    order by t.n
    limit 8
  ),
  chosen as (
    select * from meaningful
    union all
    select * from (select t.w, t.n from typed t order by t.n limit 8) t where not exists (select 1 from meaningful)
  )
  select row_number() over (order by c.n), c.w, private.search_word_patterns(c.w)
  from chosen c
  order by c.n
$$;

-- As in 20261205233000, with the words read by private.search_words.
create or replace function public.shop_search_sql(_search text, out condition text, out relevance text)
language plpgsql
stable
set search_path = ''
as $$
declare
  words text[];
  conditions text[];
  in_names text[];
  found_any boolean;
  -- Per word, the names holding a word near it (null when it is not read as a typo, or none is near).
  near_names text[];
begin
  -- Per word: any of its patterns over the text (a form of five letters or more read through its
  -- own letters, its word start tested on the rows found), and the same patterns over the name.
  select array_agg(t.word order by t.n),
         array_agg('(' || (select string_agg(case when p ~ '^% [a-z0-9]{5,}%$'
           then format('(r.search_text like %L and strpos(r.search_text, %L) > 0)', '%' || substr(p, 3), ' ' || substr(p, 3, length(p) - 3))
           else format('r.search_text like %L', p) end, ' or ') from unnest(t.patterns) p) || ')' order by t.n),
         array_agg('(' || (select string_agg(format('('' '' || r.name_text) like %L', p), ' or ') from unnest(t.patterns) p) || ')' order by t.n)
  into words, conditions, in_names
  from private.search_words(_search) t;
  if words is null then
    return;
  end if;

  condition := array_to_string(conditions, ' and ');
  -- The first listings first, read in the table's order and without the index: a word held by one
  -- listing in a few thousand is found there at once; then, only if none of them holds every word,
  -- the index.
  execute format('select exists (select 1 from (select r.search_text from public.product_search r limit 5000) r where %s)', condition)
  into strict found_any;
  if not found_any then
    execute format('select exists (select 1 from public.product_search r where %s)', condition) into strict found_any;
  end if;
  if found_any then
    relevance := '(' || array_to_string(in_names, ' and ') || ')::int';
    return;
  end if;

  -- Nothing holds every word: a word of four or more letters or digits may also be a typo of a
  -- word of the names ("rolx", "porshe"). The names' words near it (at the caller's word-similarity
  -- threshold), the eight nearest, are each found where a word of the name starts with it: through
  -- the names' trigram index by its letters, the word's start tested on the rows found.
  near_names := array(
    select (
      select string_agg(format('(r.name_text like %L and regexp_like(r.name_text, %L))', '%' || v.word || '%', '(^|[^a-z0-9])' || v.word), ' or ')
      from (
        select v.word
        from public.search_vocabulary v
        where t.w ~ '^[a-z0-9]{4,}$' and t.w operator(extensions.<%) v.word
        order by extensions.word_similarity(t.w, v.word) desc, v.listings desc, v.word
        limit 8
      ) v
    )
    from unnest(words) with ordinality as t(w, n)
    order by t.n);
  select string_agg(coalesce('(' || conditions[n] || ' or ' || near_names[n] || ')', conditions[n]), ' and ' order by n),
         '(' || string_agg(coalesce('(' || in_names[n] || ' or ' || near_names[n] || ')', in_names[n]), ' and ' order by n) || ')::int'
  into condition, relevance
  from generate_subscripts(words, 1) as n;
end;
$$;

-- The listings of a category holding every word of a search, at _length bits, from its words'
-- forms (one array of forms per word: shop_search_facets_from_bitmaps): per word, the OR of the
-- words starting with one of its forms; null where a form starts more than 1 024 words ("60"
-- starts 3 006 numbers in real estate at 1 000 000 listings: reading their ordinals took 18 ms,
-- where the pass finds a rarer word's few listings at once).
create function private.shop_search_bitmap(_category_id uuid, _forms jsonb, _length integer)
returns varbit
language plpgsql
stable
set search_path = ''
as $$
declare
  word_forms jsonb;
  form text;
  found record;
  held varbit;
  bits varbit;
begin
  for word_forms in select f from jsonb_array_elements(_forms) as f loop
    held := private.bits_zero(_length);
    for form in select jsonb_array_elements_text(word_forms) loop
      -- The strings ORed, the ordinals gathered as one text (one read of the words).
      select count(*) as words, bit_or(private.bits_fit(w.bits, _length)) as dense,
        string_agg(array_to_string(w.ordinals, ','), ',') as sparse
      into found
      from (select w.bits, w.ordinals from private.shop_words w
            where w.category_id = _category_id and w.word >= form and w.word < form || '~' limit 1025) w;
      if found.words > 1024 then
        return null;
      end if;
      if found.dense is not null then
        held := held | found.dense;
      end if;
      if found.sparse is not null then
        held := held | private.bits_at(array(select o from unnest(('{' || found.sparse || '}')::integer[]) as o where o < _length), _length);
      end if;
    end loop;
    bits := coalesce(bits & held, held);
    -- No listing holds the words so far: none holds them all.
    exit when bit_count(bits) = 0;
  end loop;
  return bits;
end;
$$;

-- Whether a category's page is counted from its strings: not when `oneboss.shop_bitmaps` is `off`
-- (`on` counts every category from them), nor for a category of fewer than 20 000 listings,
-- counted faster by the pass (the strings' fixed cost, about 7 ms of statements, is what the pass
-- takes over 20 000 listings), nor when no strings are kept for it or a specification is beyond
-- the eighth slot (no index to refine it on). As in 20261207030000, taken out of
-- shop_facets_from_bitmaps for the search's category counts.
create function private.shop_bitmaps_answer(_category_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(current_setting('oneboss.shop_bitmaps', true), '') <> 'off'
    and exists (
      select 1 from private.shop_bitmap_state s
      where s.category_id = _category_id and s.built_for > 0
        and (s.listings >= 20000 or current_setting('oneboss.shop_bitmaps', true) = 'on'))
    and not exists (
      select 1 from public.spec_definitions d
      where d.category_id = _category_id and d.filterable and d.type in ('number', 'integer', 'year', 'boolean') and d.filter_slot > 8)
$$;

revoke execute on function private.shop_bitmaps_answer(uuid) from public, anon, authenticated;

-- A search within a category from the strings: its words' forms read once, each category's
-- listings holding them (the category counts, under the location filters alone), then the
-- chosen category's facets under them (shop_facets_from_bitmaps, below). Null where the strings
-- cannot tell (the chosen category's page is not counted from its strings, no word, a wildcard:
-- '*' matches a space too, which a word cannot hold), when no listing holds every word (the pass
-- then reads the words as typos), or when fewer than 5 000 do: the pass reads so few faster than
-- the strings are counted (1 000 000 listings, real estate searched for "2020", 36 listings:
-- 35 ms from the strings, whose bounds then test most buckets, against 5 ms; "lancha", 18 712
-- listings: 15-20 against 54-60 ms).
create function private.shop_search_facets_from_bitmaps(_category_id uuid, _subcategory_ids uuid[], _attribute_ids uuid[],
  _filters jsonb, _search text)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  filters jsonb := coalesce(case when jsonb_typeof(_filters) = 'string' then (_filters #>> '{}')::jsonb else _filters end, '{}');
  forms jsonb;
  category record;
  bits varbit;
  within varbit;
  matched bigint := 0;
  total bigint;
  counts jsonb := '[]';
  result jsonb;
  all_forms boolean;
begin
  if not private.shop_bitmaps_answer(_category_id) then
    return null;
  end if;
  select jsonb_agg((select jsonb_agg(substr(p, 3, length(p) - 3)) from unnest(w.patterns) p) order by w.n),
    bool_and((select bool_and(p ~ '^% [a-z0-9]+%$') from unnest(w.patterns) p))
  into forms, all_forms
  from private.search_words(_search) w;
  if forms is null or not all_forms then
    return null;
  end if;
  for category in select s.category_id, s.length from private.shop_bitmap_state s where s.built_for > 0 order by s.category_id loop
    bits := private.shop_search_bitmap(category.category_id, forms, category.length);
    if bits is null then
      return null;
    end if;
    if category.category_id = _category_id then
      within := bits;
    end if;
    matched := matched + bit_count(bits);
    if jsonb_array_length(coalesce(filters -> 'uf', '[]')) > 0 then
      bits := bits & private.shop_bitmap(category.category_id,
        array(select 'u:' || u from jsonb_array_elements_text(filters -> 'uf') u), category.length);
    end if;
    if jsonb_array_length(coalesce(filters -> 'city', '[]')) > 0 then
      bits := bits & private.shop_bitmap(category.category_id,
        array(select 'c:' || c from jsonb_array_elements_text(filters -> 'city') c), category.length);
    end if;
    total := bit_count(bits);
    if total > 0 then
      counts := counts || jsonb_build_array(jsonb_build_object('id', category.category_id, 'count', total));
    end if;
  end loop;
  if matched = 0 or (matched < 5000 and current_setting('oneboss.shop_bitmaps', true) is distinct from 'on') then
    return null;
  end if;
  result := private.shop_facets_from_bitmaps(_category_id, _subcategory_ids, _attribute_ids, _filters, within);
  return result || jsonb_build_object('categories', counts);
end;
$$;

-- The facets of a category's page from its bit strings, as in 20261207030000, now also within the
-- listings of a search (_within: its listings holding the search's words), which every facet
-- then counts alone.
drop function private.shop_facets_from_bitmaps(uuid, uuid[], uuid[], jsonb);
create function private.shop_facets_from_bitmaps(_category_id uuid, _subcategory_ids uuid[], _attribute_ids uuid[], _filters jsonb,
  _within varbit default null)
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
  if not private.shop_bitmaps_answer(_category_id) then
    return null;
  end if;
  select s.length into bits_length from private.shop_bitmap_state s where s.category_id = _category_id;
  everything := private.shop_bitmap(_category_id, '{all}', bits_length);
  if _within is not null then
    everything := everything & _within;
  end if;

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

revoke execute on function private.shop_facets_from_bitmaps(uuid, uuid[], uuid[], jsonb, varbit) from public;
grant execute on function private.shop_facets_from_bitmaps(uuid, uuid[], uuid[], jsonb, varbit) to anon, authenticated, service_role;
revoke execute on function private.shop_search_facets_from_bitmaps(uuid, uuid[], uuid[], jsonb, text) from public;
grant execute on function private.shop_search_facets_from_bitmaps(uuid, uuid[], uuid[], jsonb, text) to anon, authenticated, service_role;
-- shop_facets as it was, under another name: it answers every page the strings below do not.
alter function public.shop_facets(text, uuid, uuid[], uuid[], jsonb, uuid) set schema private;
alter function private.shop_facets(text, uuid, uuid[], uuid[], jsonb, uuid) rename to shop_facets_without_search_strings;
revoke execute on function private.shop_facets_without_search_strings(text, uuid, uuid[], uuid[], jsonb, uuid) from public;
grant execute on function private.shop_facets_without_search_strings(text, uuid, uuid[], uuid[], jsonb, uuid)
  to anon, authenticated, service_role;

-- A search within a category, without a seller: its facets and category counts from the strings,
-- where they answer it; every other page as before.
create function public.shop_facets(
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
as $$
declare
  result jsonb;
begin
  if _search is not null and _category_id is not null and _seller_id is null then
    -- The filters are checked as the pass checks them (a malformed one is refused with its
    -- message), before the strings read them.
    if (select count(*) from private.shop_filter_conditions(_category_id, _filters)) > 60 then
      perform private.shop_filters_invalid('filtros demais');
    end if;
    result := private.shop_search_facets_from_bitmaps(_category_id, _subcategory_ids, _attribute_ids, _filters, _search);
    if result is not null then
      return result;
    end if;
  end if;
  return private.shop_facets_without_search_strings(_search, _category_id, _subcategory_ids, _attribute_ids, _filters, _seller_id);
end;
$$;

grant execute on function public.shop_facets(text, uuid, uuid[], uuid[], jsonb, uuid) to anon, authenticated, service_role;

-- The words of the listings already in the shop.
select private.rebuild_shop_words(s.category_id) from private.shop_bitmap_state s;

create trigger product_search_keep_words_after_insert
  after insert on public.product_search
  referencing new table as added_rows
  for each statement execute function private.keep_shop_words();
create trigger product_search_keep_words_after_update
  after update on public.product_search
  referencing old table as removed_rows new table as added_rows
  for each statement execute function private.keep_shop_words();
create trigger product_search_keep_words_after_delete
  after delete on public.product_search
  referencing old table as removed_rows
  for each statement execute function private.keep_shop_words();
create trigger product_search_keep_words_after_truncate
  after truncate on public.product_search
  for each statement execute function private.keep_shop_words();
