-- How fast a seller answers: from a lead's arrival to its first status change or note by staff or
-- the seller (leads.first_response_at), over the leads of the last 180 days. The product page's
-- "Responde em média em N h" reads it, so it answers only once 5 leads were answered: fewer say
-- nothing about a seller. security definer: visitors may not read leads, and only these figures
-- leave the function.
create function private.seller_response_time(_seller_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case when count(*) >= 5 then jsonb_build_object(
    'answered_leads', count(*),
    'median_hours', round((percentile_cont(0.5) within group (order by t.seconds) / 3600)::numeric, 1),
    'average_hours', round((avg(t.seconds) / 3600)::numeric, 1)
  ) end
  from (
    select extract(epoch from l.first_response_at - l.created_at) as seconds
    from public.leads l
    where l.seller_id = _seller_id
      and l.first_response_at is not null
      and l.created_at > now() - interval '180 days'
  ) t
$$;

revoke execute on function private.seller_response_time(uuid) from public, anon, authenticated;
grant execute on function private.seller_response_time(uuid) to anon, authenticated, service_role;

-- {answered_leads, median_hours, average_hours}, or null below 5 answered leads.
create function public.seller_response_time(_seller_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select private.seller_response_time(_seller_id)
$$;

revoke execute on function public.seller_response_time(uuid) from public;
grant execute on function public.seller_response_time(uuid) to anon, authenticated, service_role;

-- The dashboard's attribution figures in one round trip. SECURITY INVOKER: each caller counts the
-- leads RLS shows them (admins every lead, a seller's members their seller's).
create function public.lead_attribution()
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  select jsonb_build_object(
    'by_channel', (
      select jsonb_agg(jsonb_build_object('channel', c.channel, 'count', (select count(*) from public.leads l where l.channel = c.channel)) order by c.position)
      from unnest(array['whatsapp', 'form']) with ordinality as c(channel, position)
    ),
    'by_campaign', coalesce((
      select jsonb_agg(jsonb_build_object('source', t.utm_source, 'campaign', t.utm_campaign, 'count', t.count) order by t.count desc, t.utm_campaign nulls last)
      from (
        select l.utm_source, l.utm_campaign, count(*) as count
        from public.leads l
        group by l.utm_source, l.utm_campaign
        order by count(*) desc, l.utm_campaign nulls last
        limit 10
      ) t
    ), '[]'::jsonb),
    'by_seller', coalesce((
      select jsonb_agg(jsonb_build_object(
        'seller_id', t.seller_id, 'name', t.name, 'count', t.count, 'answered', t.answered,
        'median_hours', t.median_hours, 'average_hours', t.average_hours
      ) order by t.count desc, t.name)
      from (
        select
          s.id as seller_id, s.name, count(*) as count,
          count(l.first_response_at) as answered,
          round((percentile_cont(0.5) within group (order by extract(epoch from l.first_response_at - l.created_at)) / 3600)::numeric, 1) as median_hours,
          round((avg(extract(epoch from l.first_response_at - l.created_at)) / 3600)::numeric, 1) as average_hours
        from public.leads l
        join public.sellers s on s.id = l.seller_id
        group by s.id, s.name
        order by count(*) desc, s.name
        limit 20
      ) t
    ), '[]'::jsonb)
  )
$$;

revoke execute on function public.lead_attribution() from public, anon;
grant execute on function public.lead_attribution() to authenticated, service_role;
