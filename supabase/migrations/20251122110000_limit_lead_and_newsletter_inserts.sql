-- The server refuses what the storefront's lead form refuses: a malformed e-mail or phone, and
-- a burst of messages from one sender. Newsletter inserts need nothing more: one row per e-mail
-- (unique on lower(email)) already caps them.

-- Same pattern as newsletter_subscribers.email.
alter table public.leads
  add constraint leads_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$');

-- The domain's leadSchema keeps 10 to 13 digits (DDD, optional 55) of whatever punctuation was typed.
alter table public.leads
  add constraint leads_phone_format check (
    phone ~ '^[0-9 ()+.-]+$' and length(regexp_replace(phone, '[^0-9]', '', 'g')) between 10 and 13
  );

-- The rate limit below looks up recent leads per sender; these keep that an index range scan.
create index leads_email_recent_idx on public.leads (lower(email), created_at) where email is not null;
create index leads_phone_recent_idx on public.leads ((regexp_replace(phone, '[^0-9]', '', 'g')), created_at)
  where phone is not null;

-- security definer: visitors may not read leads, yet the count must see every recent one.
-- A real buyer sends one message per product, seconds apart at most a few times; a fourth within
-- ten minutes from the same e-mail or phone is a script. PT429 makes PostgREST answer HTTP 429.
create or replace function public.limit_visitor_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_role text := coalesce(current_setting('role', true), 'none');
  phone_digits text := nullif(regexp_replace(coalesce(new.phone, ''), '[^0-9]', '', 'g'), '');
begin
  -- current_user is this function's owner here; the 'role' setting is still the request's role.
  -- The service role, migrations and admins are never limited.
  if request_role not in ('anon', 'authenticated') then
    return new;
  end if;
  if request_role = 'authenticated' and public.is_current_user_admin() then
    return new;
  end if;

  -- The limit is per sender, so a visitor's lead must name one (the form always does).
  -- PT400: PostgREST answers HTTP 400 with this text as the message.
  if new.email is null then
    raise exception 'Informe um e-mail válido.' using errcode = 'PT400';
  end if;

  -- Concurrent requests from one sender queue here, so a parallel burst cannot slip past the count.
  -- Class 1 locks e-mails, class 2 phones, always in that order.
  perform pg_advisory_xact_lock(1, hashtext(lower(new.email)));
  if phone_digits is not null then
    perform pg_advisory_xact_lock(2, hashtext(phone_digits));
  end if;

  if (
    select count(*)
    from public.leads l
    where lower(l.email) = lower(new.email)
      and l.email is not null
      and l.created_at > now() - interval '10 minutes'
  ) >= 3
  or (
    phone_digits is not null
    and (
      select count(*)
      from public.leads l
      where regexp_replace(l.phone, '[^0-9]', '', 'g') = phone_digits
        and l.phone is not null
        and l.created_at > now() - interval '10 minutes'
    ) >= 3
  ) then
    raise exception 'Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.'
      using errcode = 'PT429', hint = 'lead_rate_limited';
  end if;
  return new;
end;
$$;

revoke execute on function public.limit_visitor_leads() from public, anon, authenticated;

create trigger leads_limit_visitor_rate
  before insert on public.leads
  for each row execute function public.limit_visitor_leads();
