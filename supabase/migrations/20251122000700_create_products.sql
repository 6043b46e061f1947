create table public.products (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  short_description text,
  description text,
  price numeric(14, 2) check (price >= 0),
  sale_price numeric(14, 2) check (sale_price >= 0),
  -- Deleting a category or subcategory that still has products is refused (see the delete guards).
  category_id uuid not null references public.categories (id) on delete restrict,
  subcategory_id uuid references public.subcategories (id) on delete restrict,
  attribute_id uuid references public.attributes (id) on delete set null,
  featured boolean not null default false,
  published boolean not null default true,
  stock_quantity integer not null default 1 check (stock_quantity >= 0),
  price_on_request boolean not null default false,
  -- Tags are stripped so a search for "strong" or "li" does not match every description, and
  -- runs of white space collapse so "motor v12" matches "motor <strong>V12</strong>".
  search_text text generated always as (
    lower(public.f_unaccent(regexp_replace(
      coalesce(name, '') || ' ' || coalesce(short_description, '') || ' '
      || regexp_replace(coalesce(description, ''), '<[^>]*>', ' ', 'g'),
      '\s+', ' ', 'g'
    )))
  ) stored,
  sort_price numeric(14, 2) generated always as (coalesce(sale_price, price, 0)) stored,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint products_price_on_request_without_prices
    check (not price_on_request or (price is null and sale_price is null))
);

alter table public.products enable row level security;

create trigger products_set_updated_at
  before update on public.products
  for each row execute function public.set_updated_at();

create policy "Published products are visible to visitors"
  on public.products for select
  to anon
  using (published);

create policy "Published products are visible to signed-in users, every product to admins"
  on public.products for select
  to authenticated
  using (published or (select public.is_current_user_admin()));

create policy "Admins can create products"
  on public.products for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit products"
  on public.products for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete products"
  on public.products for delete
  to authenticated
  using ((select public.is_current_user_admin()));
