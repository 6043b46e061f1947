-- Every contact leaves a trace (issue 32): a lead says how it came (the form, or a tap on the
-- listing's WhatsApp button), whose listing it is about, where the visit came from, and carries a
-- short reference code the buyer's WhatsApp message repeats. The database owns every one of these
-- columns for a visitor's row: a visitor's request never chooses its channel, seller, user, code,
-- taps or response time.

-- 'OB-' and 4 to 6 characters a buyer reads out without doubt (no 0/O, 1/I).
create function public.is_lead_reference_code(_code text)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select _code ~ '^OB-[2-9A-HJ-NP-Z]{4,6}$'
$$;

revoke execute on function public.is_lead_reference_code(text) from public;
grant execute on function public.is_lead_reference_code(text) to anon, authenticated, service_role;

-- A short label kept from an address or a campaign: one printable line of at most _max characters.
create function public.is_attribution_text(_text text, _max integer)
returns boolean
language sql
immutable
strict
parallel safe
set search_path = ''
as $$
  select length(_text) between 1 and _max and public.is_printable_line(_text)
$$;

revoke execute on function public.is_attribution_text(text, integer) from public;
grant execute on function public.is_attribution_text(text, integer) to anon, authenticated, service_role;

alter table public.leads
  add column channel text not null default 'form' constraint leads_channel_known check (channel in ('form', 'whatsapp')),
  add column seller_id uuid references public.sellers (id) on delete set null,
  add column reference_code text constraint leads_reference_code_format check (public.is_lead_reference_code(reference_code)),
  add column page_path text constraint leads_page_path_format
    check (public.is_attribution_text(page_path, 300) and page_path like '/%' and page_path not like '//%'),
  add column referrer text constraint leads_referrer_format check (length(referrer) <= 500 and public.is_http_url(referrer)),
  add column utm_source text constraint leads_utm_source_format check (public.is_attribution_text(utm_source, 100)),
  add column utm_medium text constraint leads_utm_medium_format check (public.is_attribution_text(utm_medium, 100)),
  add column utm_campaign text constraint leads_utm_campaign_format check (public.is_attribution_text(utm_campaign, 100)),
  add column user_id uuid references auth.users (id) on delete set null,
  add column visitor_id text constraint leads_visitor_id_format check (visitor_id ~ '^[A-Za-z0-9_-]{16,64}$'),
  add column taps integer not null default 1 constraint leads_taps_positive check (taps >= 1),
  add column first_response_at timestamptz;

comment on column public.leads.reference_code is
  'Short code (OB-7F3K) the buyer''s WhatsApp message carries, so a chat is matched with its lead.';
comment on column public.leads.visitor_id is
  'Random id the visitor''s browser keeps: repeated WhatsApp taps on one listing within 24 h fold into one lead.';
comment on column public.leads.taps is 'WhatsApp taps folded into this lead (1 for a form''s message).';
comment on column public.leads.first_response_at is
  'When staff or the seller first changed the lead''s status or wrote a note on it (set by the database).';

-- A fresh code no lead holds. security definer: the caller may not read leads, yet the check must see them all.
create function private.new_lead_reference_code()
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _alphabet constant text := '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
  _code text;
begin
  loop
    select 'OB-' || string_agg(substr(_alphabet, 1 + floor(random() * 32)::integer, 1), '')
    into _code
    from generate_series(1, 6);
    exit when not exists (select 1 from public.leads l where l.reference_code = _code);
  end loop;
  return _code;
end;
$$;

revoke execute on function private.new_lead_reference_code() from public, anon, authenticated;

update public.leads set reference_code = private.new_lead_reference_code() where reference_code is null;
update public.leads l set seller_id = p.seller_id from public.products p where p.id = l.product_id;

alter table public.leads alter column reference_code set not null;
alter table public.leads add constraint leads_reference_code_key unique (reference_code);

create index leads_seller_id_created_at_idx on public.leads (seller_id, created_at);
create index leads_visitor_product_recent_idx on public.leads (visitor_id, product_id, created_at)
  where visitor_id is not null;
create index leads_utm_campaign_idx on public.leads (utm_campaign) where utm_campaign is not null;

-- Named to fire first among the BEFORE INSERT triggers (name order), so the limits and the screening
-- read the channel this one decides. A visitor's direct insert is the form's message: channel 'form',
-- the signed-in user from the token, one tap, no response yet, a code of the server's. What reaches
-- the table otherwise (record_whatsapp_lead, staff, the backend) keeps what it set. The seller is
-- always the listing's. security definer: the product may be unpublished to the caller (a staff note
-- of a call about a hidden listing), and its seller must still be read.
create function private.attribute_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_role text := coalesce(current_setting('role', true), 'none');
  direct_visitor boolean := current_setting('oneboss.recording_whatsapp_lead', true) is distinct from 'on'
    and (request_role = 'anon' or (request_role = 'authenticated' and not public.is_current_user_admin()));
