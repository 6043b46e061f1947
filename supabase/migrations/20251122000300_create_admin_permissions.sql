-- Administrators are the e-mails listed here with is_admin; the check functions below are the
-- single place every policy asks.
create table public.admin_permissions (
  email text primary key check (email = lower(btrim(email)) and length(email) between 3 and 254),
  is_admin boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.admin_permissions enable row level security;

create or replace function public.normalize_admin_email()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- E-mails are compared lower-case everywhere, so they are stored that way.
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

create trigger admin_permissions_normalize_email
  before insert or update of email on public.admin_permissions
  for each row execute function public.normalize_admin_email();

create trigger admin_permissions_set_updated_at
  before update on public.admin_permissions
  for each row execute function public.set_updated_at();

create or replace function public.get_current_user_email()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(lower(btrim(coalesce((select auth.jwt()) ->> 'email', ''))), '')
$$;

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

create policy "Signed-in users can read their own admin permission, admins read all"
  on public.admin_permissions for select
  to authenticated
  using (email = (select public.get_current_user_email()) or (select public.is_current_user_admin()));

create policy "Admins can grant admin permissions"
  on public.admin_permissions for insert
  to authenticated
  with check ((select public.is_current_user_admin()));

create policy "Admins can change admin permissions"
  on public.admin_permissions for update
  to authenticated
  using ((select public.is_current_user_admin()))
  with check ((select public.is_current_user_admin()));

create policy "Admins can revoke admin permissions"
  on public.admin_permissions for delete
  to authenticated
  using ((select public.is_current_user_admin()));
