-- A visitor's row gets its id and timestamps from the server, whatever the request sent: a lead
-- backdated past the ten-minute window would otherwise slip under the per-sender limit, and a
-- chosen id could collide on purpose. Admins (imports) and the backend keep what they send.
-- BEFORE triggers of one kind fire in name order: leads_force_server_columns runs before
-- leads_limit_visitor_rate, which then counts the lead at its real time.
create function public.force_server_owned_columns()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_visitor_request() then
    new.id := gen_random_uuid();
    new.created_at := now();
    new.updated_at := now();
  end if;
  return new;
end;
$$;

revoke execute on function public.force_server_owned_columns() from public, anon, authenticated;

create trigger leads_force_server_columns
  before insert on public.leads
  for each row execute function public.force_server_owned_columns();

create trigger newsletter_subscribers_force_server_columns
  before insert on public.newsletter_subscribers
  for each row execute function public.force_server_owned_columns();
