-- Supabase grants anon and authenticated every privilege on new public tables and functions;
-- RLS stops them, but a role keeps only what it can ever use.
revoke all on all tables in schema public from anon, authenticated;

grant select on public.categories, public.subcategories, public.attributes, public.products,
  public.product_images, public.partners, public.hero_banners to anon;
grant insert on public.leads, public.newsletter_subscribers to anon;

-- Signed-in users: the storefront reads plus, through RLS, the admin's writes and their own profile.
grant select, insert, update, delete on public.categories, public.subcategories, public.attributes,
  public.products, public.product_images, public.partners, public.hero_banners, public.leads,
  public.newsletter_subscribers, public.admin_permissions to authenticated;
grant select, insert, update on public.profiles to authenticated;

grant all on all tables in schema public to service_role;

-- Functions: nothing is callable by default; each role gets what its requests need.
revoke execute on all functions in schema public from public, anon, authenticated;

grant execute on function public.f_unaccent(text) to anon, authenticated, service_role;
grant execute on function public.get_current_user_email() to anon, authenticated, service_role;
grant execute on function public.catalogue_facets(text, uuid, uuid[]) to anon, authenticated, service_role;
-- Security definer functions are not for visitors (splinter 0028/0029).
grant execute on function public.is_current_user_admin() to authenticated, service_role;
grant execute on function public.admin_create_category(text, text, text) to authenticated, service_role;

-- Tables and functions created later start closed as well.
alter default privileges in schema public revoke all on tables from anon, authenticated;
alter default privileges in schema public revoke execute on functions from public, anon, authenticated;
