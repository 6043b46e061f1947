-- Without a search, every shop view's facets grouped every published product (36-38 ms at 100k,
-- most of the view's time). product_facet_counts keeps those groups: one row per
-- (category, subcategory, attribute) with its number of published products, kept by statement
-- triggers on product_search, which itself holds exactly the published products. The unsearched
-- facets (catalogue_facets, next migration) read these few hundred rows instead; a search still
-- counts its own matches.
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

