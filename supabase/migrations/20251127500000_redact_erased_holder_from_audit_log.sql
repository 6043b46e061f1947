-- LGPD art. 18 VI / art. 16: erasing a holder must also reach the copies of their data the audit
-- log keeps (every admin write stores the row before and after). Processing a deletion request
-- now replaces the holder's personal fields in those entries with '[removido]'; the entry itself
-- (table, record, action, who, when) stays, so the history still shows that a record was changed.
--
-- The deletion request keeps its e-mail: it is the record that the request was answered (the
-- completion mail says so) and the only copy kept. Its audit entries lose the e-mail, since the
-- row already holds it and the entries add nothing but another copy.
--
-- Staff data is not the holder's: actor e-mails and note authors stay.

-- The log stays immutable for every role: request roles hold no update or delete grant, and even
-- the owner is refused unless the erasure below has switched redaction on for its own
-- transaction. Redaction may only change the before/after values; deletes and truncates are
-- refused always. 'oneboss.audit_redaction' is no setting PostgREST passes from a request.
create or replace function private.refuse_audit_log_change()
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

-- As before, plus: the rows' ids are taken before they change, and the audit entries (older ones
-- and the ones these very writes just added) are redacted last.
create or replace function private.admin_process_account_deletion(_request_id uuid, _notes text default null)
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
