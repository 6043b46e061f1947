create table public.partners (
  id uuid primary key default gen_random_uuid(),
  name text not null check (length(btrim(name)) > 0),
  description text,
  link text,
  logo_url text not null check (length(btrim(logo_url)) > 0),
  banner_image_url text,
  visible boolean not null default true,
  order_index integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.partners enable row level security;

create trigger partners_set_updated_at
  before update on public.partners
  for each row execute function public.set_updated_at();

create policy "Visible partners are shown to visitors"
  on public.partners for select
  to anon
  using (visible);

create policy "Visible partners are shown to signed-in users, every partner to admins"
  on public.partners for select
  to authenticated
  using (visible or (select public.is_current_user_admin()));

create policy "Admins can add partners"
  on public.partners for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit partners"
  on public.partners for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete partners"
  on public.partners for delete
  to authenticated
  using ((select public.is_current_user_admin()));
