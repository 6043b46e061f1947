-- Who is asking, for the rules that hold for visitors and signed-in customers but not for admins
-- or the backend itself (service role, migrations, the seed). Admin is checked only for signed-in
-- requests: anon may not execute is_current_user_admin. SECURITY INVOKER: current_user is the
-- request's role here, so call it from invoker functions only.
create function public.is_visitor_request()
returns boolean
language plpgsql
stable
set search_path = ''
as $$
begin
  if current_user = 'anon' then
    return true;
  end if;
  if current_user = 'authenticated' then
    return not public.is_current_user_admin();
  end if;
  return false;
end;
$$;

revoke execute on function public.is_visitor_request() from public;
grant execute on function public.is_visitor_request() to anon, authenticated, service_role;
