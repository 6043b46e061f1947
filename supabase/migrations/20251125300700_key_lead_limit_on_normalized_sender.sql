-- The per-sender lead limit counted 'ana+1@gmail.com', 'a.na@gmail.com' and '+55 11 ...' as new
-- senders. It now keys the mailbox or line they reach:
--   e-mail: lower-cased, the local part's +tag removed, and for Gmail (gmail.com, googlemail.com,
--           one mailbox) the dots of the local part too;
--   phone:  digits only, without the 55 country code when 12 or 13 digits carry it.
create function public.lead_sender_email(_email text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select case
    when parts.domain in ('gmail.com', 'googlemail.com') then replace(parts.mailbox, '.', '') || '@gmail.com'
    else parts.mailbox || '@' || parts.domain
  end
  from (
    select split_part(split_part(address, '@', 1), '+', 1) as mailbox, split_part(address, '@', 2) as domain
    from (select lower(btrim(_email)) as address) normalized
  ) parts
$$;

create function public.lead_sender_phone(_phone text)
returns text
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select nullif(case
    when length(digits) in (12, 13) and digits like '55%' then substr(digits, 3)
    else digits
  end, '')
  from (select regexp_replace(_phone, '[^0-9]', '', 'g') as digits) only_digits
$$;

-- The indexes below evaluate them as the role that writes the lead.
revoke execute on function public.lead_sender_email(text), public.lead_sender_phone(text) from public;
grant execute on function public.lead_sender_email(text), public.lead_sender_phone(text)
  to anon, authenticated, service_role;

-- The limit looks up recent leads per normalised sender: these keep that an index range scan.
drop index public.leads_email_recent_idx;
drop index public.leads_phone_recent_idx;
create index leads_sender_email_recent_idx on public.leads (public.lead_sender_email(email), created_at)
  where email is not null;
create index leads_sender_phone_recent_idx on public.leads (public.lead_sender_phone(phone), created_at)
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
  sender_email text := public.lead_sender_email(new.email);
  sender_phone text := public.lead_sender_phone(new.phone);
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
  perform pg_advisory_xact_lock(1, hashtext(sender_email));
  if sender_phone is not null then
    perform pg_advisory_xact_lock(2, hashtext(sender_phone));
  end if;

  if (
    select count(*)
    from public.leads l
    where public.lead_sender_email(l.email) = sender_email
      and l.email is not null
      and l.created_at > now() - interval '10 minutes'
  ) >= 3
  or (
    sender_phone is not null
    and (
      select count(*)
      from public.leads l
      where public.lead_sender_phone(l.phone) = sender_phone
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
