-- LGPD art. 18: a holder asks for their data to be deleted. /cancelar records the request, an
-- e-mail proves the address is theirs, and an admin processes it; the request stays as the
-- record that it was done. A holder also downloads a copy of their data (export_my_data).
--
-- LGPD art. 18 VI / art. 16: erasing a holder also reaches the copies of their data the audit
-- log keeps (every admin write stores the row before and after): processing a request replaces
-- the holder's personal fields in those entries with '[removido]'; the entry itself (table,
-- record, action, who, when) stays, so the history still shows that a record was changed. The
-- deletion request keeps its e-mail: it is the record that the request was answered (the
-- completion mail says so) and the only copy kept; its audit entries lose the e-mail, since the
-- row already holds it. Staff data is not the holder's: actor e-mails and note authors stay.

-- Mails the database writes (a confirmation link, a notice of completion). Nothing here sends
-- them: the embedded server delivers each row to its development mailbox and deletes it; on a
-- hosted project a database webhook on insert calls the sender (see supabase/config.toml). No
-- request role reads this schema's tables.
create table private.email_outbox (
  id bigint generated always as identity primary key,
  recipient text not null check (public.is_email_address(recipient)),
  subject text not null,
  -- Plain text; '{{link}}' stands for the storefront's address followed by link_path, which
  -- only the deliverer knows (a request cannot choose where a mailed link points).
  body text not null,
  link_path text check (link_path ~ '^/[^/]'),
  created_at timestamptz not null default now()
);

revoke all on private.email_outbox from public, anon, authenticated;
grant select, delete on private.email_outbox to service_role;

create table public.account_deletion_requests (
  id uuid primary key default gen_random_uuid(),
  -- The account the e-mail belonged to when the request arrived; kept (no foreign key) once the
  -- account is gone, as the record of what was deleted.
  user_id uuid,
  email text not null check (public.is_email_address(email)),
  status text not null default 'requested' check (status in ('requested', 'confirmed', 'processed', 'rejected')),
  requested_at timestamptz not null default now(),
  confirmed_at timestamptz,
  processed_at timestamptz,
  processed_by uuid,
  processed_by_email text,
  notes text check (length(notes) <= 2000 and public.is_printable_text(notes)),
  constraint account_deletion_requests_dates check (
    (status = 'requested') = (confirmed_at is null)
    and (status in ('processed', 'rejected')) = (processed_at is not null)
  )
);

create index account_deletion_requests_email_idx on public.account_deletion_requests (email, requested_at desc);
create index account_deletion_requests_user_id_idx on public.account_deletion_requests (user_id);
create index account_deletion_requests_open_idx on public.account_deletion_requests (requested_at)
  where status in ('requested', 'confirmed');

alter table public.account_deletion_requests enable row level security;

create policy "Holders and admins can read deletion requests"
  on public.account_deletion_requests for select
  to authenticated
  using (
    user_id = (select auth.uid())
    or email = (select public.get_current_user_email())
    or (select public.is_current_user_admin())
  );

-- Written only by the functions below, which run with their owner's rights.
revoke all on public.account_deletion_requests from anon, authenticated, service_role;
grant select on public.account_deletion_requests to authenticated, service_role;

-- A processed or rejected request is the record that it was answered: it never changes again.
create function private.refuse_closed_deletion_request_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.status in ('processed', 'rejected') then
    raise exception 'Esta solicitação já foi concluída e não pode ser alterada.' using errcode = '42501';
  end if;
  return coalesce(new, old);
end;
$$;

revoke execute on function private.refuse_closed_deletion_request_change() from public, anon, authenticated;

create trigger account_deletion_requests_closed
  before update or delete on public.account_deletion_requests
  for each row execute function private.refuse_closed_deletion_request_change();

create trigger account_deletion_requests_audit
  after insert or update or delete on public.account_deletion_requests
  for each row execute function private.record_audit_entry();

