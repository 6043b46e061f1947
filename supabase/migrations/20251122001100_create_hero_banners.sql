create table public.hero_banners (
  id uuid primary key default gen_random_uuid(),
  title text not null check (length(btrim(title)) > 0),
  subtitle text,
  image_url text not null check (length(btrim(image_url)) > 0),
  sort_order integer not null default 0,
  visible boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.hero_banners enable row level security;

create trigger hero_banners_set_updated_at
  before update on public.hero_banners
  for each row execute function public.set_updated_at();

create policy "Visible hero banners are shown to visitors"
  on public.hero_banners for select
  to anon
  using (visible);

create policy "Visible hero banners are shown to signed-in users, every banner to admins"
  on public.hero_banners for select
  to authenticated
  using (visible or (select public.is_current_user_admin()));

create policy "Admins can add hero banners"
  on public.hero_banners for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit hero banners"
  on public.hero_banners for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete hero banners"
  on public.hero_banners for delete
  to authenticated
  using ((select public.is_current_user_admin()));
