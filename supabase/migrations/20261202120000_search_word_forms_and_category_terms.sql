-- A buyer's words find what they name, in the forms a buyer types them:
-- - Words match from the start of a word of the listing's text, not inside one: "moveis" no
--   longer finds every car through "automoveis", nor "60" a boat of 1960. The search text is
--   folded to lower-case letters and digits between single spaces (punctuation is a space, so
--   "benz" starts a word of "Mercedes-Benz"), and a word's pattern is '% <word>%'.
-- - A word also matches its other number: "barcos" finds "barco", "imovel" finds "imoveis",
--   "mansoes" finds "mansao" (Portuguese plurals in -s, -es, -ns, -ais, -eis, -ois, -uis, -oes,
--   -aes), and a word of six or more letters ending in -o or -a its other gender ("blindada" finds
--   "blindado", "vermelha" "vermelho").
-- - Words that only join others ("de", "em", "com"...) are left out unless nothing else is typed.
-- - A category's search terms (staff-managed, e.g. "carro" for Automóveis) are part of its
--   listings' search text: a buyer who types "carros" is shown the cars though no listing says
--   "carro". In the text rather than a test of the category in the search's condition, so such a
--   word is found through the words' index like any other (an OR with the category made the
--   planner read the whole table).
-- - A boolean specification that holds is found by its label ("blindado", "unico dono").

-- Single words of 2 to 40 characters, no markup or control characters, at most 30.
create function private.are_search_terms(_terms text[])
returns boolean
language sql
immutable
set search_path = ''
as $$
  select coalesce(cardinality(_terms), 0) <= 30
    and not exists (
      select 1 from unnest(_terms) t
      where t is null or char_length(t) not between 2 and 40 or t ~ '[[:space:][:cntrl:]<>"&;,]'
    )
$$;

alter table public.categories
  add column search_terms text[] not null default '{}'
  constraint categories_search_terms_check check (private.are_search_terms(search_terms));

comment on column public.categories.search_terms is
  'Words a buyer types for this category that its listings may not hold ("carro" for Automóveis): part of every listing''s search text, so a search word matching one, in either number, finds the category''s listings.';

-- A folded word's other forms: its singular when it reads as a plural, and the plurals of that
-- singular a listing may hold. Words of letters only; shorter words keep their one form.
create function private.search_word_forms(_word text)
returns text[]
language plpgsql
immutable
set search_path = ''
as $$
declare
  singular text := _word;
  forms text[] := array[_word];
begin
  if _word !~ '^[a-z]{4,}$' then
    return forms;
  end if;
  singular := case
    when _word ~ '(oes|aes)$' and length(_word) >= 5 then left(_word, -3) || 'ao'
    when _word ~ 'eis$' and length(_word) >= 5 then left(_word, -3) || 'el'
    when _word ~ 'ais$' and length(_word) >= 5 then left(_word, -3) || 'al'
    when _word ~ 'ois$' and length(_word) >= 5 then left(_word, -3) || 'ol'
    when _word ~ 'uis$' and length(_word) >= 5 then left(_word, -3) || 'ul'
    when _word ~ 'ns$' then left(_word, -2) || 'm'
    when _word ~ '[rsz]es$' and length(_word) >= 5 then left(_word, -2)
    when _word ~ '[aeo]s$' then left(_word, -1)
    else _word
  end;
  forms := forms || singular;
  forms := forms || case
    when singular ~ 'ao$' then array[left(singular, -2) || 'oes', left(singular, -2) || 'aes']
    when singular ~ '[eaou]l$' then array[left(singular, -1) || 'is']
    when singular ~ 'il$' and length(singular) >= 5 then array[left(singular, -2) || 'is']
    when singular ~ 'm$' then array[left(singular, -1) || 'ns']
    when singular ~ '[aeiou]$' then array[singular || 's']
    else '{}'::text[]
  end;
  return array(select distinct f from unnest(forms) f order by f);
end;
$$;

-- The LIKE patterns of one folded word over the search text: its forms and, for a form of six or
-- more letters ending in -o or -a, that form without its last letter (the other gender), each from
-- the start of a word; a form another form begins is dropped, as that one matches it too. '*'
-- stands for any one character.
create function private.search_word_patterns(_word text)
returns text[]
language sql
immutable
set search_path = ''
as $$
  with own as (
    select unnest(private.search_word_forms(_word)) as f
  ),
  forms as (
    select f from own
    union
    select left(f, -1) from own where f ~ '^[a-z]{6,}$' and f ~ '[ao]$'
  )
  select array(
    select '% ' || replace(a.f, '*', '_') || '%'
    from forms a
    where not exists (select 1 from forms b where b.f <> a.f and starts_with(a.f, b.f))
    order by a.f
  )
