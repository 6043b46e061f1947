-- One definition of an e-mail address the database keeps, for every e-mail people type (leads,
-- newsletter, admin grants): local@domain.tld in ASCII, a tld of two letters or more, no spaces,
-- quotes, brackets, markup or control characters, at most 254 characters (64 before the @).
-- libs/domain's isEmailAddress applies the same rule in the forms.
create function public.is_email_address(_email text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select length(_email) <= 254
    and length(split_part(_email, '@', 1)) <= 64
    and _email ~ '^[A-Za-z0-9!#$%&*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&*+/=?^_`{|}~-]+)*@([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$'
$$;

-- A check constraint runs its functions as the role that writes the row.
revoke execute on function public.is_email_address(text) from public;
grant execute on function public.is_email_address(text) to anon, authenticated, service_role;

-- Rows the looser checks let in: an address that cannot receive mail is no subscription, and a
-- lead keeps its name, phone and message without the unusable address. Admin grants are checked
-- as they are: the migration stops rather than silently revoke someone's rights.
delete from public.newsletter_subscribers where not public.is_email_address(email);
update public.leads set email = null where not public.is_email_address(email);

alter table public.newsletter_subscribers drop constraint newsletter_subscribers_email_check;
alter table public.newsletter_subscribers
  add constraint newsletter_subscribers_email_format check (public.is_email_address(email));

-- Same name as before: libs/data maps it to the form's e-mail message.
alter table public.leads drop constraint leads_email_format;
alter table public.leads add constraint leads_email_format check (public.is_email_address(email));

alter table public.admin_permissions
  add constraint admin_permissions_email_format check (public.is_email_address(email));
