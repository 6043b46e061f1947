create table public.categories (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  value text not null unique check (length(btrim(value)) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.categories enable row level security;

create trigger categories_set_updated_at
  before update on public.categories
  for each row execute function public.set_updated_at();

create policy "Categories are visible to everyone"
  on public.categories for select
  to anon, authenticated
  using (true);

create policy "Admins can create categories"
  on public.categories for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit categories"
  on public.categories for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete categories"
  on public.categories for delete
  to authenticated
  using ((select public.is_current_user_admin()));
