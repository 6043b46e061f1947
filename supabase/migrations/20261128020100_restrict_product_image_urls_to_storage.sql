-- A product picture is an object of the project's public products bucket, and the storefront's
-- server fetches it (the share image): its URL is exactly that bucket's public path on a host,
-- with an object name of plain segments (no '.' or '..', no escaped dot, slash or backslash, no
-- credentials, query or fragment), so it cannot lead anywhere else on that host. The project's
-- origin is not known to SQL on every deployment (the admin and the seed write the URL the
-- storage client gives them); where it is, `alter database postgres set oneboss.storage_origin =
-- 'https://<ref>.supabase.co'` makes it the only host accepted.
create function public.is_product_image_url(_url text)
returns boolean
language sql
stable
strict
parallel safe
set search_path = ''
as $$
  select length(_url) <= 2048
    and _url ~ '^https?://(\[[0-9A-Fa-f:.]+\]|[A-Za-z0-9.-]+)(:[0-9]{1,5})?/storage/v1/object/public/products(/([A-Za-z0-9._~-]|%[0-9A-Fa-f]{2})+)+$'
    and _url !~ '/\.{1,2}(/|$)'
    and _url !~* '%(2e|2f|5c)'
    and (
      coalesce(current_setting('oneboss.storage_origin', true), '') = ''
      or starts_with(_url, rtrim(current_setting('oneboss.storage_origin', true), '/') || '/storage/v1/object/public/products/')
    )
$$;

-- A check constraint runs its functions as the role that writes the row.
revoke execute on function public.is_product_image_url(text) from public;
grant execute on function public.is_product_image_url(text) to anon, authenticated, service_role;

alter table public.product_images
  drop constraint product_images_url_check,
  add constraint product_images_url_check check (public.is_product_image_url(url));
