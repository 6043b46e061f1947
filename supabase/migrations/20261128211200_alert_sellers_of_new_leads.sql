-- A seller hears of a new lead while the buyer is still waiting: each new lead queues one mail to
-- every member of the listing's seller (public.seller_members, confirmed e-mails only) in
-- private.email_outbox, which the embedded backend delivers right after the request and a hosted
-- project's sender within seconds (README, "Where the mails go"). Once a day, a digest lists each
-- seller's leads still 'new' after 24 hours.

-- Percent-encoding for the text of a wa.me link (RFC 3986 unreserved characters kept).
create function private.url_encode(_text text)
returns text
language sql
immutable
strict
set search_path = ''
as $$
  select coalesce(string_agg(
    case
      when t.c ~ '^[A-Za-z0-9._~-]$' then t.c
      else (
        select string_agg('%' || upper(lpad(to_hex(get_byte(convert_to(t.c, 'UTF8'), b.i)), 2, '0')), '' order by b.i)
        from generate_series(0, octet_length(convert_to(t.c, 'UTF8')) - 1) as b(i)
      )
    end, '' order by t.n), '')
  from regexp_split_to_table(_text, '') with ordinality as t(c, n)
$$;

revoke execute on function private.url_encode(text) from public, anon, authenticated;

-- The buyer's WhatsApp as wa.me wants it (country code, digits only), or null without a phone.
create function private.lead_whatsapp_digits(_phone text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when length(d) in (10, 11) then '55' || d
    when length(d) in (12, 13) then d
  end
  from (select regexp_replace(coalesce(_phone, ''), '[^0-9]', '', 'g') as d) digits
$$;

revoke execute on function private.lead_whatsapp_digits(text) from public, anon, authenticated;

create function private.alert_seller_of_new_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _listing text := (select p.name from public.products p where p.id = new.product_id);
  _buyer_phone text := private.lead_whatsapp_digits(new.phone);
  _channel text := case new.channel when 'whatsapp' then 'WhatsApp' else 'Formulário' end;
begin
  if new.seller_id is null then
    return null;
  end if;
  insert into private.email_outbox (recipient, subject, body, link_path)
  select
    u.email,
    format('Novo contato (%s): %s', _channel, coalesce(_listing, 'anúncio')),
    format('Um comprador entrou em contato pelo %s sobre "%s".', _channel, coalesce(_listing, 'um anúncio')) || E'\n\n'
      || 'Comprador: ' || new.name || E'\n'
      || coalesce('E-mail: ' || new.email || E'\n', '')
      || coalesce('Telefone: ' || new.phone || E'\n', '')
      || 'Código do atendimento: ' || new.reference_code || E'\n'
      || coalesce('Mensagem: ' || left(new.message, 1000) || E'\n', '')
      || coalesce('Campanha: ' || concat_ws(' / ', new.utm_source, new.utm_medium, new.utm_campaign) || E'\n', '')
      || E'\n'
      || case
        when _buyer_phone is not null then
          'Responder pelo WhatsApp: https://wa.me/' || _buyer_phone || '?text=' || private.url_encode(
            format('Olá, %s! Aqui é da OneBoss, sobre o anúncio "%s" (%s).', new.name, coalesce(_listing, ''), new.reference_code)
          ) || E'\n'
        when new.channel = 'whatsapp' then
          'O comprador escreveu pelo WhatsApp: procure o código ' || new.reference_code || ' na conversa.' || E'\n'
        else ''
      end
      || case when new.product_id is not null then 'Anúncio: {{link}}' || E'\n' else '' end
      || E'\n' || 'Responda logo: o tempo de resposta aparece no seu perfil.',
    '/produto/' || new.product_id::text
  from public.seller_members m
  join auth.users u on u.id = m.user_id
  where m.seller_id = new.seller_id
    and u.email is not null
    and u.email_confirmed_at is not null;
  return null;
end;
$$;

revoke execute on function private.alert_seller_of_new_lead() from public, anon, authenticated;

create trigger leads_alert_seller
  after insert on public.leads
  for each row execute function private.alert_seller_of_new_lead();

-- When each seller's digest last went out, so a digest goes at most once a day however often the
-- job runs.
create table private.lead_digest_runs (
  seller_id uuid primary key references public.sellers (id) on delete cascade,
  sent_at timestamptz not null
);

revoke all on private.lead_digest_runs from public, anon, authenticated;
grant select on private.lead_digest_runs to service_role;

-- Queues, for each seller with leads still 'new' 24 hours after they arrived, one mail to each of
-- its members listing them (at most 20, oldest first), unless its digest went out in the last
-- 20 hours. Returns how many sellers were mailed.
create function private.queue_new_lead_digest()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  _seller record;
  _mailed integer := 0;
begin
  for _seller in
    select s.id, s.name, count(*) as waiting
    from public.leads l
    join public.sellers s on s.id = l.seller_id
    where l.status = 'new' and l.created_at <= now() - interval '24 hours'
      and exists (select 1 from public.seller_members m where m.seller_id = s.id)
      and not exists (
        select 1 from private.lead_digest_runs r where r.seller_id = s.id and r.sent_at > now() - interval '20 hours'
      )
    group by s.id, s.name
  loop
    insert into private.lead_digest_runs as r (seller_id, sent_at) values (_seller.id, now())
    on conflict (seller_id) do update set sent_at = excluded.sent_at;
    insert into private.email_outbox (recipient, subject, body)
    select
      u.email,
      format('OneBoss: %s contato(s) aguardando resposta há mais de 24 horas', _seller.waiting),
      format('%s tem %s contato(s) ainda como "Novo" depois de 24 horas:', _seller.name, _seller.waiting) || E'\n\n'
        || (
          select string_agg(
            format('- %s (%s), %s, %s: %s', l.reference_code, case l.channel when 'whatsapp' then 'WhatsApp' else 'Formulário' end,
              to_char(l.created_at at time zone 'America/Sao_Paulo', 'DD/MM/YYYY HH24:MI'), l.name,
              coalesce((select p.name from public.products p where p.id = l.product_id), 'anúncio removido')),
            E'\n' order by l.created_at)
          from (
            select * from public.leads x
            where x.seller_id = _seller.id and x.status = 'new' and x.created_at <= now() - interval '24 hours'
            order by x.created_at
            limit 20
          ) l
        )
        || E'\n\n' || 'Responda e mude o status no painel, em Leads: o tempo de resposta aparece no perfil do vendedor.'
    from public.seller_members m
    join auth.users u on u.id = m.user_id
    where m.seller_id = _seller.id and u.email is not null and u.email_confirmed_at is not null;
    _mailed := _mailed + 1;
  end loop;
  return _mailed;
end;
$$;

revoke execute on function private.queue_new_lead_digest() from public, anon, authenticated;
grant execute on function private.queue_new_lead_digest() to service_role;

-- On a hosted project with pg_cron the digest job runs every day at 11:00 UTC (08:00 in Brasília).
-- The embedded backend runs it from its own timer.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('oneboss-new-lead-digest', '0 11 * * *', 'select private.queue_new_lead_digest()');
  end if;
end;
$$;
