-- Newsletter double opt-in (LGPD art. 8: consent must be the holder's own). A visitor's sign-up
-- is answered alike whether the address is new, waiting for confirmation or already on the list,
-- so the answer tells nobody who is subscribed; a new address gets a mail whose one-time link
-- (/newsletter/confirmar) confirms it, and only confirmed subscribers are on the list staff read
-- and export. Rows that staff or the backend write (imports, the seed) are confirmed as written.
-- Subscribers from before this migration stay on the list they were already on.

alter table public.newsletter_subscribers
  add column confirmed_at timestamptz,
  -- Only the hash of the mailed token is kept, and only until it is used.
  add column confirmation_token_hash text,
  add column confirmation_sent_at timestamptz;

update public.newsletter_subscribers set confirmed_at = created_at;

create unique index newsletter_subscribers_confirmation_token_hash_key
  on public.newsletter_subscribers (confirmation_token_hash) where confirmation_token_hash is not null;

-- A visitor's row starts unconfirmed and mails its link; an address already there is not
-- inserted again (the insert is skipped, not refused: NULL), and one still waiting gets its link
-- again at most every 10 minutes. It reads other subscribers and writes the outbox, so it runs
-- with its owner's rights, called by the trigger below.
create function private.start_newsletter_confirmation(_new public.newsletter_subscribers)
returns public.newsletter_subscribers
language plpgsql
security definer
set search_path = ''
as $$
declare
  _address text := lower(btrim(_new.email));
  _existing public.newsletter_subscribers;
  _token text;
begin
  -- A malformed address is left to the table's own check, which refuses it.
  if not public.is_email_address(_address) then
    return _new;
  end if;

  perform pg_advisory_xact_lock(5, hashtext(_address));
  select * into _existing from public.newsletter_subscribers n where lower(n.email) = _address;
  if _existing.id is not null and (_existing.confirmed_at is not null or _existing.confirmation_sent_at > now() - interval '10 minutes') then
    return null;
  end if;

  -- 244 random bits (two v4 uuids, dashes removed).
  _token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  insert into private.email_outbox (recipient, subject, body, link_path)
  values (
    _address,
    'Confirme sua inscrição na newsletter OneBoss',
    'Recebemos um pedido de inscrição deste e-mail na newsletter da OneBoss.' || E'\n\n'
      || 'Para confirmar, abra o link abaixo em até 7 dias:' || E'\n' || '{{link}}' || E'\n\n'
      || 'Se não foi você quem pediu, ignore este e-mail: sem a confirmação, nada será enviado.',
    '/newsletter/confirmar?token=' || _token
  );

  if _existing.id is not null then
    update public.newsletter_subscribers
    set confirmation_token_hash = private.token_hash(_token), confirmation_sent_at = now()
    where id = _existing.id;
    return null;
  end if;
  _new.confirmed_at := null;
  _new.confirmation_token_hash := private.token_hash(_token);
  _new.confirmation_sent_at := now();
  return _new;
end;
$$;

revoke execute on function private.start_newsletter_confirmation(public.newsletter_subscribers) from public;
grant execute on function private.start_newsletter_confirmation(public.newsletter_subscribers) to anon, authenticated;

-- SECURITY INVOKER, so is_visitor_request sees the request's role. Rows that staff or the
-- backend write are confirmed as written.
create function public.require_newsletter_confirmation()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  _row public.newsletter_subscribers;
begin
  if not public.is_visitor_request() then
    new.confirmed_at := coalesce(new.confirmed_at, now());
    return new;
  end if;
  _row := private.start_newsletter_confirmation(new);
  if _row.id is null then
    return null;
  end if;
  return _row;
end;
$$;

revoke execute on function public.require_newsletter_confirmation() from public, anon, authenticated;

create trigger newsletter_subscribers_require_confirmation
  before insert on public.newsletter_subscribers
  for each row execute function public.require_newsletter_confirmation();

create function private.confirm_newsletter_subscription(_token text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  _confirmed integer;
begin
  if _token is null or _token !~ '^[0-9a-f]{64}$' then
    return false;
  end if;
  update public.newsletter_subscribers
  set confirmed_at = now(), confirmation_token_hash = null
  where confirmation_token_hash = private.token_hash(_token)
    and confirmation_sent_at > now() - interval '7 days';
  get diagnostics _confirmed = row_count;
  return _confirmed > 0;
end;
$$;

revoke execute on function private.confirm_newsletter_subscription(text) from public;
grant execute on function private.confirm_newsletter_subscription(text) to anon, authenticated, service_role;

-- True when the link's subscription was confirmed; false for a malformed, forged, expired or
-- already used token (one answer for all, so the response tells nothing about other addresses).
create function public.confirm_newsletter_subscription(token text)
returns boolean
language sql
volatile
set search_path = ''
as $$
  select private.confirm_newsletter_subscription(token)
$$;

revoke execute on function public.confirm_newsletter_subscription(text) from public;
grant execute on function public.confirm_newsletter_subscription(text) to anon, authenticated, service_role;

-- Staff read (and so list and export) confirmed subscribers only.
alter policy "Admins can read newsletter subscribers"
  on public.newsletter_subscribers
  using ((select public.is_current_user_admin()) and confirmed_at is not null);
