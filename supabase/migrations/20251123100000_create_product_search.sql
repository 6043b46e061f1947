-- Searching the shop under RLS: PostgreSQL does not evaluate a non-LEAKPROOF operator (`like`)
-- before the visitors' `published` policy, so the trigram index on products.search_text is never
-- used for them and every search reads every published product, three times per page view.
-- product_search holds only what a search of published products needs (the search text, the
-- facet columns and the sort keys), one row per published product, kept by triggers. Its policy
-- needs no per-row check, so `like` can use its trigram index; it reveals nothing visitors could
-- not already read from products.
create table public.product_search (
  product_id uuid primary key references public.products (id) on delete cascade on update cascade,
  search_text text not null,
  category_id uuid not null,
  subcategory_id uuid,
  attribute_id uuid,
  featured boolean not null,
  name text not null,
  sort_price numeric(14, 2) not null,
  created_at timestamptz not null
);

alter table public.product_search enable row level security;

create policy "Published products' search rows are visible to everyone"
  on public.product_search for select
  to anon, authenticated
  using (true);

revoke all on public.product_search from anon, authenticated;
grant select on public.product_search to anon, authenticated;
grant all on public.product_search to service_role;

create index product_search_text_trgm_idx on public.product_search using gin (search_text extensions.gin_trgm_ops);

-- Statement-level triggers with transition tables: a bulk insert or update (the seed, an import)
-- syncs in one set-based statement instead of one upsert per row. SECURITY DEFINER because the
-- admins who write products have no write privilege on product_search; trigger functions cannot
-- be called through the API.
create function public.sync_product_search()
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
    product_id, search_text, category_id, subcategory_id, attribute_id, featured, name, sort_price, created_at
  )
  select c.id, c.search_text, c.category_id, c.subcategory_id, c.attribute_id, c.featured, c.name, c.sort_price, c.created_at
  from changed_rows c
  where c.published
  on conflict (product_id) do update set
    search_text = excluded.search_text,
    category_id = excluded.category_id,
    subcategory_id = excluded.subcategory_id,
    attribute_id = excluded.attribute_id,
    featured = excluded.featured,
    name = excluded.name,
    sort_price = excluded.sort_price,
    created_at = excluded.created_at;
  return null;
end;
$$;

revoke execute on function public.sync_product_search() from public, anon, authenticated;

create trigger products_sync_search_after_insert
  after insert on public.products
  referencing new table as changed_rows
  for each statement execute function public.sync_product_search();

create trigger products_sync_search_after_update
  after update on public.products
  referencing new table as changed_rows
  for each statement execute function public.sync_product_search();

insert into public.product_search (
  product_id, search_text, category_id, subcategory_id, attribute_id, featured, name, sort_price, created_at
)
select id, search_text, category_id, subcategory_id, attribute_id, featured, name, sort_price, created_at
from public.products
where published;

-- The search's facets read product_search; without a search they still read products'
-- narrow partial index (index-only). The shop takes the list's total from these counts.
create or replace function public.catalogue_facets(
  _search text default null,
  _category_id uuid default null,
  _subcategory_ids uuid[] default null
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  -- A star matches any one character, as in the list (PostgREST reads `*` as `%` and the list's
  -- pattern turns it into `_`), so the facets and the total count what the list shows.
  with term as (
    select nullif(
      replace(replace(replace(replace(
        lower(public.f_unaccent(btrim(regexp_replace(coalesce(_search, ''), '\s+', ' ', 'g')))),
        '\', '\\'), '%', '\%'), '_', '\_'), '*', '_'),
      ''
    ) as pattern
  ),
  matching_rows as (
    select p.category_id, p.subcategory_id, p.attribute_id
    from public.products p
    where p.published and (select t.pattern is null from term t)
    union all
    select s.category_id, s.subcategory_id, s.attribute_id
    from public.product_search s
    where (select t.pattern is not null from term t)
      and s.search_text like (select '%' || t.pattern || '%' from term t)
  ),
  -- One pass over the rows into at most one group per (category, subcategory, attribute), then
  -- the three facets from those few groups: one hash probe per row instead of three.
  combinations as (
    select m.category_id, m.subcategory_id, m.attribute_id, count(*) as total
    from matching_rows m
    group by m.category_id, m.subcategory_id, m.attribute_id
  ),
  matching as (
    select
      c.category_id,
      c.subcategory_id,
      c.attribute_id,
      c.total,
      (_category_id is null or c.category_id = _category_id) as in_category,
      (coalesce(cardinality(_subcategory_ids), 0) = 0 or c.subcategory_id = any (_subcategory_ids)) as in_subcategories
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
$$;
