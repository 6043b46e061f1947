-- The LGPD export includes the holder's favourites (listing id and name, when added).

create or replace function private.export_my_data()
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
    ), '[]'::jsonb),
    'favourites', coalesce((
      select jsonb_agg(jsonb_build_object('product_id', f.product_id, 'product_name', pr.name, 'created_at', f.created_at) order by f.created_at)
      from public.favourites f join public.products pr on pr.id = f.product_id
      where f.user_id = _uid
    ), '[]'::jsonb)
  );
end;
$$;
