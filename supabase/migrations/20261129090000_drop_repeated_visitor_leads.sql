-- A visitor's message sent twice (a second tap on "Enviar mensagem" while the first is on its way,
-- or the form posted again before the page's script ran) is stored once: the repeat of a message
-- the same sender wrote about the same listing within ten minutes is dropped without an error, so
-- the buyer sees it sent and the seller gets it once. Named to fire after leads_attribute (which
-- sets the channel) and before the per-sender limit, so a repeat does not count against it.
-- security definer: a visitor may not read leads, yet the check must see theirs.
create function private.drop_repeated_visitor_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The caller's role, read as the limit reads it: inside security definer current_user is the owner.
  request_role text := coalesce(current_setting('role', true), 'none');
  sender_email text := public.lead_sender_email(new.email);
begin
  if request_role not in ('anon', 'authenticated') or new.channel <> 'form' or sender_email is null or new.message is null then
    return new;
  end if;
  if request_role = 'authenticated' and public.is_current_user_admin() then
    return new;
  end if;
  -- The per-sender limit's lock (class 1, the e-mail): two requests racing with one message queue
  -- here, and the second sees the first.
  perform pg_advisory_xact_lock(1, hashtext(sender_email));
  if exists (
    select 1
    from public.leads l
    where public.lead_sender_email(l.email) = sender_email
      and l.created_at > now() - interval '10 minutes'
      and l.channel = 'form'
      and l.product_id is not distinct from new.product_id
      and l.message = new.message
  ) then
    return null;
  end if;
  return new;
end;
$$;

revoke execute on function private.drop_repeated_visitor_lead() from public, anon, authenticated;

create trigger leads_drop_repeated_visitor_lead
  before insert on public.leads
  for each row execute function private.drop_repeated_visitor_lead();
