-- Per-address and per-sender limits stop one script; the same script behind many addresses still
-- fills the leads board. A visitor's lead now carries what the form saw, and the database screens it:
--   * the form's hidden trap field (people never see it; bots fill every input) must be empty, and
--     the form must have been open at least min_fill_ms before sending (a person needs seconds, a
--     script posts at once). A lead that fails either, or that reports neither (a direct post), is
--     answered like a success and not stored, so a bot learns nothing;
--   * past listing_leads_per_hour on one product or leads_per_hour in all, a new visitor lead must
--     carry a solved challenge (Turnstile or hCaptcha on a hosted project, a stand-in locally);
--     PT428 makes PostgREST answer HTTP 428 and the form shows the challenge. Below the caps nothing
--     is asked, so a buyer's lead goes at once;
--   * the lead that reaches a cap queues one mail to every admin, at most once an hour per cap.
-- The trap and the challenge token are inputs only: the stored row never keeps them.

alter table public.leads
  add column form_trap text,
  add column form_fill_ms integer,
  add column challenge_token text;

comment on column public.leads.form_fill_ms is
  'Milliseconds the lead form was open before sending, as the visitor''s form reported it.';

-- One row. A hosted project sets its challenge here (see README, "Abuse from many addresses").
create table private.lead_screening_settings (
  id boolean primary key default true check (id),
  min_fill_ms integer not null default 3000 check (min_fill_ms >= 0),
  listing_leads_per_hour integer not null default 20 check (listing_leads_per_hour > 0),
  leads_per_hour integer not null default 200 check (leads_per_hour > 0),
  -- 'stand-in' accepts STAND_IN_CHALLENGE_ANSWER: a placeholder for development and tests only.
  challenge_provider text not null default 'stand-in' check (challenge_provider in ('stand-in', 'turnstile', 'hcaptcha')),
  challenge_secret text,
  check (challenge_provider = 'stand-in' or challenge_secret is not null)
);

insert into private.lead_screening_settings default values;

revoke all on private.lead_screening_settings from public, anon, authenticated;
grant select, update on private.lead_screening_settings to service_role;

-- When each cap ('all' or a product id) last alerted the admins.
create table private.lead_cap_alerts (
  cap text primary key,
  alerted_at timestamptz not null
);

revoke all on private.lead_cap_alerts from public, anon, authenticated;
grant select on private.lead_cap_alerts to service_role;

-- True when the provider confirms the token. Turnstile and hCaptcha answer {"success": true} at
-- their siteverify URL; the call goes through the http extension (create extension http with
-- schema extensions), run dynamically so a database without it (the embedded one) still loads
-- this function. A failed call refuses the challenge: the lead waits rather than passes unchecked.
create function private.lead_challenge_passed(_token text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  _settings private.lead_screening_settings;
  _answer jsonb;
begin
  if _token is null or btrim(_token) = '' or length(_token) > 4096 then
    return false;
  end if;
  select * into _settings from private.lead_screening_settings;
  if _settings.challenge_provider = 'stand-in' then
    return _token = 'desafio-local-resolvido';
  end if;
  begin
    execute $sql$
      select (extensions.http_post(
        $1,
        'secret=' || extensions.urlencode($2) || '&response=' || extensions.urlencode($3),
        'application/x-www-form-urlencoded'
      )).content::jsonb
    $sql$
    into _answer
    using
      case _settings.challenge_provider
        when 'turnstile' then 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
        else 'https://api.hcaptcha.com/siteverify'
      end,
      _settings.challenge_secret,
      _token;
  exception when others then
    raise warning 'lead challenge verification failed: %', sqlerrm;
    return false;
  end;
  return coalesce((_answer ->> 'success')::boolean, false);
end;
$$;

revoke execute on function private.lead_challenge_passed(text) from public, anon, authenticated;

-- Queues the cap's mail to every admin unless it alerted within the last hour.
create function private.alert_admins_of_lead_cap(_cap text, _description text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into private.lead_cap_alerts as a (cap, alerted_at)
  values (_cap, now())
  on conflict (cap) do update set alerted_at = excluded.alerted_at
    where a.alerted_at <= now() - interval '1 hour';
  if not found then
    return;
  end if;
  insert into private.email_outbox (recipient, subject, body)
  select
    p.email,
    'OneBoss: muitas mensagens novas em uma hora',
    _description || E'\n\n'
      || 'Até o fim desta hora, o formulário de contato pede uma verificação (não sou um robô) antes de enviar. '
      || 'Confira as mensagens recentes no painel, em Leads, e descarte as que forem automáticas.'
  from public.admin_permissions p
  where p.is_admin;
end;
$$;

revoke execute on function private.alert_admins_of_lead_cap(text, text) from public, anon, authenticated;

-- security definer: visitors may not read leads or the settings, yet the counts must see them all.
-- The request's role is the 'role' setting (current_user is this function's owner here).
create function private.screen_visitor_lead()
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
  _looks_like_a_bot boolean :=
    coalesce(btrim(new.form_trap), '') <> '' or coalesce(new.form_fill_ms, -1) < 0;
begin
  new.form_trap := null;
  new.challenge_token := null;
  if request_role not in ('anon', 'authenticated')
     or (request_role = 'authenticated' and public.is_current_user_admin()) then
    return new;
  end if;

  select * into _settings from private.lead_screening_settings;
  if _looks_like_a_bot or new.form_fill_ms < _settings.min_fill_ms then
    return null;
  end if;

  select count(*) into _all_leads from public.leads l where l.created_at > now() - interval '1 hour';
  if new.product_id is not null then
    select count(*) into _product_leads
    from public.leads l
    where l.product_id = new.product_id and l.created_at > now() - interval '1 hour';
  end if;

  if (_all_leads >= _settings.leads_per_hour or coalesce(_product_leads, 0) >= _settings.listing_leads_per_hour)
     and not private.lead_challenge_passed(_challenge_token) then
    raise exception 'Confirme que você não é um robô para enviar a mensagem.'
      using errcode = 'PT428', hint = 'challenge_required';
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

revoke execute on function private.screen_visitor_lead() from public, anon, authenticated;

-- BEFORE triggers fire in name order: this one runs after the per-sender limit and the product
-- check, so their refusals still answer, and a dropped lead never reaches the later counts.
create trigger leads_screen_visitor_lead
  before insert on public.leads
  for each row execute function private.screen_visitor_lead();
