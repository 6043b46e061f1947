-- Admin rights follow the account, not the token: the e-mail is read from auth.users by the
-- caller's id, and counts only once its owner has confirmed it. A JWT's e-mail claim can be
-- stale (after an e-mail change), and a sign-up proves nothing about an address until the
-- link or code sent to it comes back.
--
-- The checks must read auth.users and admin_permissions, which callers may not, so they run
-- with their owner's rights; such functions stay out of the schemas PostgREST serves (splinter
-- 0028/0029). The public functions every policy and the apps call keep their names and run
-- with the caller's rights.
create schema if not exists private;
revoke all on schema private from public;
grant usage on schema private to authenticated, service_role;

create or replace function private.current_user_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(btrim(u.email))
  from auth.users u
  where u.id = (select auth.uid())
    and u.email_confirmed_at is not null
$$;

create or replace function private.is_current_user_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.admin_permissions ap
    where ap.email = private.current_user_email()
      and ap.is_admin
  )
$$;

revoke execute on function private.current_user_email(), private.is_current_user_admin() from public, anon;
grant execute on function private.current_user_email(), private.is_current_user_admin() to authenticated, service_role;

-- The signed-in account's confirmed e-mail, or null.
create or replace function public.get_current_user_email()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select private.current_user_email()
$$;

-- A visitor has no e-mail.
revoke execute on function public.get_current_user_email() from anon;

-- Whether the signed-in account's confirmed e-mail is listed as an admin.
create or replace function public.is_current_user_admin()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select private.is_current_user_admin()
$$;
