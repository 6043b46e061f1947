-- A shop search matches every word of the term, in any order, not the term as one substring:
-- "rolex daytona" finds "Relógio Rolex Cosmograph Daytona" and "lancha 60 pés" finds the Azimut
-- whose short description says "60 pés". Words are compared accent- and case-insensitively with
-- the name, descriptions, category and subcategory names. When no published product holds every
-- word, a word of four or more letters or digits also matches a trigram-similar word of the name
-- ("rolx", "porshe"), so a typo still finds the product without loosening searches that match.
-- Relevance puts the products whose name holds every word first.

-- product_search's text adds the category and subcategory names to the product's own text.
create function public.product_search_text(_search_text text, _category_id uuid, _subcategory_id uuid)
returns text
language sql
stable
set search_path = ''
as $$
  select concat_ws(' ', _search_text,
    (select lower(public.f_unaccent(c.name)) from public.categories c where c.id = _category_id),
    (select lower(public.f_unaccent(s.name)) from public.subcategories s where s.id = _subcategory_id))
$$;

revoke execute on function public.product_search_text(text, uuid, uuid) from public, anon, authenticated;

-- The folded name the relevance key compares every row of a search with: folding it per row
-- (unaccent's dictionary lookups) took most of a broad search's time.
alter table public.product_search add column name_text text;

create or replace function public.sync_product_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    delete from public.product_search s
    using changed_rows c
    where s.product_id = c.id and not c.published;
  end if;
  insert into public.product_search (
    product_id, search_text, category_id, subcategory_id, attribute_id, featured, name, name_text, sort_price, created_at
  )
  select c.id, public.product_search_text(c.search_text, c.category_id, c.subcategory_id), c.category_id,
         c.subcategory_id, c.attribute_id, c.featured, c.name, lower(public.f_unaccent(c.name)), c.sort_price, c.created_at
  from changed_rows c
  where c.published
  on conflict (product_id) do update set
    search_text = excluded.search_text,
    category_id = excluded.category_id,
    subcategory_id = excluded.subcategory_id,
    attribute_id = excluded.attribute_id,
    featured = excluded.featured,
    name = excluded.name,
    name_text = excluded.name_text,
    sort_price = excluded.sort_price,
    created_at = excluded.created_at;
  return null;
end;
$$;

-- A renamed category or subcategory is found by its new name. SECURITY DEFINER for the same
-- reason as sync_product_search: the admins who rename have no write privilege on product_search.
create function public.sync_product_search_names()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.product_search s
  set search_text = public.product_search_text(p.search_text, p.category_id, p.subcategory_id)
  from public.products p
  where p.id = s.product_id
    and ((tg_table_name = 'categories' and s.category_id = new.id)
      or (tg_table_name = 'subcategories' and s.subcategory_id = new.id));
  return null;
end;
$$;

revoke execute on function public.sync_product_search_names() from public, anon, authenticated;

create trigger categories_sync_search_after_rename
  after update of name on public.categories
  for each row when (old.name is distinct from new.name)
  execute function public.sync_product_search_names();

create trigger subcategories_sync_search_after_rename
  after update of name on public.subcategories
  for each row when (old.name is distinct from new.name)
  execute function public.sync_product_search_names();

update public.product_search s
set search_text = public.product_search_text(p.search_text, p.category_id, p.subcategory_id),
    name_text = lower(public.f_unaccent(p.name))
from public.products p
where p.id = s.product_id;

alter table public.product_search alter column name_text set not null;

-- A typo is looked for in the name only: a word's similarity to a whole description is slow to
-- check (about half a second for a loose search at 100k rows) and brands are named in the name.
create index product_search_name_trgm_idx on public.product_search using gin (name_text extensions.gin_trgm_ops);

-- The SQL of a search over product_search rows aliased `r`: the condition a row must meet and
-- the relevance key (higher first), or nulls without a term. Each word is one trigram-indexed
-- LIKE (or LIKE-or-similar) condition, so the index narrows the rows for every word. At most
-- eight words count, which bounds the work of a pasted paragraph. A star matches any one
-- character, as in the list's older pattern (PostgREST reads `*` as `%`).
create function public.shop_search_sql(_search text, out condition text, out relevance text)
language plpgsql
stable
set search_path = ''
as $$
declare
  words text[] := array(
    select w
    from regexp_split_to_table(lower(public.f_unaccent(btrim(coalesce(_search, '')))), '\s+') with ordinality as t(w, n)
    where w <> ''
    group by w
    order by min(n)
    limit 8
  );
  patterns text[] := array(
    select '%' || replace(replace(replace(replace(w, '\', '\\'), '%', '\%'), '_', '\_'), '*', '_') || '%'
    from unnest(words) with ordinality as t(w, n)
    order by n
  );
  exact text;
  loose text;
begin
  if cardinality(words) = 0 then
    return;
  end if;
  select string_agg(format('r.search_text like %L', p), ' and ')
  into exact
  from unnest(patterns) p;

  execute format('select exists (select 1 from public.product_search r where %s)', exact) into strict condition;
  if condition::boolean then
    condition := exact;
    relevance := format('(r.name_text like all (%L::text[]))::int', patterns);
    return;
  end if;

  select string_agg(
    case when w ~ '^[a-z0-9]{4,}$'
      then format('(r.search_text like %L or %L operator(extensions.<%%) r.name_text)', p, w)
      else format('r.search_text like %L', p)
    end, ' and ')
  into loose
  from unnest(words, patterns) as t(w, p);
  condition := loose;
  relevance := format('extensions.word_similarity(%L, r.name_text)', array_to_string(words, ' '));
end;
$$;

grant execute on function public.shop_search_sql(text) to anon, authenticated, service_role;

-- As in 20251126300000, with the search's words and relevance from shop_search_sql.
create or replace function public.shop_products(
  _search text default null,
  _category_id uuid default null,
  _subcategory_ids uuid[] default null,
  _attribute_ids uuid[] default null,
  _sort text default 'relevance',
  _offset integer default 0,
  _limit integer default 12
)
returns setof public.products
language plpgsql
stable
set search_path = ''
-- A typo's word similarity: "porshe" is 0.57 like "porsche", past pg_trgm's default of 0.6.
set pg_trgm.word_similarity_threshold = 0.5
as $$
declare
  search record;
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
  select * into search from public.shop_search_sql(_search);
  if search.condition is not null then
    source := 'public.product_search r where ' || search.condition;
    id_column := 'product_id';
  end if;
  if _offset is null or _offset < 0 or _limit is null or _limit < 0 or _limit > 100 then
    raise exception 'invalid page: offset %, limit %', _offset, _limit using errcode = '22023';
  end if;
  sort_keys := format(sort_keys, 'r.', id_column);
  if search.relevance is not null and _sort not in ('price-asc', 'price-desc', 'newest') then
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

  -- The page's ids in order, read from the sort's covering index where there is one (no table
  -- row is fetched for the rows the offset skips), then their rows.
  return query execute format(
    'select p.* from unnest(array(select r.%1$s from %2$s%3$s order by %4$s limit $4 offset $5))
       with ordinality as page(id, position)
     join public.products p on p.id = page.id
     order by page.position',
    id_column, source, conditions, sort_keys
  ) using _category_id, _subcategory_ids, _attribute_ids, _limit, _offset;
end;
$$;

-- The facets count the rows of the list's own condition, so the counts and the list agree.
create or replace function public.catalogue_facets(
  _search text default null,
  _category_id uuid default null,
  _subcategory_ids uuid[] default null
)
returns jsonb
language plpgsql
stable
set search_path = ''
-- The list's typo threshold (shop_products), so the counts match the list.
set pg_trgm.word_similarity_threshold = 0.5
as $$
declare
  search record;
  result jsonb;
begin
  select * into search from public.shop_search_sql(_search);
  execute format($query$
  with combinations as (
    %s
  ),
  matching as (
    select
      c.category_id,
      c.subcategory_id,
      c.attribute_id,
      c.total,
      ($1::uuid is null or c.category_id = $1) as in_category,
      (coalesce(cardinality($2::uuid[]), 0) = 0 or c.subcategory_id = any ($2)) as in_subcategories
    from combinations c
  ),
  grouped as (
    select
      grouping(category_id, subcategory_id, attribute_id) as grouping_set,
      category_id,
      subcategory_id,
      attribute_id,
      sum(total)::bigint as total,
      coalesce(sum(total) filter (where in_category), 0)::bigint as in_category_total,
      coalesce(sum(total) filter (where in_category and in_subcategories), 0)::bigint as in_subcategories_total
    from matching
    group by grouping sets ((category_id), (subcategory_id), (attribute_id))
  )
  -- grouping() bits: 3 = by category, 5 = by subcategory, 6 = by attribute.
  select jsonb_build_object(
    'categories', coalesce(
      jsonb_agg(jsonb_build_object('id', category_id, 'count', total) order by category_id)
        filter (where grouping_set = 3),
      '[]'::jsonb),
    'subcategories', coalesce(
      jsonb_agg(jsonb_build_object('id', subcategory_id, 'count', in_category_total) order by subcategory_id)
        filter (where grouping_set = 5 and subcategory_id is not null and in_category_total > 0),
      '[]'::jsonb),
    'attributes', coalesce(
      jsonb_agg(jsonb_build_object('id', attribute_id, 'count', in_subcategories_total) order by attribute_id)
        filter (where grouping_set = 6 and attribute_id is not null and in_subcategories_total > 0),
      '[]'::jsonb)
  )
  from grouped
  $query$,
  -- Without a search the kept counts (product_facet_counts); a search groups its own matches.
  case when search.condition is null
    then 'select f.category_id, f.subcategory_id, f.attribute_id, f.total from public.product_facet_counts f'
    else 'select r.category_id, r.subcategory_id, r.attribute_id, count(*) as total from public.product_search r where '
         || search.condition || ' group by r.category_id, r.subcategory_id, r.attribute_id'
  end)
  into result
  using _category_id, _subcategory_ids;
  return result;
end;
$$;