begin
  if direct_visitor then
    new.channel := 'form';
    new.user_id := (select auth.uid());
    new.taps := 1;
    new.first_response_at := null;
    new.reference_code := null;
  end if;
  if new.reference_code is null then
    new.reference_code := private.new_lead_reference_code();
  end if;
  if new.product_id is not null then
    new.seller_id := (select p.seller_id from public.products p where p.id = new.product_id);
  end if;
  return new;
end;
$$;

revoke execute on function private.attribute_lead() from public, anon, authenticated;

create trigger leads_attribute
  before insert on public.leads
  for each row execute function private.attribute_lead();

-- After creation the code, channel, origin and visitor of a lead are history: staff triage it, never
-- rewrite where it came from. The first status change by staff or the seller is its first response.
-- The backend (service role, migrations) and the database's own functions keep what they set.
create function private.keep_lead_history()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_role text := coalesce(current_setting('role', true), 'none');
begin
  if request_role in ('anon', 'authenticated') and current_setting('oneboss.recording_whatsapp_lead', true) is distinct from 'on' then
    new.channel := old.channel;
    new.reference_code := old.reference_code;
    new.page_path := old.page_path;
    new.referrer := old.referrer;
    new.utm_source := old.utm_source;
    new.utm_medium := old.utm_medium;
    new.utm_campaign := old.utm_campaign;
    new.user_id := old.user_id;
    new.visitor_id := old.visitor_id;
    new.taps := old.taps;
    new.first_response_at := old.first_response_at;
    new.created_at := old.created_at;
    if old.first_response_at is null and new.status is distinct from old.status then
      new.first_response_at := now();
    end if;
  end if;
  if new.product_id is distinct from old.product_id then
    new.seller_id := (select p.seller_id from public.products p where p.id = new.product_id);
  end if;
  return new;
end;
$$;

revoke execute on function private.keep_lead_history() from public, anon, authenticated;

create trigger leads_keep_history
  before update on public.leads
  for each row execute function private.keep_lead_history();

-- A note is an answer too. security definer: the leads trigger above keeps first_response_at from
-- the note's author; this function is the database setting it.
create function private.record_first_response()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform set_config('oneboss.recording_whatsapp_lead', 'on', true);
  update public.leads l set first_response_at = now() where l.id = new.lead_id and l.first_response_at is null;
  perform set_config('oneboss.recording_whatsapp_lead', 'off', true);
  return null;
end;
$$;

revoke execute on function private.record_first_response() from public, anon, authenticated;

create trigger lead_notes_record_first_response
  after insert on public.lead_notes
  for each row execute function private.record_first_response();

-- The form's limits and screening are for the form: a WhatsApp tap names no e-mail and fills no
-- form, and record_whatsapp_lead applies its own (a visitor cannot reach channel 'whatsapp' by a
-- direct insert: leads_attribute sets 'form').
create or replace function public.limit_visitor_leads()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_role text := coalesce(current_setting('role', true), 'none');
  sender_email text := public.lead_sender_email(new.email);
  sender_phone text := public.lead_sender_phone(new.phone);
begin
  -- current_user is this function's owner here; the 'role' setting is still the request's role.
  -- The service role, migrations and admins are never limited.
  if request_role not in ('anon', 'authenticated') or new.channel = 'whatsapp' then
    return new;
  end if;
  if request_role = 'authenticated' and public.is_current_user_admin() then
    return new;
  end if;

  -- The limit is per sender, so a visitor's lead must name one (the form always does).
  -- PT400: PostgREST answers HTTP 400 with this text as the message.
  if new.email is null then
    raise exception 'Informe um e-mail válido.' using errcode = 'PT400';
  end if;

  -- Concurrent requests from one sender queue here, so a parallel burst cannot slip past the count.
  -- Class 1 locks e-mails, class 2 phones, always in that order.
  perform pg_advisory_xact_lock(1, hashtext(sender_email));
  if sender_phone is not null then
    perform pg_advisory_xact_lock(2, hashtext(sender_phone));
  end if;

  if (
    select count(*)
    from public.leads l
    where public.lead_sender_email(l.email) = sender_email
      and l.email is not null
      and l.created_at > now() - interval '10 minutes'
  ) >= 3
  or (
    sender_phone is not null
    and (
      select count(*)
      from public.leads l
      where public.lead_sender_phone(l.phone) = sender_phone
        and l.phone is not null
        and l.created_at > now() - interval '10 minutes'
    ) >= 3
  ) then
    raise exception 'Você enviou várias mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.'
      using errcode = 'PT429', hint = 'lead_rate_limited';
  end if;
  return new;
