-- Markup in what visitors write is data (the apps escape it), but control characters (C0, DEL,
-- C1) are never part of a name or a message: they only serve to break logs, exports and e-mails.
-- A line refuses all of them; a text keeps tab and line breaks. libs/domain's isPrintableLine and
-- isPrintableText apply the same rules in the forms.
create function public.is_printable_line(_text text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select _text !~ '[\u0001-\u001f\u007f-\u009f]'
$$;

create function public.is_printable_text(_text text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select _text !~ '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]'
$$;

-- A check constraint runs its functions as the role that writes the row.
revoke execute on function public.is_printable_line(text), public.is_printable_text(text) from public;
grant execute on function public.is_printable_line(text), public.is_printable_text(text)
  to anon, authenticated, service_role;

-- Rows written before: each control character becomes a space (a name left blank by that gets a
-- placeholder, since names are required).
update public.leads
set name = coalesce(nullif(btrim(regexp_replace(name, '[\u0001-\u001f\u007f-\u009f]', ' ', 'g')), ''), '(sem nome)')
where not public.is_printable_line(name);
update public.leads
set message = regexp_replace(message, '[\u0001-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]', ' ', 'g')
where not public.is_printable_text(message);
update public.profiles
set full_name = regexp_replace(full_name, '[\u0001-\u001f\u007f-\u009f]', ' ', 'g')
where not public.is_printable_line(full_name);
update public.profiles
set whatsapp = regexp_replace(whatsapp, '[\u0001-\u001f\u007f-\u009f]', ' ', 'g')
where not public.is_printable_line(whatsapp);

alter table public.leads
  add constraint leads_name_printable check (public.is_printable_line(name)),
  add constraint leads_message_printable check (public.is_printable_text(message));

alter table public.profiles
  add constraint profiles_full_name_printable check (public.is_printable_line(full_name)),
  add constraint profiles_whatsapp_printable check (public.is_printable_line(whatsapp));