-- Only the hash of a mailed token is kept: whoever reads the database cannot confirm for the holder.
create table private.account_deletion_tokens (
  token_hash text primary key,
  request_id uuid not null references public.account_deletion_requests (id) on delete cascade,
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index account_deletion_tokens_email_idx on private.account_deletion_tokens (email, created_at);
create index account_deletion_tokens_request_idx on private.account_deletion_tokens (request_id);

revoke all on private.account_deletion_tokens from public, anon, authenticated, service_role;

create function private.token_hash(_token text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select encode(sha256(convert_to(_token, 'UTF8')), 'hex')
$$;

revoke execute on function private.token_hash(text) from public, anon, authenticated;

-- Anyone may ask, signed in or not (a holder may have lost the password). The answer is the
-- same whether an account exists or not, and the e-mail goes only to the address given, so a
-- request proves nothing until its link comes back. Three mails per address per hour.
create function private.request_account_deletion(_email text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _address text := lower(btrim(_email));
  _request_id uuid;
  _token text;
begin
  if _address is null or not public.is_email_address(_address) then
    raise exception 'Por favor, insira um email válido.' using errcode = 'PT400', hint = 'account_deletion_invalid_email';
  end if;

  -- Parallel requests for one address queue here, so a burst cannot slip past the count.
  perform pg_advisory_xact_lock(3, hashtext(_address));
  if (
    select count(*) from private.account_deletion_tokens t
    where t.email = _address and t.created_at > now() - interval '1 hour'
  ) >= 3 then
    raise exception 'Você já pediu a exclusão desta conta várias vezes na última hora. Confira seu e-mail ou tente novamente mais tarde.'
      using errcode = 'PT429', hint = 'account_deletion_rate_limited';
  end if;

  select r.id into _request_id
  from public.account_deletion_requests r
  where r.email = _address and r.status in ('requested', 'confirmed')
  order by r.requested_at desc
  limit 1;

  if _request_id is null then
    insert into public.account_deletion_requests (email, user_id)
    values (_address, (select u.id from auth.users u where lower(btrim(u.email)) = _address limit 1))
    returning id into _request_id;
  end if;

  -- 244 random bits (two v4 uuids, dashes removed).
  _token := replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '');
  insert into private.account_deletion_tokens (token_hash, request_id, email, expires_at)
  values (private.token_hash(_token), _request_id, _address, now() + interval '24 hours');

  insert into private.email_outbox (recipient, subject, body, link_path)
  values (
    _address,
    'Confirme a exclusão da sua conta OneBoss',
    'Recebemos um pedido de exclusão da conta OneBoss ligada a este e-mail.' || E'\n\n'
      || 'Para confirmar, abra o link abaixo em até 24 horas:' || E'\n' || '{{link}}' || E'\n\n'
      || 'Depois da confirmação, a exclusão é processada em até 48 horas e avisamos por e-mail quando terminar.' || E'\n\n'
      || 'Se não foi você quem pediu, ignore este e-mail: nada será excluído sem a confirmação.',
    '/cancelar/confirmar?token=' || _token
  );
end;
$$;

revoke execute on function private.request_account_deletion(text) from public, anon, authenticated;
grant execute on function private.request_account_deletion(text) to anon, authenticated;

-- The mailed link lands here. A token works once and for 24 hours; opening the same link again
-- answers with where the request stands, without changing it.
create function private.confirm_account_deletion(_token text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  _found private.account_deletion_tokens;
  _request public.account_deletion_requests;
begin
  if _token is null or _token !~ '^[0-9a-f]{64}$' then
    raise exception 'Link de confirmação inválido. Peça a exclusão novamente em /cancelar.' using errcode = 'PT400', hint = 'account_deletion_invalid_token';
  end if;

  select * into _found from private.account_deletion_tokens t where t.token_hash = private.token_hash(_token) for update;
  if _found.token_hash is null then
    raise exception 'Link de confirmação inválido. Peça a exclusão novamente em /cancelar.' using errcode = 'PT400', hint = 'account_deletion_invalid_token';
  end if;

  select * into _request from public.account_deletion_requests r where r.id = _found.request_id for update;
  if _found.used_at is null and _request.status = 'requested' then
    if _found.expires_at < now() then
      raise exception 'Este link de confirmação expirou. Peça a exclusão novamente em /cancelar.' using errcode = 'PT400', hint = 'account_deletion_expired_token';
    end if;
    update public.account_deletion_requests
    set status = 'confirmed', confirmed_at = now()
    where id = _request.id
    returning * into _request;
    update private.account_deletion_tokens set used_at = now() where request_id = _request.id and used_at is null;
  end if;

  return jsonb_build_object('status', _request.status, 'confirmed_at', _request.confirmed_at, 'processed_at', _request.processed_at);
end;
$$;

revoke execute on function private.confirm_account_deletion(text) from public, anon, authenticated;
grant execute on function private.confirm_account_deletion(text) to anon, authenticated;

-- The given keys' values become '[removido]'. Nulls stay null (nothing was there) and the
-- erasure's own placeholder name stays, so the history shows what the erasure wrote.
create function private.redact_audit_values(_values jsonb, _keys text[])
returns jsonb
language sql
immutable
set search_path = ''
as $$
  select case when _values is null then null else _values || coalesce((
    select jsonb_object_agg(k, '[removido]')
    from unnest(_keys) as k
    where jsonb_typeof(_values -> k) <> 'null'
      and _values ->> k is distinct from 'Titular removido'
  ), '{}'::jsonb) end
$$;

-- Every audit entry about the holder's rows, found by the rows' ids and by the e-mail the
-- entries themselves recorded (a lead or subscription deleted earlier, or whose e-mail an admin
-- corrected, is no longer found by its current row). It runs with its caller's rights: only the
-- erasure, running as the log's owner, may update the log at all.
create function private.redact_erased_holder_audit_entries(_email text, _lead_ids uuid[], _subscription_ids uuid[])
returns void
language plpgsql
set search_path = ''
as $$
declare
  _leads text[];
  _subscriptions text[];
begin
  select array_agg(distinct id) into _leads
  from (
    select unnest(_lead_ids)::text as id
    union
    select a.record_id from public.audit_log a
    where a.table_name = 'leads'
      and _email in (lower(btrim(a.old_values ->> 'email')), lower(btrim(a.new_values ->> 'email')))
  ) found;

  select array_agg(distinct id) into _subscriptions
  from (
    select unnest(_subscription_ids)::text as id
    union
    select a.record_id from public.audit_log a
    where a.table_name = 'newsletter_subscribers'
      and _email in (lower(btrim(a.old_values ->> 'email')), lower(btrim(a.new_values ->> 'email')), lower(a.record_id))
  ) found;

  perform set_config('oneboss.audit_redaction', 'on', true);

  update public.audit_log a
  set old_values = private.redact_audit_values(a.old_values, array['name', 'email', 'phone', 'message']),
      new_values = private.redact_audit_values(a.new_values, array['name', 'email', 'phone', 'message'])
  where a.table_name = 'leads' and a.record_id = any(_leads);

  update public.audit_log a
  set old_values = private.redact_audit_values(a.old_values, array['body']),
      new_values = private.redact_audit_values(a.new_values, array['body'])
  where a.table_name = 'lead_notes'
    and (a.old_values ->> 'lead_id' = any(_leads) or a.new_values ->> 'lead_id' = any(_leads));

  update public.audit_log a
  set old_values = private.redact_audit_values(a.old_values, array['email', 'unsubscribe_token']),
      new_values = private.redact_audit_values(a.new_values, array['email', 'unsubscribe_token'])
  where a.table_name = 'newsletter_subscribers' and a.record_id = any(_subscriptions);

  update public.audit_log a
  set old_values = private.redact_audit_values(a.old_values, array['email']),
      new_values = private.redact_audit_values(a.new_values, array['email'])
  where a.table_name = 'account_deletion_requests'
    and a.record_id in (select r.id::text from public.account_deletion_requests r where r.email = _email);

  perform set_config('oneboss.audit_redaction', '', true);
end;
$$;

revoke execute on function private.redact_audit_values(jsonb, text[]) from public, anon, authenticated;
revoke execute on function private.redact_erased_holder_audit_entries(text, uuid[], uuid[]) from public, anon, authenticated, service_role;

-- The admin's step: the account (auth user, and its profile by cascade) is deleted, leads sent
-- with the address are anonymised (product and dates stay for the statistics; their notes go),
-- the newsletter subscription is removed, and the request is closed with who did it and when.
-- Every write is an admin's, so the audit log records it as any other; the rows' ids are taken
-- before they change, and the audit entries (older ones and the ones these very writes just
-- added) are redacted last.
create function private.admin_process_account_deletion(_request_id uuid, _notes text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  _request public.account_deletion_requests;
  _lead_ids uuid[];
  _subscription_ids uuid[];
  _users integer;
  _leads integer;
  _subscriptions integer;
begin
  if not private.is_current_user_admin() then
    raise exception 'Apenas administradores podem processar exclusões.' using errcode = '42501';
  end if;
  select * into _request from public.account_deletion_requests r where r.id = _request_id for update;
  if _request.id is null then
    raise exception 'Solicitação não encontrada.' using errcode = 'PT404';
  end if;
  if _request.status <> 'confirmed' then
    raise exception 'Só é possível processar uma solicitação confirmada pelo titular e ainda não concluída.' using errcode = 'PT409';
  end if;
  if exists (select 1 from public.admin_permissions ap where lower(ap.email) = _request.email) then
    raise exception 'Este e-mail tem acesso de administrador. Retire o acesso antes de processar a exclusão.' using errcode = 'PT409';
  end if;

  select coalesce(array_agg(l.id), '{}') into _lead_ids from public.leads l where lower(btrim(l.email)) = _request.email;
  select coalesce(array_agg(n.id), '{}') into _subscription_ids from public.newsletter_subscribers n where lower(btrim(n.email)) = _request.email;

  delete from public.lead_notes n where n.lead_id = any(_lead_ids);
  update public.leads
  set name = 'Titular removido', email = null, phone = null, message = null
  where id = any(_lead_ids);
  get diagnostics _leads = row_count;

  delete from public.newsletter_subscribers where id = any(_subscription_ids);
  get diagnostics _subscriptions = row_count;

  delete from auth.users where lower(btrim(email)) = _request.email;
  get diagnostics _users = row_count;

  update public.account_deletion_requests
  set status = 'processed',
      processed_at = now(),
      processed_by = (select auth.uid()),
      processed_by_email = private.current_user_email(),
      notes = nullif(btrim(_notes), '')
  where id = _request.id;
  delete from private.account_deletion_tokens where request_id = _request.id;

  perform private.redact_erased_holder_audit_entries(_request.email, _lead_ids, _subscription_ids);

  insert into private.email_outbox (recipient, subject, body)
  values (
    _request.email,
    'Sua conta OneBoss foi excluída',
    'Concluímos a exclusão pedida para este e-mail: a conta e o cadastro foram apagados, as mensagens enviadas '
      || 'aos vendedores ficaram anônimas e a inscrição na newsletter foi removida.' || E'\n\n'
      || 'Guardamos apenas o registro desta solicitação (e-mail, datas e situação), como prova de que ela foi atendida.'
  );

  return jsonb_build_object('users_deleted', _users, 'leads_anonymised', _leads, 'subscriptions_removed', _subscriptions);
end;
$$;

revoke execute on function private.admin_process_account_deletion(uuid, text) from public, anon, authenticated;
grant execute on function private.admin_process_account_deletion(uuid, text) to authenticated;

-- An admin may also refuse a request (e.g. a legal duty to keep the data), with the reason.
create function private.admin_reject_account_deletion(_request_id uuid, _notes text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _request public.account_deletion_requests;
begin
  if not private.is_current_user_admin() then
    raise exception 'Apenas administradores podem recusar exclusões.' using errcode = '42501';
  end if;
  if nullif(btrim(_notes), '') is null then
    raise exception 'Informe o motivo da recusa.' using errcode = 'PT400';
  end if;
  select * into _request from public.account_deletion_requests r where r.id = _request_id for update;
  if _request.id is null then
    raise exception 'Solicitação não encontrada.' using errcode = 'PT404';
  end if;
  if _request.status in ('processed', 'rejected') then
    raise exception 'Esta solicitação já foi concluída e não pode ser alterada.' using errcode = 'PT409';
  end if;
  update public.account_deletion_requests
  set status = 'rejected',
      confirmed_at = coalesce(confirmed_at, now()),
      processed_at = now(),
      processed_by = (select auth.uid()),
      processed_by_email = private.current_user_email(),
      notes = btrim(_notes)
  where id = _request.id;
  delete from private.account_deletion_tokens where request_id = _request.id;
end;
$$;

revoke execute on function private.admin_reject_account_deletion(uuid, text) from public, anon, authenticated;
grant execute on function private.admin_reject_account_deletion(uuid, text) to authenticated;

-- LGPD art. 18 II: the signed-in holder's data, for their confirmed e-mail and their id only.
create function private.export_my_data()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  _uid uuid := (select auth.uid());
  _email text := private.current_user_email();
begin
  if _uid is null or _email is null then
    raise exception 'Entre na sua conta para baixar seus dados.' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'exported_at', now(),
    'account', (
      select jsonb_build_object('id', u.id, 'email', u.email, 'created_at', u.created_at, 'last_sign_in_at', u.last_sign_in_at)
      from auth.users u where u.id = _uid
    ),
    'profile', (
      select jsonb_build_object('full_name', p.full_name, 'whatsapp', p.whatsapp, 'estado', p.estado, 'created_at', p.created_at, 'updated_at', p.updated_at)
      from public.profiles p where p.id = _uid
    ),
    'leads', coalesce((
      select jsonb_agg(jsonb_build_object(
        'name', l.name, 'email', l.email, 'phone', l.phone, 'message', l.message,
        'product_id', l.product_id, 'product_name', pr.name, 'created_at', l.created_at
      ) order by l.created_at)
      from public.leads l left join public.products pr on pr.id = l.product_id
      where lower(btrim(l.email)) = _email
    ), '[]'::jsonb),
    'newsletter_subscriptions', coalesce((
      select jsonb_agg(jsonb_build_object('email', n.email, 'created_at', n.created_at) order by n.created_at)
      from public.newsletter_subscribers n where lower(btrim(n.email)) = _email
    ), '[]'::jsonb),
    'account_deletion_requests', coalesce((
      select jsonb_agg(jsonb_build_object(
        'email', r.email, 'status', r.status, 'requested_at', r.requested_at,
        'confirmed_at', r.confirmed_at, 'processed_at', r.processed_at
      ) order by r.requested_at)
      from public.account_deletion_requests r where r.user_id = _uid or r.email = _email
    ), '[]'::jsonb)
  );
end;
$$;

revoke execute on function private.export_my_data() from public, anon, authenticated;
grant execute on function private.export_my_data() to authenticated;

-- The functions above need their owner's rights, so they live in the private schema PostgREST
-- does not serve; these are what the apps call, with the caller's rights. Visitors reach the
-- two request steps only.
grant usage on schema private to anon;

create function public.request_account_deletion(email text)
returns void
language sql
volatile
set search_path = ''
as $$
  select private.request_account_deletion(email)
$$;

create function public.confirm_account_deletion(token text)
returns jsonb
language sql
volatile
set search_path = ''
as $$
  select private.confirm_account_deletion(token)
$$;

create function public.admin_process_account_deletion(request_id uuid, notes text default null)
returns jsonb
language sql
volatile
set search_path = ''
as $$
  select private.admin_process_account_deletion(request_id, notes)
$$;

create function public.admin_reject_account_deletion(request_id uuid, notes text)
returns void
language sql
volatile
set search_path = ''
as $$
  select private.admin_reject_account_deletion(request_id, notes)
$$;

create function public.export_my_data()
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.export_my_data()
$$;

revoke execute on function public.request_account_deletion(text), public.confirm_account_deletion(text) from public;
grant execute on function public.request_account_deletion(text), public.confirm_account_deletion(text) to anon, authenticated;
revoke execute on function public.admin_process_account_deletion(uuid, text), public.admin_reject_account_deletion(uuid, text), public.export_my_data() from public, anon;
grant execute on function public.admin_process_account_deletion(uuid, text), public.admin_reject_account_deletion(uuid, text), public.export_my_data() to authenticated;
