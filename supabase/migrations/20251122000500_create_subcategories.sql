create table public.subcategories (
  id uuid primary key default gen_random_uuid(),
  -- A category without products may be deleted; its subcategories go with it.
  category_id uuid not null references public.categories (id) on delete cascade,
  name text not null check (length(btrim(name)) > 0),
  type text not null check (length(btrim(type)) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint subcategories_category_id_type_key unique (category_id, type)
);

alter table public.subcategories enable row level security;

create trigger subcategories_set_updated_at
  before update on public.subcategories
  for each row execute function public.set_updated_at();

create policy "Subcategories are visible to everyone"
  on public.subcategories for select
  to anon, authenticated
  using (true);

create policy "Admins can create subcategories"
  on public.subcategories for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit subcategories"
  on public.subcategories for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete subcategories"
  on public.subcategories for delete
  to authenticated
  using ((select public.is_current_user_admin()));
