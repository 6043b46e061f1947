-- Price history (issue 33): every change of a listing's price, sale price or 'Sob Consulta' is
-- recorded by the database itself, so the product page can say "Preço reduzido em N%" and for how
-- long the listing has been on the site, the shop can filter the reduced ones, and the favourites'
-- alerts can find price drops. Nobody writes it directly: no role has a write grant, and the only
-- writer is the trigger below (security definer). Rows are readable with their listing, under the
-- products' own policies (published ones for visitors, every one for staff).
create table public.price_history (
  id bigint generated always as identity primary key,
  product_id uuid not null references public.products (id) on delete cascade,
  price numeric(14, 2),
  sale_price numeric(14, 2),
  price_on_request boolean not null,
  changed_at timestamptz not null default now()
);

create index price_history_product_changed_idx on public.price_history (product_id, changed_at, id);

alter table public.price_history enable row level security;

revoke all on public.price_history from public, anon, authenticated, service_role;
grant select on public.price_history to anon, authenticated, service_role;

create policy "Price history is visible with its listing"
  on public.price_history for select
  to anon, authenticated
  using (exists (select 1 from public.products p where p.id = product_id));

-- The first row is the listing's creation (its created_at, never later than now: seeded listings
-- carry their age), then one row per change.
create function private.record_price_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.price_history (product_id, price, sale_price, price_on_request, changed_at)
  values (new.id, new.price, new.sale_price, new.price_on_request,
          case when tg_op = 'INSERT' then least(new.created_at, now()) else now() end);
  return null;
end;
$$;

revoke execute on function private.record_price_history() from public, anon, authenticated;

create trigger products_record_first_price
  after insert on public.products
  for each row execute function private.record_price_history();

create trigger products_record_price_change
  after update of price, sale_price, price_on_request on public.products
  for each row
  when (old.price is distinct from new.price or old.sale_price is distinct from new.sale_price
        or old.price_on_request is distinct from new.price_on_request)
  execute function private.record_price_history();

insert into public.price_history (product_id, price, sale_price, price_on_request, changed_at)
select p.id, p.price, p.sale_price, p.price_on_request, least(p.created_at, now())
from public.products p;

-- A listing is reduced while its effective price (the sale price, else the price; none under
-- 'Sob Consulta') is below a price it had at some moment of the last 30 days. A higher price
-- therefore counts until 30 days after it was replaced: this answers that instant (null when the
-- listing holds no higher earlier price). Kept in product_search as an instant, not a flag, so a
-- cut stops counting after 30 days without any write.
create function private.price_reduced_until(_product_id uuid)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  with changes as (
    select case when h.price_on_request then null else coalesce(h.sale_price, h.price) end as effective,
           lead(h.changed_at) over (order by h.changed_at, h.id) as ended_at,
           row_number() over (order by h.changed_at desc, h.id desc) as recency
    from public.price_history h
    where h.product_id = _product_id
  )
  select max(c.ended_at) + interval '30 days'
  from changes c
  where c.ended_at is not null
    and c.effective > (select l.effective from changes l where l.recency = 1)
$$;

revoke execute on function private.price_reduced_until(uuid) from public, anon, authenticated;

-- The product page's figures: the highest effective price the listing had in the last 30 days
-- (its current one included) and when it was first listed. Security invoker: a visitor reads it
-- for a published listing only (the history's policy), nothing for others.
create function public.listing_price_summary(_product_id uuid)
returns table (highest_recent_price numeric, listed_at timestamptz)
language sql
stable
set search_path = ''
as $$
  with changes as (
    select case when h.price_on_request then null else coalesce(h.sale_price, h.price) end as effective,
           h.changed_at,
           lead(h.changed_at) over (order by h.changed_at, h.id) as ended_at
    from public.price_history h
    where h.product_id = _product_id
  )
  select max(c.effective) filter (where c.ended_at is null or c.ended_at > now() - interval '30 days'), min(c.changed_at)
  from changes c
  having count(*) > 0
$$;

grant execute on function public.listing_price_summary(uuid) to anon, authenticated, service_role;

-- The shop's "Preço reduzido": product_search keeps the instant a listing stops being reduced.
-- A new search row (a listing published, or back in the shop) reads it from the history; a new
-- history row refreshes it for its listing's search row.
alter table public.product_search add column price_reduced_until timestamptz;

create index product_search_price_reduced_idx on public.product_search (price_reduced_until)
  where price_reduced_until is not null;

-- The category's covering index gains the column, so the facet pass still reads no wide row.
drop index public.product_search_category_filters_idx;
create index product_search_category_filters_idx on public.product_search (category_id)
  include (subcategory_id, attribute_id, sort_price, uf, city_id, spec_numbers, spec_options, product_id, featured, name, created_at,
           price_reduced_until);

create function private.set_search_price_reduced_until()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.price_reduced_until := private.price_reduced_until(new.product_id);
  return new;
end;
$$;

revoke execute on function private.set_search_price_reduced_until() from public, anon, authenticated;

create trigger product_search_price_reduced_until
  before insert on public.product_search
  for each row execute function private.set_search_price_reduced_until();

create function private.refresh_search_price_reduced_until()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.product_search s
  set price_reduced_until = private.price_reduced_until(s.product_id)
  where s.product_id in (select distinct n.product_id from new_rows n);
  return null;
end;
$$;

revoke execute on function private.refresh_search_price_reduced_until() from public, anon, authenticated;

create trigger price_history_refresh_search
  after insert on public.price_history
  referencing new table as new_rows
  for each statement execute function private.refresh_search_price_reduced_until();
