-- Which privacy text a visitor agreed to when sending a lead or subscribing to the newsletter,
-- and when (LGPD art. 8: the controller must be able to prove consent). The forms show the text,
-- libs/data sends its version; the server refuses a version it does not know and sets the time
-- itself. Rows from before this migration have neither: their consent was never recorded.
alter table public.leads
  add column consent_at timestamptz,
  add column consent_text_version text,
  add constraint leads_consent_text_version_known check (consent_text_version in ('2025-11-27'));

alter table public.newsletter_subscribers
  add column consent_at timestamptz,
  add column consent_text_version text,
  add constraint newsletter_subscribers_consent_text_version_known check (consent_text_version in ('2025-11-27'));

-- The moment of consent is the server's clock, never the request's: a visitor's row gets now(),
-- a row without a text version gets no consent time at all. Admins and the backend (imports)
-- may carry over an earlier consent time with its version.
create function public.record_consent_time()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.consent_at := case
    when new.consent_text_version is null then null
    when public.is_visitor_request() then now()
    else coalesce(new.consent_at, now())
  end;
  return new;
end;
$$;

revoke execute on function public.record_consent_time() from public, anon, authenticated;

create trigger leads_record_consent_time
  before insert on public.leads
  for each row execute function public.record_consent_time();

create trigger newsletter_subscribers_record_consent_time
  before insert on public.newsletter_subscribers
  for each row execute function public.record_consent_time();
