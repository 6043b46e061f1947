-- Every staff write to the catalogue, the leads and the admin list, recorded by the database
-- itself: whichever client made it (the panel, the REST API with an admin's token or the
-- service key), the row before and after lands here. Visitors' leads and sign-ups are not staff
-- writes and are not recorded; neither are migrations and the seed, which run without a request.
create table public.audit_log (
  id bigint generated always as identity primary key,
  table_name text not null,
  record_id text,
  action text not null check (action in ('insert', 'update', 'delete')),
  actor_id uuid,
  actor_email text,
  actor_role text not null,
  old_values jsonb,
  new_values jsonb,
  changed_at timestamptz not null default now()
);

create index audit_log_record_idx on public.audit_log (table_name, record_id, changed_at desc);
create index audit_log_changed_at_idx on public.audit_log (changed_at desc);

alter table public.audit_log enable row level security;

create policy "Admins can read the audit log"
  on public.audit_log for select
  to authenticated
  using ((select public.is_current_user_admin()));

-- Read-only for every request role; only the trigger function below (owned by the table's
-- owner) writes it.
revoke all on public.audit_log from anon, authenticated, service_role;
grant select on public.audit_log to authenticated, service_role;

-- The log stays immutable for every role: request roles hold no update or delete grant, and even
-- the owner is refused unless a holder's erasure (private.redact_erased_holder_audit_entries, LGPD
-- art. 18) has switched redaction on for its own transaction. Redaction may only change the
-- before/after values; deletes and truncates are refused always. 'oneboss.audit_redaction' is no setting PostgREST passes from a request.
create function private.refuse_audit_log_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE'
    and current_setting('oneboss.audit_redaction', true) = 'on'
    and (new.id, new.table_name, new.record_id, new.action, new.actor_id, new.actor_email, new.actor_role, new.changed_at)
      is not distinct from (old.id, old.table_name, old.record_id, old.action, old.actor_id, old.actor_email, old.actor_role, old.changed_at)
  then
    return new;
  end if;
  raise exception 'O registro de auditoria não pode ser alterado.' using errcode = '42501';
end;
$$;

create trigger audit_log_immutable
  before update or delete on public.audit_log
  for each row execute function private.refuse_audit_log_change();

create trigger audit_log_no_truncate
  before truncate on public.audit_log
  for each statement execute function private.refuse_audit_log_change();

-- Runs with its owner's rights (it writes a table no request role may write), so it lives in
-- the private schema PostgREST does not serve. The role comes from the request's JWT, as
-- PostgREST sets it: current_user is this function's owner here.
create function private.record_audit_entry()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _role text := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '');
  _old jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  _new jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  _row jsonb := coalesce(_new, _old);
begin
  if not (_role = 'service_role' or (_role = 'authenticated' and private.is_current_user_admin())) then
    return null;
  end if;
  if tg_op = 'UPDATE' and _old = _new then
    return null;
  end if;
  insert into public.audit_log (table_name, record_id, action, actor_id, actor_email, actor_role, old_values, new_values)
  values (
    tg_table_name,
    coalesce(_row ->> 'id', _row ->> 'email'),
    lower(tg_op),
    (select auth.uid()),
    private.current_user_email(),
    _role,
    _old,
    _new
  );
  return null;
end;
$$;

revoke execute on function private.record_audit_entry(), private.refuse_audit_log_change() from public, anon, authenticated;

do $$
declare
  _table text;
begin
  foreach _table in array array[
    'categories', 'subcategories', 'attributes', 'products', 'product_images', 'partners',
    'hero_banners', 'newsletter_subscribers', 'leads', 'lead_notes', 'admin_permissions'
  ] loop
    execute format(
      'create trigger %I after insert or update or delete on public.%I for each row execute function private.record_audit_entry()',
      _table || '_audit', _table
    );
  end loop;
end;
$$;
