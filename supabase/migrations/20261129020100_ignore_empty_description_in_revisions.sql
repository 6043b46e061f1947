-- A member's save of a published listing proposed "Descrição curta: (vazio)" and "Descrição:
-- (vazio)" to the review queue whenever those fields had never been filled: the panel's form sends ''
-- where the row holds null. Empty and none are the same description.

create or replace function private.hold_member_product_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _staff boolean := coalesce(nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role', '') <> 'authenticated'
    or private.is_current_user_admin();
  _changes jsonb := '{}'::jsonb;
  _column text;
begin
  if _staff then
    return new;
  end if;
  -- The home page's highlights are the platform's choice.
  new.featured := case when tg_op = 'INSERT' then false else old.featured end;
  -- A member's new listing that names no seller (the column default is OneBoss's) is their
  -- seller's, so the panel's form needs no seller field for them.
  if tg_op = 'INSERT' and new.seller_id = '00000000-0000-4000-8000-000000000001'
    and new.seller_id not in (select private.current_seller_ids()) then
    new.seller_id := coalesce((select min(t.seller_id::text)::uuid from private.current_seller_ids() as t(seller_id)), new.seller_id);
  end if;
  if not private.is_held_for_review(new.seller_id) then
    return new;
  end if;

  if tg_op = 'INSERT' then
    if new.published then
      new.published := false;
      perform private.propose_product_changes(new.id, new.seller_id, '{"published": true}'::jsonb, false);
    end if;
    return new;
  end if;

  if new.published and not old.published then
    new.published := false;
    _changes := _changes || '{"published": true}'::jsonb;
  end if;
  if old.published then
    foreach _column in array array['price', 'sale_price', 'price_on_request', 'short_description', 'description'] loop
      -- An empty description saved over none is no change (the panel's form sends '' for an empty field).
      if (_column in ('short_description', 'description')
            and nullif(to_jsonb(new) ->> _column, '') is distinct from nullif(to_jsonb(old) ->> _column, ''))
         or (_column not in ('short_description', 'description')
            and (to_jsonb(new) -> _column) is distinct from (to_jsonb(old) -> _column)) then
        _changes := _changes || jsonb_build_object(_column, to_jsonb(new) -> _column);
      end if;
    end loop;
    new.price := old.price;
    new.sale_price := old.sale_price;
    new.price_on_request := old.price_on_request;
    new.short_description := old.short_description;
    new.description := old.description;
  end if;
  if _changes <> '{}'::jsonb then
    perform private.propose_product_changes(new.id, new.seller_id, _changes, false);
  end if;
  return new;
end;
$$;
