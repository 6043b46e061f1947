-- A deletion request is bound to the account it was made for, not to its e-mail: the account
-- is named when the request arrives (as before) or, if the address had none then, when the
-- mailed link is followed. Processing deletes that account whatever its e-mail has become, and
-- the holder's leads and subscription under both the request's address and the account's
-- current one. A request with no account deletes none, and its completion mail says so.

create or replace function private.confirm_account_deletion(_token text)
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
    set status = 'confirmed',
        confirmed_at = now(),
        user_id = coalesce(user_id, (select u.id from auth.users u where lower(btrim(u.email)) = _request.email limit 1))
    where id = _request.id
    returning * into _request;
    update private.account_deletion_tokens set used_at = now() where request_id = _request.id and used_at is null;
  end if;

  return jsonb_build_object('status', _request.status, 'confirmed_at', _request.confirmed_at, 'processed_at', _request.processed_at);
end;
$$;

create or replace function private.admin_process_account_deletion(_request_id uuid, _notes text default null)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  _request public.account_deletion_requests;
  _emails text[];
  _email text;
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

  -- The request's address and, when its account still exists, the account's current one.
  select array_agg(distinct e) into _emails
  from unnest(array[_request.email, (select lower(btrim(u.email)) from auth.users u where u.id = _request.user_id)]) as e
  where e is not null;

  if exists (select 1 from public.admin_permissions ap where lower(ap.email) = any(_emails)) then
    raise exception 'Este e-mail tem acesso de administrador. Retire o acesso antes de processar a exclusão.' using errcode = 'PT409';
  end if;

  select coalesce(array_agg(l.id), '{}') into _lead_ids from public.leads l where lower(btrim(l.email)) = any(_emails);
  select coalesce(array_agg(n.id), '{}') into _subscription_ids from public.newsletter_subscribers n where lower(btrim(n.email)) = any(_emails);

  delete from public.lead_notes n where n.lead_id = any(_lead_ids);
  update public.leads
  set name = 'Titular removido', email = null, phone = null, message = null
  where id = any(_lead_ids);
  get diagnostics _leads = row_count;

  delete from public.newsletter_subscribers where id = any(_subscription_ids);
  get diagnostics _subscriptions = row_count;

  delete from auth.users where id = _request.user_id;
  get diagnostics _users = row_count;

  update public.account_deletion_requests
  set status = 'processed',
      processed_at = now(),
      processed_by = (select auth.uid()),
      processed_by_email = private.current_user_email(),
      notes = nullif(btrim(_notes), '')
  where id = _request.id;
  delete from private.account_deletion_tokens where request_id = _request.id;

  foreach _email in array _emails loop
    perform private.redact_erased_holder_audit_entries(_email, _lead_ids, _subscription_ids);
  end loop;

  if _users > 0 then
    insert into private.email_outbox (recipient, subject, body)
    values (
      _request.email,
      'Sua conta OneBoss foi excluída',
      'Concluímos a exclusão pedida para este e-mail: a conta e o cadastro foram apagados, as mensagens enviadas '
        || 'aos vendedores ficaram anônimas e a inscrição na newsletter foi removida.' || E'\n\n'
        || 'Guardamos apenas o registro desta solicitação (e-mail, datas e situação), como prova de que ela foi atendida.'
    );
  else
    insert into private.email_outbox (recipient, subject, body)
    values (
      _request.email,
      'Sua solicitação de exclusão na OneBoss foi concluída',
      'Concluímos a exclusão pedida para este e-mail. Não havia conta OneBoss com este e-mail para apagar; '
        || 'as mensagens enviadas aos vendedores com ele ficaram anônimas e a inscrição na newsletter, se havia, foi removida.' || E'\n\n'
        || 'Guardamos apenas o registro desta solicitação (e-mail, datas e situação), como prova de que ela foi atendida.'
    );
  end if;

  return jsonb_build_object('users_deleted', _users, 'leads_anonymised', _leads, 'subscriptions_removed', _subscriptions);
end;
$$;
