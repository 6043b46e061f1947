-- The panel's landing figures in one round trip, counted where the rows are. SECURITY INVOKER:
-- it reads with the caller's rights (RLS lets admins see every lead); the explicit check gives a
-- signed-in customer a refusal instead of a page of zeros.
create function public.admin_dashboard()
returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  _this_week date := date_trunc('week', (now() at time zone 'America/Sao_Paulo'))::date;
begin
  if not public.is_current_user_admin() then
    raise exception 'Acesso restrito a administradores.' using errcode = '42501';
  end if;
  return jsonb_build_object(
    'leads_total', (select count(*) from public.leads),
    'leads_by_status', (
      select jsonb_agg(jsonb_build_object('status', s.status, 'count', (select count(*) from public.leads l where l.status = s.status)) order by s.position)
      from unnest(array['new', 'contacted', 'negotiating', 'closed', 'lost']) with ordinality as s(status, position)
    ),
    -- The last twelve weeks (Monday to Sunday, Brasília time), the empty ones included.
    'leads_by_week', (
      select jsonb_agg(jsonb_build_object(
        'week', to_char(w.week, 'YYYY-MM-DD'),
        'count', (
          select count(*) from public.leads l
          where (l.created_at at time zone 'America/Sao_Paulo') >= w.week
            and (l.created_at at time zone 'America/Sao_Paulo') < w.week + 7
        )
      ) order by w.week)
      from (select _this_week - 7 * n as week from generate_series(0, 11) as n) w
    ),
    'leads_by_category', coalesce((
      select jsonb_agg(jsonb_build_object('category_id', t.id, 'name', t.name, 'count', t.count) order by t.count desc, t.name)
      from (
        select c.id, c.name, count(*) as count
        from public.leads l
        join public.products p on p.id = l.product_id
        join public.categories c on c.id = p.category_id
        group by c.id, c.name
        order by count(*) desc, c.name
        limit 10
      ) t
    ), '[]'::jsonb),
    'leads_by_product', coalesce((
      select jsonb_agg(jsonb_build_object('product_id', t.id, 'name', t.name, 'count', t.count) order by t.count desc, t.name)
      from (
        select p.id, p.name, count(*) as count
        from public.leads l
        join public.products p on p.id = l.product_id
        group by p.id, p.name
        order by count(*) desc, p.name
        limit 10
      ) t
    ), '[]'::jsonb),
    'catalogue', (
      select jsonb_build_object(
        'total', count(*),
        'published', count(*) filter (where p.published),
        'hidden', count(*) filter (where not p.published),
        'featured', count(*) filter (where p.featured),
        'on_request', count(*) filter (where p.price_on_request)
      )
      from public.products p
    ),
    'newsletter_subscribers', (select count(*) from public.newsletter_subscribers)
  );
end;
$$;

revoke execute on function public.admin_dashboard() from public, anon;
grant execute on function public.admin_dashboard() to authenticated, service_role;
