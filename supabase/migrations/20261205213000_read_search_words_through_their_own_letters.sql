-- A search reads fewer index entries, and finds out sooner whether anything holds its words.
--
-- Each word of a search matches from the start of a word of the text (`like '% <form>%'`). Its
-- trigrams then include the two that begin a word ("  l", " la" for "lancha"), which most listings
-- hold, and reading those from the words' trigram index cost as much as the rest: at 1 000 000
-- listings, the 18 712 matches of "lancha" 14.2 ms against 6.7-7.4 ms for '%lanch%'. A form of
-- five letters or more is now read through its own letters (`like '%<form>%'`, every one of its
-- trigrams inside the word) and the word's start tested on the rows found (`strpos` of the
-- form after a space, which the index does not read). Shorter forms keep the former pattern:
-- their own letters give two trigrams or fewer, found inside many other words, and two letters
-- none the index can read. The rows matched are the same.
--
-- Whether any listing holds every word (otherwise a word may be a typo) was asked of the whole
-- table, and PostgreSQL estimates a trigram match poorly: for "ipanema" it built the index's
-- bitmap of every match first (30 ms), for "apartamento" with the new patterns 118 ms, where
-- reading the table stops at the first match (0.3 ms). The first 5 000 listings are now read for
-- a match (a word held by one listing in a few thousand is found there at once, 1-2 ms when none
-- holds it), and only when none holds every word is the index asked. At 1 000 000 listings on
-- PostgreSQL, in SQL: "apartamento ipanema" 54 -> 25 ms for the facets and 53 -> 24 for the list,
-- "cobertura leblon" 30 -> 9 and 29 -> 8, "relogio" across the shop 286-291 -> 264-278 and
-- 241-246 -> 214-230. Otherwise as in 20261202120000.

create or replace function public.shop_search_sql(_search text, out condition text, out relevance text)
language plpgsql
stable
set search_path = ''
as $$
declare
  typed text[] := array(
    select w
    from regexp_split_to_table(lower(public.f_unaccent(coalesce(_search, ''))), '[^a-z0-9*]+') with ordinality as t(w, n)
    where w <> ''
    group by w
    order by min(n)
  );
  words text[] := array(
    select w from unnest(typed) with ordinality as t(w, n)
    where w not in ('a', 'o', 'e', 'as', 'os', 'um', 'uma', 'de', 'da', 'do', 'das', 'dos', 'em', 'na', 'no', 'nas', 'nos',
                    'ao', 'aos', 'com', 'para', 'pra', 'por', 'pelo', 'pela')
    order by n
    limit 8
  );
  conditions text[];
  in_names text[];
  found_any boolean;
begin
  if cardinality(words) = 0 then
    words := typed[1:8];
  end if;
  if cardinality(words) = 0 then
    return;
  end if;

  -- Per word: any of its patterns over the text (a form of five letters or more read through its
  -- own letters, its word start tested on the rows found), and the same patterns over the name.
  select array_agg('(' || (select string_agg(case when p ~ '^% [a-z0-9]{5,}%$'
           then format('(r.search_text like %L and strpos(r.search_text, %L) > 0)', '%' || substr(p, 3), ' ' || substr(p, 3, length(p) - 3))
           else format('r.search_text like %L', p) end, ' or ') from unnest(t.patterns) p) || ')' order by t.n),
         array_agg('(' || (select string_agg(format('('' '' || r.name_text) like %L', p), ' or ') from unnest(t.patterns) p) || ')' order by t.n)
  into conditions, in_names
  from (select w.n, private.search_word_patterns(w.w) as patterns from unnest(words) with ordinality as w(w, n)) t;

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
  -- word of the name ("rolx", "porshe").
  condition := (
    select string_agg(
      case when t.w ~ '^[a-z0-9]{4,}$'
        then format('(%s or %L operator(extensions.<%%) r.name_text)', conditions[t.n::int], t.w)
        else conditions[t.n::int]
      end, ' and ' order by t.n)
    from unnest(words) with ordinality as t(w, n));
  relevance := format('extensions.word_similarity(%L, r.name_text)', array_to_string(words, ' '));
end;
$$;
