-- An unknown seller or revision, and a revision already reviewed, answer HTTP 404 and 409 (PostgREST's
-- PTxxx codes) instead of the 500 that P0002 and 55000 gave through the embedded backend (found by
-- the attacker suite, tools/local-supabase/src/attack/seller-members.test.ts). Otherwise as in
-- 20261128212000 and 20261128212100.
create or replace function private.invite_seller_member(_seller_id uuid, _email text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  _address text := lower(btrim(coalesce(_email, '')));
  _seller_name text;
  _user_id uuid;
begin
  if not private.is_current_user_admin() then
    raise exception 'Apenas administradores convidam membros de vendedores.' using errcode = '42501';
  end if;
  if length(_address) > 254 or not public.is_email_address(_address) then
    raise exception 'Informe um e-mail válido.' using errcode = '22023';
  end if;
  select s.name into _seller_name from public.sellers s where s.id = _seller_id;
  if _seller_name is null then
    raise exception 'Vendedor não encontrado.' using errcode = 'PT404';
  end if;

  select u.id into _user_id from auth.users u where lower(btrim(u.email)) = _address limit 1;
  if _user_id is not null then
    insert into public.seller_members (seller_id, user_id, invited_by)
    values (_seller_id, _user_id, (select auth.uid()))
    on conflict (seller_id, user_id) do nothing;
  else
    insert into public.seller_member_invitations (seller_id, email, invited_by)
    values (_seller_id, _address, (select auth.uid()))
    on conflict (seller_id, email) do nothing;
  end if;

  insert into private.email_outbox (recipient, subject, body, link_path)
  values (
    _address,
    'Convite para a equipe de ' || _seller_name || ' na OneBoss',
    'Você foi convidado para cuidar dos anúncios e contatos de ' || _seller_name || ' no painel da OneBoss.' || E'\n\n'
      || 'Entre no painel com este e-mail. Se ainda não tem conta, crie uma pelo link abaixo e confirme o e-mail:' || E'\n'
      || '{{link}}' || E'\n\n'
      || 'Se já tem conta e não lembra a senha, use "Esqueceu sua senha?" na entrada do painel.' || E'\n\n'
      || 'O acesso só vale depois que o e-mail estiver confirmado. Se não esperava este convite, ignore este e-mail.',
    '/login'
  );
  return case when _user_id is null then 'invited' else 'linked' end;
end;
$$;

create or replace function private.review_product_revision(_revision_id uuid, _approve boolean, _reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  _revision public.product_revisions;
  _changes jsonb;
  _note text := nullif(btrim(coalesce(_reason, '')), '');
begin
  if not private.is_current_user_admin() then
    raise exception 'Apenas administradores aprovam ou recusam alterações de anúncios.' using errcode = '42501';
  end if;
  if not _approve and _note is null then
    raise exception 'Informe o motivo da recusa: o vendedor verá essa explicação.' using errcode = '22023';
  end if;
  select * into _revision from public.product_revisions r where r.id = _revision_id for update;
  if _revision.id is null then
    raise exception 'Alteração não encontrada.' using errcode = 'PT404';
  end if;
  if _revision.status <> 'pending' then
    raise exception 'Esta alteração já foi revisada.' using errcode = 'PT409';
  end if;

  _changes := _revision.changes;
  if _approve then
    update public.products p set
      price = case when _changes ? 'price' then (_changes ->> 'price')::numeric else p.price end,
      sale_price = case when _changes ? 'sale_price' then (_changes ->> 'sale_price')::numeric else p.sale_price end,
      price_on_request = case when _changes ? 'price_on_request' then (_changes ->> 'price_on_request')::boolean else p.price_on_request end,
      short_description = case when _changes ? 'short_description' then _changes ->> 'short_description' else p.short_description end,
      description = case when _changes ? 'description' then _changes ->> 'description' else p.description end,
      published = case when _changes ? 'published' then (_changes ->> 'published')::boolean else p.published end
    where p.id = _revision.product_id;
    delete from public.product_images i where i.product_id = _revision.product_id and i.pending = 'remove';
    update public.product_images i set pending = null where i.product_id = _revision.product_id and i.pending = 'add';
  else
    delete from public.product_images i where i.product_id = _revision.product_id and i.pending = 'add';
    update public.product_images i set pending = null where i.product_id = _revision.product_id and i.pending = 'remove';
  end if;

  update public.product_revisions r
  set status = case when _approve then 'approved' else 'rejected' end,
      reason = case when _approve then null else _note end,
      reviewed_by = (select auth.uid()),
      reviewed_at = now()
  where r.id = _revision_id;
end;
$$;
