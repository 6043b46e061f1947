-- The bot screening of a public form's submission as one function, so every form that takes
-- visitors' rows applies the same rule: the lead trigger calls it, and the newsletter's sign-up
-- is meant to (its form reports the same trap field and time). True when the hidden trap field
-- holds anything, or the form reports no time or less than min_fill_ms: such a submission is
-- answered like a success and not stored.
create function private.form_looks_automated(_trap text, _fill_ms integer)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(btrim(_trap), '') <> ''
    or _fill_ms is null
    or _fill_ms < (select s.min_fill_ms from private.lead_screening_settings s)
$$;

revoke execute on function private.form_looks_automated(text, integer) from public, anon, authenticated;

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
