-- Admin rights follow the account, not the token: the e-mail is read from auth.users by the
-- caller's id, and counts only once its owner has confirmed it. A JWT's e-mail claim can be
-- stale (after an e-mail change), and a sign-up proves nothing about an address until the
-- link or code sent to it comes back.

-- security definer: callers may not read auth.users.
create or replace function public.get_current_user_email()
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

-- A visitor has no e-mail, and security definer functions are not for visitors (splinter 0028).
revoke execute on function public.get_current_user_email() from anon;

-- security definer: the caller may not read admin_permissions itself, yet every policy needs the answer.
create or replace function public.is_current_user_admin()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.admin_permissions ap
    where ap.email = public.get_current_user_email()
      and ap.is_admin
  )
$$;
