-- Without a search, every shop view's facets grouped every published product (36-38 ms at 100k,
-- most of the view's time). product_facet_counts keeps those groups: one row per
-- (category, subcategory, attribute) with its number of published products, kept by statement
-- triggers on product_search, which itself holds exactly the published products. The unsearched
-- facets read these few hundred rows instead; a search still counts its own matches.
create table public.product_facet_counts (
  category_id uuid not null,
  subcategory_id uuid,
  attribute_id uuid,
  -- Never negative (checked by the trigger: a CHECK constraint would also refuse the proposed
  -- row of an upsert that lowers an existing count), zero only while its row is being removed.
  total bigint not null,
  constraint product_facet_counts_combination_key unique nulls not distinct (category_id, subcategory_id, attribute_id)
);

alter table public.product_facet_counts enable row level security;

create policy "Published products' facet counts are visible to everyone"
  on public.product_facet_counts for select
  to anon, authenticated
  using (true);

revoke all on public.product_facet_counts from anon, authenticated;
grant select on public.product_facet_counts to anon, authenticated;
grant all on public.product_facet_counts to service_role;

-- Rows added and removed are grouped first, so a bulk write (the seed, an import) touches each
-- combination once; a combination whose count reaches zero is removed. SECURITY DEFINER for the
-- same reason as sync_product_search: no API role may write the counts.
create function public.count_product_facets()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb := '[]'::jsonb;
begin
  if tg_op = 'TRUNCATE' then
    delete from public.product_facet_counts;
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    changes := changes || (
      select coalesce(jsonb_agg(jsonb_build_array(category_id, subcategory_id, attribute_id, n)), '[]'::jsonb)
      from (select category_id, subcategory_id, attribute_id, count(*) as n from added_rows group by 1, 2, 3) g
    );
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    changes := changes || (
      select coalesce(jsonb_agg(jsonb_build_array(category_id, subcategory_id, attribute_id, -n)), '[]'::jsonb)
      from (select category_id, subcategory_id, attribute_id, count(*) as n from removed_rows group by 1, 2, 3) g
    );
  end if;

  insert into public.product_facet_counts as counts (category_id, subcategory_id, attribute_id, total)
  select (c ->> 0)::uuid, (c ->> 1)::uuid, (c ->> 2)::uuid, sum((c ->> 3)::bigint)
  from jsonb_array_elements(changes) c
  group by 1, 2, 3
  having sum((c ->> 3)::bigint) <> 0
  -- One order for every writer, so two concurrent bulk writes cannot deadlock on these rows.
  order by 1, 2, 3
  on conflict on constraint product_facet_counts_combination_key do update
    set total = counts.total + excluded.total;
  -- A few hundred rows at most: cheaper than working out which combinations fell to zero.
  delete from public.product_facet_counts where total = 0;
  -- A negative count means a change was missed: fail the write rather than show wrong counts.
  if exists (select 1 from public.product_facet_counts where total < 0) then
    raise exception 'product_facet_counts out of step with product_search';
  end if;
  return null;
end;
$$;

revoke execute on function public.count_product_facets() from public, anon, authenticated;

create trigger product_search_count_facets_after_insert
  after insert on public.product_search
  referencing new table as added_rows
  for each statement execute function public.count_product_facets();

create trigger product_search_count_facets_after_update
  after update on public.product_search
  referencing old table as removed_rows new table as added_rows
  for each statement execute function public.count_product_facets();

create trigger product_search_count_facets_after_delete
  after delete on public.product_search
  referencing old table as removed_rows
  for each statement execute function public.count_product_facets();

create trigger product_search_count_facets_after_truncate
  after truncate on public.product_search
  for each statement execute function public.count_product_facets();

insert into public.product_facet_counts (category_id, subcategory_id, attribute_id, total)
select category_id, subcategory_id, attribute_id, count(*)
from public.product_search
group by 1, 2, 3;

-- The unsearched facets read the kept counts: the same numbers, from a few hundred rows instead of
-- every published product.
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
  -- At most one row per (category, subcategory, attribute), then the three facets from those few
  -- rows. Without a search they are kept in product_facet_counts; a search groups its matches.
  combinations as (
    select f.category_id, f.subcategory_id, f.attribute_id, f.total
    from public.product_facet_counts f
    where (select t.pattern is null from term t)
    union all
    select s.category_id, s.subcategory_id, s.attribute_id, count(*)
    from public.product_search s
    where (select t.pattern is not null from term t)
      and s.search_text like (select '%' || t.pattern || '%' from term t)
    group by s.category_id, s.subcategory_id, s.attribute_id
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
