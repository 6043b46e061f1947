-- A buyer's favourites, kept on the server so they survive reloads and follow the account to any
-- browser. Each user reads, adds and removes only their own; they go with the account (the
-- foreign key's cascade, which is how processing a deletion request removes them) and are in the
-- LGPD export. A favourite whose listing is later hidden stays, and the list says so.
create table public.favourites (
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  created_at timestamptz not null default now(),
  primary key (user_id, product_id)
);

create index favourites_product_id_idx on public.favourites (product_id);

alter table public.favourites enable row level security;

revoke all on public.favourites from anon, authenticated;
grant select, insert, delete on public.favourites to authenticated;
grant all on public.favourites to service_role;

create policy "Users can read their own favourites"
  on public.favourites for select
  to authenticated
  using (user_id = (select auth.uid()));

-- The product must be one the caller can see (products' own policies: published, or any for
-- staff), so nobody learns of a hidden listing by favouriting its id.
create policy "Users can add favourites of listings they can see"
  on public.favourites for insert
  to authenticated
  with check (
    user_id = (select auth.uid())
    and exists (select 1 from public.products p where p.id = product_id)
  );

create policy "Users can remove their own favourites"
  on public.favourites for delete
  to authenticated
  using (user_id = (select auth.uid()));

-- One user keeps at most 500 favourites: a list, not a copy of the catalogue.
create function private.limit_favourites()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(*) from public.favourites f where f.user_id = new.user_id) >= 500 then
    raise exception 'Você atingiu o limite de 500 favoritos. Remova alguns para adicionar novos.' using errcode = 'PT400', hint = 'favourites_limit';
  end if;
  return new;
end;
$$;

revoke execute on function private.limit_favourites() from public, anon, authenticated;

create trigger favourites_limit
  before insert on public.favourites
  for each row execute function private.limit_favourites();

-- The hearts a visitor gave before signing in, added to the account in one request. Listings the
-- caller cannot see (hidden or gone since) and ones already there are skipped, not refused: the
-- browser's list may be old. SECURITY INVOKER: the table's policies decide, as for one heart.
create function public.merge_favourites(product_ids uuid[])
returns integer
language plpgsql
volatile
set search_path = ''
as $$
declare
  _added integer;
begin
  if (select auth.uid()) is null then
    raise exception 'Entre na sua conta para guardar favoritos.' using errcode = '42501';
  end if;
  insert into public.favourites (user_id, product_id)
  select (select auth.uid()), p.id
  from public.products p
  where p.id = any(product_ids[1:500])
  on conflict do nothing;
  get diagnostics _added = row_count;
  return _added;
end;
$$;

revoke execute on function public.merge_favourites(uuid[]) from public, anon;
grant execute on function public.merge_favourites(uuid[]) to authenticated, service_role;

-- The caller's favourites with what the list shows of each listing, hidden ones included (the
-- products' policies would leave those out, and the buyer must see that they went): name, prices,
-- first picture, category and whether it is still on sale. Only ever the caller's own rows.
create function private.my_favourites()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'product_id', p.id,
    'name', p.name,
    'price', p.price,
    'sale_price', p.sale_price,
    'price_on_request', p.price_on_request,
    'stock_quantity', p.stock_quantity,
    'published', p.published,
    'category_name', c.name,
    'image_url', (select i.url from public.product_images i where i.product_id = p.id order by i.sort_order, i.created_at limit 1),
    'favourited_at', f.created_at
  ) order by f.created_at desc, p.id), '[]'::jsonb)
  from public.favourites f
  join public.products p on p.id = f.product_id
  left join public.categories c on c.id = p.category_id
  where f.user_id = (select auth.uid())
$$;

revoke execute on function private.my_favourites() from public, anon, authenticated;
grant execute on function private.my_favourites() to authenticated;

create function public.my_favourites()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.my_favourites()
$$;

revoke execute on function public.my_favourites() from public, anon;
grant execute on function public.my_favourites() to authenticated, service_role;
