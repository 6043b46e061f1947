create table public.product_images (
  id uuid primary key default gen_random_uuid(),
  product_id uuid not null references public.products (id) on delete cascade,
  -- Only pictures stored in the public products bucket are shown, so only those are accepted.
  url text not null check (url ~ '^https?://[^/]+(/[^/]+)*/storage/v1/object/public/products/[^?#]+$'),
  sort_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- A retried upload finds the existing row (23505) instead of duplicating the picture.
  constraint product_images_product_id_url_key unique (product_id, url)
);

alter table public.product_images enable row level security;

create trigger product_images_set_updated_at
  before update on public.product_images
  for each row execute function public.set_updated_at();

create policy "Images of published products are visible to visitors"
  on public.product_images for select
  to anon
  using (exists (
    select 1 from public.products p where p.id = product_id and p.published
  ));

create policy "Images of published products are visible to signed-in users, every image to admins"
  on public.product_images for select
  to authenticated
  using (
    (select public.is_current_user_admin())
    or exists (select 1 from public.products p where p.id = product_id and p.published)
  );

create policy "Admins can add product images"
  on public.product_images for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can edit product images"
  on public.product_images for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can delete product images"
  on public.product_images for delete
  to authenticated
  using ((select public.is_current_user_admin()));
