-- A seller's invitation to an address without an account opens the storefront's sign-up form
-- (/login?mode=signup), where the invitee creates the account whose confirmed e-mail makes them a
-- member; an address with an account still gets the sign-in. Otherwise as in 20261128212200.
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
    case when _user_id is null then '/login?mode=signup' else '/login' end
  );
  return case when _user_id is null then 'invited' else 'linked' end;
end;
$$;
