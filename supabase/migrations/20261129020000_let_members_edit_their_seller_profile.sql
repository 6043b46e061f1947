-- A seller's members keep its public profile current themselves: the name, logo, place and
-- contacts (the update policy and sellers_guard_member_change already allow those columns and no
-- others). For that the form reads the seller's e-mail, which only admins could read, and stores
-- a new logo, which only admins could upload.

create or replace function private.seller_emails()
returns table (seller_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select s.id, s.email
  from public.sellers s
  where (select public.is_current_user_admin()) or s.id in (select private.current_seller_ids());
$$;

-- A member's logo goes under {seller id}/ (libs/data uploadSellerLogo), so a member writes only
-- into their own seller's folder; replacing or deleting stored logos stays the admins'.
create policy "Members upload their seller's logo"
  on storage.objects for insert
  to authenticated
  with check (bucket_id = 'seller-logos' and private.uuid_or_null(split_part(name, '/', 1)) in (select private.current_seller_ids()));

create policy "Members list their seller's logos"
  on storage.objects for select
  to authenticated
  using (bucket_id = 'seller-logos' and private.uuid_or_null(split_part(name, '/', 1)) in (select private.current_seller_ids()));
