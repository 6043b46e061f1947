-- A search whose words no listing holds tries each word of four or more letters as a typo of a
-- word of the names ("porshe", "rolx"). It asked every listing's name for it (`word <% name_text`,
-- through the names' trigram index): the trigrams of a typo are shared by a large part of the
-- names ("por", " po"), each candidate's similarity was computed, and each match was ranked by its
-- similarity again. At 1 000 000 listings "porshe" took 390-460 ms where "porsche" itself takes a
-- tenth of that. The names' distinct words are now kept, with how many listings hold each; a typo
-- is looked up among them (at the same word-similarity threshold, the nearest eight), and the
-- listings whose name holds one of those words are found as any word is, through the names'
-- trigram index. Relevance puts the names holding every word, or a word near it, first.
--
-- What changes for a buyer: a typo is read against the words of the names one by one, where a
-- name's letters across two of its words could count before; and a word of digits alone is not
-- taken for a typo of another number.

-- Each word of three or more letters or digits, holding a letter, of a published listing's name,
-- and how many listings hold it.
create table public.search_vocabulary (
  word text primary key,
  -- Never negative (checked by the trigger), zero only while its row is being removed.
  listings bigint not null
);

create index search_vocabulary_word_trgm_idx on public.search_vocabulary using gin (word extensions.gin_trgm_ops);

alter table public.search_vocabulary enable row level security;

create policy "Words of published listings' names are visible to everyone"
  on public.search_vocabulary for select
  to anon, authenticated
  using (true);

revoke all on public.search_vocabulary from anon, authenticated;
grant select on public.search_vocabulary to anon, authenticated;
grant all on public.search_vocabulary to service_role;

-- A name's distinct words as the vocabulary keeps them (the name as product_search holds it:
-- lower case, without accents).
create function private.name_words(_name_text text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  select coalesce(array_agg(distinct w), '{}')
  from regexp_split_to_table(_name_text, '[^a-z0-9]+') as w
  where length(w) >= 3 and w ~ '[a-z]'
$$;

-- The words a statement added (+1) and removed (-1): an update that leaves a name as it was
-- cancels out and writes nothing. SECURITY DEFINER as count_product_facets: no API role may write
-- the table.
create function public.keep_search_vocabulary()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed text := case tg_op
    when 'INSERT' then 'select r.name_text, 1 as n from added_rows r'
    when 'DELETE' then 'select r.name_text, -1 as n from removed_rows r'
    else 'select r.name_text, 1 as n from added_rows r union all select r.name_text, -1 from removed_rows r'
  end;
  emptied text[];
  broken boolean;
begin
  if tg_op = 'TRUNCATE' then
    delete from public.search_vocabulary;
    return null;
  end if;

  execute format($query$
    with kept as (
      insert into public.search_vocabulary as v (word, listings)
      select u.word, sum(r.n)
      from (%s) r
      cross join lateral unnest(private.name_words(r.name_text)) as u(word)
      group by u.word
      having sum(r.n) <> 0
      -- One order for every writer, so two concurrent bulk writes cannot deadlock on these rows.
      order by u.word
      on conflict (word) do update set listings = v.listings + excluded.listings
      returning v.word, v.listings
    )
    select array_agg(k.word) filter (where k.listings = 0), coalesce(bool_or(k.listings < 0), false) from kept k
  $query$, changed)
  into emptied, broken;
  -- A negative count means a change was missed: fail the write rather than keep a wrong vocabulary.
  if broken then
    raise exception 'search_vocabulary out of step with product_search';
  end if;
  if emptied is not null then
    delete from public.search_vocabulary v where v.word = any (emptied) and v.listings = 0;
  end if;
  return null;
end;
$$;

revoke execute on function public.keep_search_vocabulary() from public, anon, authenticated;

create trigger product_search_keep_vocabulary_after_insert
  after insert on public.product_search
  referencing new table as added_rows
  for each statement execute function public.keep_search_vocabulary();
create trigger product_search_keep_vocabulary_after_update
  after update on public.product_search
  referencing old table as removed_rows new table as added_rows
  for each statement execute function public.keep_search_vocabulary();
create trigger product_search_keep_vocabulary_after_delete
  after delete on public.product_search
  referencing old table as removed_rows
  for each statement execute function public.keep_search_vocabulary();
create trigger product_search_keep_vocabulary_after_truncate
  after truncate on public.product_search
  for each statement execute function public.keep_search_vocabulary();

insert into public.search_vocabulary (word, listings)
select u.word, count(*)
from public.product_search r
cross join lateral unnest(private.name_words(r.name_text)) as u(word)
group by u.word;

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
  -- Per word, the names holding a word near it (null when it is not read as a typo, or none is near).
  near_names text[];
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
