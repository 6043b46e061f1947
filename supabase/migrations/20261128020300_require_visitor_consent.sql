-- Every visitor's lead and newsletter subscription carries the version of the privacy notice its
-- form showed, so its consent (text and time, record_consent_time) is on record (LGPD art. 8:
-- the controller must be able to prove consent); until now a row without one was accepted and
-- its consent never recorded. Rows that staff or the backend write (an admin's note of a call,
-- an import) are not a visitor's consent and stay free of it.
create function public.require_visitor_consent()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if public.is_visitor_request() and (new.consent_text_version is null or new.consent_at is null) then
    raise exception 'Aceite o aviso de privacidade para continuar.' using errcode = 'PT400', hint = 'consent_missing';
  end if;
  return new;
end;
$$;

revoke execute on function public.require_visitor_consent() from public, anon, authenticated;

-- After record_consent_time (triggers run in name order), which sets consent_at from the version.
create trigger leads_require_consent
  before insert on public.leads
  for each row execute function public.require_visitor_consent();

create trigger newsletter_subscribers_require_consent
  before insert on public.newsletter_subscribers
  for each row execute function public.require_visitor_consent();

-- The confirmation mail goes out last, once every check and screening of the sign-up (run in
-- name order) has let it through: a refused or dropped sign-up mails nothing.
alter trigger newsletter_subscribers_require_confirmation on public.newsletter_subscribers
  rename to newsletter_subscribers_start_confirmation;
