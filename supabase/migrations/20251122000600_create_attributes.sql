create table public.attributes (
  id uuid primary key default gen_random_uuid(),
  subcategory_id uuid not null references public.subcategories (id) on delete cascade,
  attribute text not null check (length(btrim(attribute)) > 0),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint attributes_subcategory_id_attribute_key unique (subcategory_id, attribute)
);

alter table public.attributes enable row level security;

create trigger attributes_set_updated_at
  before update on public.attributes
  for each row execute function public.set_updated_at();

create policy "Attributes are visible to everyone"
  on public.attributes for select
  to anon, authenticated
  using (true);

create policy "Admins can create attributes"
  on public.attributes for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit attributes"
  on public.attributes for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete attributes"
  on public.attributes for delete
  to authenticated
  using ((select public.is_current_user_admin()));
