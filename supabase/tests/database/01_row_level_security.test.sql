-- Every public table is behind RLS, and its policies are the ones the security model names.
begin;
select plan(15);

select ok(rowsecurity, format('RLS is enabled on public.%I', tablename))
from pg_tables
where schemaname = 'public'
  and tablename in (
    'admin_permissions', 'attributes', 'categories', 'hero_banners', 'leads', 'newsletter_subscribers',
    'partners', 'product_images', 'products', 'profiles', 'subcategories'
  )
order by tablename;

select policies_are('public', 'products', array[
  'Published products are visible to visitors',
  'Published products are visible to signed-in users, every product to admins',
  'Admins can create products, members for their seller',
  'Admins can edit products, members their seller''s',
  'Admins can delete products, members their seller''s',
  'Inactive sellers'' listings are hidden from visitors',
  'Inactive sellers'' listings are shown to admins only'
]);

select policies_are('public', 'leads', array[
  'Visitors can send a lead',
  'Signed-in users can send a lead, admins with any status',
  'Admins can read leads, members their seller''s',
  'Admins can change leads, members their seller''s',
  'Admins can delete leads'
]);

select policies_are('public', 'profiles', array[
  'Users can read their own profile',
  'Users can create their own profile',
  'Users can edit their own profile'
]);

select is_empty(
  $$ select policyname from pg_policies
     where schemaname in ('public', 'storage') and cmd <> 'SELECT'
       and (qual = 'true' or with_check = 'true') $$,
  'no insert, update or delete policy allows everything'
);

select * from finish();
rollback;