$$;

-- The helpers are pure and keep PUBLIC's execute: the visitors' search (shop_search_sql runs
-- with the caller's rights) and staff's writes to categories call them.

-- product_search's text: as in 20261128051000, plus the category's search terms and the labels of
-- the yes/no specifications that hold, folded to lower-case letters and digits between single spaces, with a space at each end
-- so that every word, the first too, follows one.
create or replace function public.product_search_text(
  _search_text text, _category_id uuid, _subcategory_id uuid, _specs jsonb, _uf text, _city_id integer, _neighbourhood text
)
returns text
language sql
stable
set search_path = ''
as $$
  select ' ' || btrim(regexp_replace(concat_ws(' ', _search_text, lower(public.f_unaccent(concat_ws(' ',
    (select concat_ws(' ', c.name, array_to_string(c.search_terms, ' ')) from public.categories c where c.id = _category_id),
    (select s.name from public.subcategories s where s.id = _subcategory_id),
    (select string_agg(coalesce(o.label, v.value), ' ' order by d.position, o.position)
     from jsonb_each(_specs) e
     join public.spec_definitions d on d.category_id = _category_id and d.key = e.key and d.type in ('option', 'options', 'text')
     cross join lateral jsonb_array_elements_text(case when jsonb_typeof(e.value) = 'array' then e.value else jsonb_build_array(e.value) end) v(value)
     left join public.spec_options o on o.definition_id = d.id and o.value = v.value
     where _specs <> '{}'::jsonb),
    (select string_agg(d.label, ' ' order by d.position)
     from jsonb_each(_specs) e
     join public.spec_definitions d on d.category_id = _category_id and d.key = e.key and d.type = 'boolean'
     where _specs <> '{}'::jsonb and e.value = 'true'::jsonb),
    _neighbourhood,
    (select m.name from public.municipalities m where m.id = _city_id),
    private.uf_name(_uf),
    _uf)))), '[^a-z0-9]+', ' ', 'g')) || ' '
$$;

-- A renamed yes/no specification is found by its new label, as a renamed option is.
create function public.sync_product_search_boolean_labels()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.product_search s
  set search_text = public.product_search_text(p.search_text, p.category_id, p.subcategory_id, p.specs, p.uf, p.city_id, p.neighbourhood)
  from public.products p
  where p.id = s.product_id and p.category_id = new.category_id and p.specs -> new.key = 'true'::jsonb;
  return null;
end;
$$;

revoke execute on function public.sync_product_search_boolean_labels() from public, anon, authenticated;

create trigger spec_definitions_sync_search_after_rename
  after update of label on public.spec_definitions
  for each row when (old.label is distinct from new.label and new.type = 'boolean')
  execute function public.sync_product_search_boolean_labels();

-- A category's new search terms reach its listings' text, as a new name does.
drop trigger categories_sync_search_after_rename on public.categories;
create trigger categories_sync_search_after_rename
  after update of name, search_terms on public.categories
  for each row when (old.name is distinct from new.name or old.search_terms is distinct from new.search_terms)
  execute function public.sync_product_search_names();

update public.product_search s
set search_text = public.product_search_text(p.search_text, p.category_id, p.subcategory_id, p.specs, p.uf, p.city_id, p.neighbourhood)
from public.products p
where p.id = s.product_id;

-- As in 20261128040000, with each word's forms from the start of a word and joining words left out.
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

  -- Per word: any of its patterns over the text, and the same over the name.
  select array_agg('(' || (select string_agg(format('r.search_text like %L', p), ' or ') from unnest(t.patterns) p) || ')' order by t.n),
         array_agg('(' || (select string_agg(format('('' '' || r.name_text) like %L', p), ' or ') from unnest(t.patterns) p) || ')' order by t.n)
  into conditions, in_names
  from (select w.n, private.search_word_patterns(w.w) as patterns from unnest(words) with ordinality as w(w, n)) t;

  condition := array_to_string(conditions, ' and ');
  execute format('select exists (select 1 from public.product_search r where %s)', condition) into strict found_any;
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
