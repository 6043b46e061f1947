-- Public catalogue pictures: anyone reads, only admins write. The size and type limits sit on the
-- bucket so the server refuses what the admin form would refuse.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('products', 'products', true, 5242880, array['image/png', 'image/jpeg', 'image/webp']),
  ('partner-logos', 'partner-logos', true, 5242880, array['image/png', 'image/jpeg', 'image/webp']),
  ('partner-banners', 'partner-banners', true, 5242880, array['image/png', 'image/jpeg', 'image/webp'])
on conflict (id) do update
  set public = excluded.public,
      file_size_limit = excluded.file_size_limit,
      allowed_mime_types = excluded.allowed_mime_types;

create policy "Catalogue pictures are readable by everyone"
  on storage.objects for select
  to anon, authenticated
  using (bucket_id in ('products', 'partner-logos', 'partner-banners'));

create policy "Admins can upload catalogue pictures"
  on storage.objects for insert
  to authenticated
  with check (
    bucket_id in ('products', 'partner-logos', 'partner-banners')
    and (select public.is_current_user_admin())
  );

create policy "Admins can replace catalogue pictures"
  on storage.objects for update
  to authenticated
  using (
    bucket_id in ('products', 'partner-logos', 'partner-banners')
    and (select public.is_current_user_admin())
  )
  with check (
    bucket_id in ('products', 'partner-logos', 'partner-banners')
    and (select public.is_current_user_admin())
  );

create policy "Admins can delete catalogue pictures"
  on storage.objects for delete
  to authenticated
  using (
    bucket_id in ('products', 'partner-logos', 'partner-banners')
    and (select public.is_current_user_admin())
  );
