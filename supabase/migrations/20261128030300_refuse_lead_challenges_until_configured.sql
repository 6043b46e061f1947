-- A project that deploys the migrations and sets no challenge provider must not accept the
-- stand-in's public answer: anyone could then pass the challenge past the hourly caps. The
-- default provider is now 'none': past a cap a visitor's lead is refused (PT428, HTTP 428) with
-- hint 'challenge_unavailable', so the form asks to try later or write on WhatsApp instead of
-- showing a challenge no answer passes. The embedded backend sets 'stand-in' itself, for local
-- use and tests; a hosted project sets Turnstile or hCaptcha (README, "Abuse from many addresses").
alter table private.lead_screening_settings
  drop constraint lead_screening_settings_challenge_provider_check,
  drop constraint lead_screening_settings_check;

alter table private.lead_screening_settings
  alter column challenge_provider set default 'none',
  add constraint lead_screening_settings_challenge_provider_check
    check (challenge_provider in ('none', 'stand-in', 'turnstile', 'hcaptcha')),
  add constraint lead_screening_settings_challenge_secret_check
    check (challenge_provider in ('none', 'stand-in') or challenge_secret is not null);

-- The stand-in was only ever the migration's default, never a choice: a project that kept it
-- configured nothing.
update private.lead_screening_settings set challenge_provider = 'none' where challenge_provider = 'stand-in';

create or replace function private.lead_challenge_passed(_token text)
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
  if _settings.challenge_provider = 'none' then
    return false;
  end if;
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
