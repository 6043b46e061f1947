-- Links and pictures the storefront puts in href and src: http(s) only, so a `javascript:` or
-- `data:` URL never reaches a page. Absolute URLs only: every stored picture is a storage URL and
-- every partner link leaves the site. Spaces and control characters are listed, not taken from
-- the locale's classes, so every server agrees. libs/domain's isHttpUrl applies the same pattern.
create function public.is_http_url(_url text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select length(_url) <= 2048
    and _url ~* '^https?://[^ \u0001-\u001f\u007f-\u009f/?#\\]+([/?#][^ \u0001-\u001f\u007f-\u009f]*)?$'
$$;

-- A check constraint runs its functions as the role that writes the row.
revoke execute on function public.is_http_url(text) from public;
grant execute on function public.is_http_url(text) to anon, authenticated, service_role;

-- A partner link is optional: one that is not http(s) is dropped. Pictures are required and come
-- from uploads (storage URLs), so they are checked as they are.
update public.partners set link = null where not public.is_http_url(link);

alter table public.partners
  add constraint partners_link_http check (public.is_http_url(link)),
  add constraint partners_logo_url_http check (public.is_http_url(logo_url)),
  add constraint partners_banner_image_url_http check (public.is_http_url(banner_image_url));

alter table public.hero_banners
  add constraint hero_banners_image_url_http check (public.is_http_url(image_url));