end;
$$;

create or replace function private.screen_visitor_lead()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  request_role text := coalesce(current_setting('role', true), 'none');
  _settings private.lead_screening_settings;
  _product_leads integer;
  _all_leads integer;
  _challenge_token text := new.challenge_token;
  _looks_automated boolean := private.form_looks_automated(new.form_trap, new.form_fill_ms);
begin
  new.form_trap := null;
  new.challenge_token := null;
  if request_role not in ('anon', 'authenticated')
     or new.channel = 'whatsapp'
     or (request_role = 'authenticated' and public.is_current_user_admin()) then
    return new;
  end if;
  if _looks_automated then
    return null;
  end if;

  select * into _settings from private.lead_screening_settings;
  select count(*) into _all_leads from public.leads l where l.created_at > now() - interval '1 hour';
  if new.product_id is not null then
    select count(*) into _product_leads
    from public.leads l
    where l.product_id = new.product_id and l.created_at > now() - interval '1 hour';
  end if;

  if _all_leads >= _settings.leads_per_hour or coalesce(_product_leads, 0) >= _settings.listing_leads_per_hour then
    if _settings.challenge_provider = 'none' then
      raise exception 'Recebemos muitas mensagens agora. Tente novamente mais tarde ou fale conosco pelo WhatsApp.'
        using errcode = 'PT428', hint = 'challenge_unavailable';
    end if;
    if not private.lead_challenge_passed(_challenge_token) then
      raise exception 'Confirme que você não é um robô para enviar a mensagem.'
        using errcode = 'PT428', hint = 'challenge_required';
    end if;
  end if;

  if _all_leads + 1 = _settings.leads_per_hour then
    perform private.alert_admins_of_lead_cap(
      'all',
      format('O site recebeu %s mensagens de visitantes na última hora.', _settings.leads_per_hour)
    );
  end if;
  if _product_leads + 1 = _settings.listing_leads_per_hour then
    perform private.alert_admins_of_lead_cap(
      new.product_id::text,
      format(
        'O produto "%s" recebeu %s mensagens de visitantes na última hora.',
        (select p.name from public.products p where p.id = new.product_id),
        _settings.listing_leads_per_hour
      )
    );
  end if;
  return new;
end;
$$;

