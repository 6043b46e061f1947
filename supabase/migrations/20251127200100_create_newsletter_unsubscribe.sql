-- Every newsletter e-mail carries a link that unsubscribes its reader without signing in. The
-- link's secret is a random v4 uuid per subscriber (122 random bits): only admins read it (the
-- table's select policy), to put each subscriber's link in the e-mails they send.
alter table public.newsletter_subscribers
  add column unsubscribe_token uuid not null default gen_random_uuid();

create unique index newsletter_subscribers_unsubscribe_token_key on public.newsletter_subscribers (unsubscribe_token);

-- A visitor never chooses their own secret (one copied from someone else's link would collide,
-- a predictable one would be guessable).
create function public.force_unsubscribe_token()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_visitor_request() then
    new.unsubscribe_token := gen_random_uuid();
  end if;
  return new;
end;
$$;

revoke execute on function public.force_unsubscribe_token() from public, anon, authenticated;

create trigger newsletter_subscribers_force_unsubscribe_token
  before insert on public.newsletter_subscribers
  for each row execute function public.force_unsubscribe_token();

-- Visitors may not read or delete subscribers, so the deletion runs with its owner's rights; it
-- lives in the private schema PostgREST does not serve, behind the public function below.
create function private.unsubscribe_newsletter(_token uuid)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  _deleted integer;
begin
  delete from public.newsletter_subscribers where unsubscribe_token = _token;
  get diagnostics _deleted = row_count;
  return _deleted > 0;
end;
$$;

revoke execute on function private.unsubscribe_newsletter(uuid) from public;
grant usage on schema private to anon;
grant execute on function private.unsubscribe_newsletter(uuid) to anon, authenticated, service_role;

-- True when the link's subscriber was removed; false for a malformed, forged or already used
-- token (one answer for all three, so the response tells nothing about other subscribers).
create function public.newsletter_unsubscribe(token text)
returns boolean
language plpgsql
volatile
set search_path = ''
as $$
begin
  if token is null or token !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return false;
  end if;
  return private.unsubscribe_newsletter(token::uuid);
end;
$$;

revoke execute on function public.newsletter_unsubscribe(text) from public;
grant execute on function public.newsletter_unsubscribe(text) to anon, authenticated, service_role;
