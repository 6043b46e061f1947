-- Public buckets serve /storage/v1/object/public/... without any SELECT policy (hosted Supabase and
-- @supabase/lite alike). A SELECT policy for everyone only adds listing, which would reveal the
-- pictures of unpublished products (splinter 0025): listing is for admins, who manage the files.
drop policy if exists "Catalogue pictures are readable by everyone" on storage.objects;

create policy "Admins can list catalogue pictures"
  on storage.objects for select
  to authenticated
  using (
    bucket_id in ('products', 'partner-logos', 'partner-banners')
    and (select public.is_current_user_admin())
  );