-- One text in, null when blank, a pt-BR refusal ('<_refusal>: até N caracteres, em uma linha.') when malformed.
create function private.attribution_input(_value text, _max integer, _refusal text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  _text text := nullif(btrim(_value), '');
begin
  if _text is not null and not public.is_attribution_text(_text, _max) then
    raise exception '%: até % caracteres, em uma linha.', _refusal, _max using errcode = 'PT400', hint = 'lead_attribution_invalid';
  end if;
  return _text;
end;
$$;

revoke execute on function private.attribution_input(text, integer, text) from public, anon, authenticated;

-- A tap on a listing's WhatsApp button. The browser chose the code it put in the buyer's message
-- (the chat opens before this answers); a well-formed code no lead holds is kept, any other is
-- replaced by a fresh one, so a request can never reach someone else's lead. The same visitor
-- tapping the same listing again within 24 hours adds a tap to its lead and gets that lead's code.
-- Past the hourly caps (lead_screening_settings) or 10 listings an hour for one visitor, a new tap
-- is not stored and the answer is null: the chat still opens, the leads board is not flooded.
-- security definer: the fold reads and updates a lead visitors may not read.
create function private.record_whatsapp_lead(
  _product_id uuid,
  _reference_code text,
  _visitor_id text,
  _page_path text,
  _referrer text,
  _utm_source text,
  _utm_medium text,
  _utm_campaign text
)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  _user_id uuid := (select auth.uid());
  _settings private.lead_screening_settings;
  _product public.products;
  _lead public.leads;
  _page text := private.attribution_input(_page_path, 300, 'Endereço da página inválido');
  _from text := nullif(btrim(_referrer), '');
  _source text := private.attribution_input(_utm_source, 100, 'Origem da campanha inválida');
  _medium text := private.attribution_input(_utm_medium, 100, 'Mídia da campanha inválida');
  _campaign text := private.attribution_input(_utm_campaign, 100, 'Campanha inválida');
  _profile_name text;
  _profile_phone text;
  _email text;
begin
  if _product_id is null then
    raise exception 'Produto não encontrado.' using errcode = 'PT400', hint = 'lead_product_not_found';
  end if;
  select p.* into _product
  from public.products p
  join public.sellers s on s.id = p.seller_id
  where p.id = _product_id and p.published and s.active;
  if _product.id is null then
    raise exception 'Produto não encontrado.' using errcode = 'PT400', hint = 'lead_product_not_found';
  end if;
  if _visitor_id is null or _visitor_id !~ '^[A-Za-z0-9_-]{16,64}$' then
    raise exception 'Identificador de visitante inválido.' using errcode = 'PT400', hint = 'lead_visitor_invalid';
  end if;
  if _reference_code is null or not public.is_lead_reference_code(_reference_code) then
    raise exception 'Código de atendimento inválido.' using errcode = 'PT400', hint = 'lead_reference_code_invalid';
  end if;
  if _page is not null and (_page not like '/%' or _page like '//%') then
    raise exception 'Endereço da página inválido: até 300 caracteres, em uma linha.' using errcode = 'PT400', hint = 'lead_attribution_invalid';
  end if;
  if _from is not null and not (length(_from) <= 500 and public.is_http_url(_from)) then
    raise exception 'Página de origem inválida: um endereço http(s) de até 500 caracteres.' using errcode = 'PT400', hint = 'lead_attribution_invalid';
  end if;

  -- One visitor's taps on one listing queue here, so two at once still fold into one lead.
  perform pg_advisory_xact_lock(3, hashtext(_visitor_id || '/' || _product_id::text));
  perform set_config('oneboss.recording_whatsapp_lead', 'on', true);

  update public.leads l
  set taps = l.taps + 1, user_id = coalesce(l.user_id, _user_id)
  where l.id = (
    select r.id from public.leads r
    where r.visitor_id = _visitor_id and r.product_id = _product_id and r.channel = 'whatsapp'
      and r.created_at > now() - interval '24 hours'
    order by r.created_at desc
    limit 1
  )
  returning * into _lead;
  if _lead.id is not null then
    perform set_config('oneboss.recording_whatsapp_lead', 'off', true);
    return _lead.reference_code;
  end if;

  -- New leads about one listing queue here, so a parallel flood cannot slip past its hourly cap.
  perform pg_advisory_xact_lock(4, hashtext(_product_id::text));
  select * into _settings from private.lead_screening_settings;
  if (select count(*) from public.leads l where l.created_at > now() - interval '1 hour') >= _settings.leads_per_hour
     or (select count(*) from public.leads l where l.product_id = _product_id and l.created_at > now() - interval '1 hour')
        >= _settings.listing_leads_per_hour
     or (select count(*) from public.leads l where l.visitor_id = _visitor_id and l.created_at > now() - interval '1 hour') >= 10
  then
    perform set_config('oneboss.recording_whatsapp_lead', 'off', true);
    return null;
  end if;

  if _user_id is not null then
    select nullif(btrim(pr.full_name), ''), pr.whatsapp into _profile_name, _profile_phone
    from public.profiles pr where pr.id = _user_id;
    _email := (select u.email from auth.users u where u.id = _user_id and u.email_confirmed_at is not null);
  end if;

  insert into public.leads (
    name, email, phone, product_id, channel, reference_code, page_path, referrer,
    utm_source, utm_medium, utm_campaign, user_id, visitor_id, taps
  )
  values (
    coalesce(left(_profile_name, 200), 'Visitante pelo WhatsApp'),
    case when public.is_email_address(_email) then _email end,
    case
      when _profile_phone ~ '^[0-9 ()+.-]+$' and length(regexp_replace(_profile_phone, '[^0-9]', '', 'g')) between 10 and 13
        then _profile_phone
    end,
    _product_id,
    'whatsapp',
    case
      when exists (select 1 from public.leads l where l.reference_code = _reference_code) then private.new_lead_reference_code()
      else _reference_code
    end,
    _page, _from, _source, _medium, _campaign, _user_id, _visitor_id, 1
  )
  returning * into _lead;
  perform set_config('oneboss.recording_whatsapp_lead', 'off', true);
  return _lead.reference_code;
end;
$$;

revoke execute on function private.record_whatsapp_lead(uuid, text, text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function private.record_whatsapp_lead(uuid, text, text, text, text, text, text, text) to anon, authenticated;

create function public.record_whatsapp_lead(
  _product_id uuid,
  _reference_code text,
  _visitor_id text,
  _page_path text default null,
  _referrer text default null,
  _utm_source text default null,
  _utm_medium text default null,
  _utm_campaign text default null
)
returns text
language sql
volatile
set search_path = ''
as $$
  select private.record_whatsapp_lead(_product_id, _reference_code, _visitor_id, _page_path, _referrer, _utm_source, _utm_medium, _utm_campaign)
$$;

revoke execute on function public.record_whatsapp_lead(uuid, text, text, text, text, text, text, text) from public;
grant execute on function public.record_whatsapp_lead(uuid, text, text, text, text, text, text, text) to anon, authenticated, service_role;
