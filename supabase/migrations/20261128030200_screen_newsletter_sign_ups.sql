-- The newsletter's sign-up is screened for bots as a lead is: its form reports the hidden trap
-- field and the time it was open, and a visitor's sign-up that fills the trap, comes too fast or
-- reports neither (a direct post) is answered like any other and not stored, so no confirmation
-- mail goes out for it. BEFORE triggers fire in name order: this one runs after the consent check
-- and before the one that mails the confirmation link. The stored row keeps the time on the form,
-- never the trap.
alter table public.newsletter_subscribers
  add column form_trap text,
  add column form_fill_ms integer;

comment on column public.newsletter_subscribers.form_fill_ms is
  'Milliseconds the sign-up form was open before sending, as the visitor''s form reported it.';

-- security definer: form_looks_automated reads the private settings. The request's role is the
-- 'role' setting (current_user is this function's owner here).
create function private.screen_visitor_sign_up()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_role text := coalesce(current_setting('role', true), 'none');
  _looks_automated boolean := private.form_looks_automated(new.form_trap, new.form_fill_ms);
begin
  new.form_trap := null;
  if request_role not in ('anon', 'authenticated')
     or (request_role = 'authenticated' and public.is_current_user_admin()) then
    return new;
  end if;
  if _looks_automated then
    return null;
  end if;
  return new;
end;
$$;

revoke execute on function private.screen_visitor_sign_up() from public, anon, authenticated;

create trigger newsletter_subscribers_screen_visitor_sign_up
  before insert on public.newsletter_subscribers
  for each row execute function private.screen_visitor_sign_up();
