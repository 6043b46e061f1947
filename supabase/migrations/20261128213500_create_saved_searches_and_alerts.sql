-- Saved searches and alerts (issue 33). A buyer saves the shop's whole filter set under a name and
-- picks how often to hear of new listings matching it (imediato, diario, semanal or nunca); their
-- favourites warn of a price drop, of a listing sold or hidden, and of one back on sale. One job,
-- public.run_alerts(), finds the events, records each once (alert_deliveries' unique key) and
-- queues one e-mail per user per run in private.email_outbox. The embedded backend runs it on a
-- timer, a hosted project with pg_cron (20261128213600). Each alert's e-mail carries a link that
-- turns it off without signing in (alert_unsubscribe).

-- When each listing went (back) on sale: a saved search's new matches are the listings published
-- after its last run, whenever they were created (a draft published today is news).
create table private.listing_publications (
  product_id uuid primary key references public.products (id) on delete cascade,
  published_at timestamptz not null
);

create index listing_publications_published_at_idx on private.listing_publications (published_at);

revoke all on private.listing_publications from public, anon, authenticated;
grant select on private.listing_publications to service_role;

insert into private.listing_publications (product_id, published_at)
select p.id, p.created_at from public.products p where p.published;

create function private.record_listing_publication()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.published and (tg_op = 'INSERT' or not old.published) then
    insert into private.listing_publications (product_id, published_at)
    values (new.id, clock_timestamp())
    on conflict (product_id) do update set published_at = excluded.published_at;
  end if;
  return null;
end;
$$;

revoke execute on function private.record_listing_publication() from public, anon, authenticated;

create trigger products_record_publication
  after insert or update of published on public.products
  for each row execute function private.record_listing_publication();

-- A saved search. `search` is the canonical shop URL it reopens ({"path": "/loja/<slug>",
-- "query": "<canonical query string>"}); `criteria` is what the shop's RPCs read for that URL
-- ({"search", "category_id", "subcategory_ids", "attribute_ids", "filters"}), which the count and
-- the job use. The storefront writes both from the same canonical filters.
create table public.saved_searches (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  name text not null check (char_length(btrim(name)) between 1 and 120),
  search jsonb not null check (
    jsonb_typeof(search) = 'object'
    and search ->> 'path' ~ '^/loja(/[a-z0-9-]{1,100})?$'
    and jsonb_typeof(search -> 'query') = 'string'
    and char_length(search ->> 'query') <= 2000
  ),
  criteria jsonb not null check (jsonb_typeof(criteria) = 'object' and pg_column_size(criteria) <= 8000),
  frequency text not null default 'imediato' check (frequency in ('imediato', 'diario', 'semanal', 'nunca')),
  last_run_at timestamptz not null default now(),
  unsubscribe_token uuid not null default gen_random_uuid(),
  created_at timestamptz not null default now()
);

create index saved_searches_user_id_idx on public.saved_searches (user_id, created_at);
create unique index saved_searches_unsubscribe_token_key on public.saved_searches (unsubscribe_token);

alter table public.saved_searches enable row level security;

revoke all on public.saved_searches from anon, authenticated;
grant select (id, user_id, name, search, criteria, frequency, last_run_at, created_at) on public.saved_searches to authenticated;
grant insert (name, search, criteria, frequency) on public.saved_searches to authenticated;
grant update (name, frequency) on public.saved_searches to authenticated;
grant delete on public.saved_searches to authenticated;
grant all on public.saved_searches to service_role;

create policy "Users read their own saved searches"
  on public.saved_searches for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users save their own searches"
  on public.saved_searches for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users change their own saved searches"
  on public.saved_searches for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create policy "Users delete their own saved searches"
  on public.saved_searches for delete to authenticated
  using (user_id = (select auth.uid()));

-- A new search's criteria must be ones the shop accepts (shop_filter_conditions refuses the others
-- with a pt-BR 22023; nobody may change them later); a new search starts now (no alert for the listings already there) with a secret
-- nobody chose; one user keeps at most 50.
create function private.check_saved_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  _key text;
begin
  new.name := btrim(new.name);
  if tg_op = 'INSERT' then
    for _key in select jsonb_object_keys(new.criteria) loop
      if _key not in ('search', 'category_id', 'subcategory_ids', 'attribute_ids', 'filters') then
        raise exception 'Busca inválida.' using errcode = '22023', hint = 'shop_filters_invalid';
      end if;
    end loop;
    begin
      perform private.saved_search_args(new.criteria);
    exception when invalid_text_representation or invalid_parameter_value then
      raise exception 'Busca inválida.' using errcode = '22023', hint = 'shop_filters_invalid';
    end;
    perform 1 from private.shop_filter_conditions(
      nullif(new.criteria ->> 'category_id', '')::uuid, nullif(new.criteria -> 'filters', 'null'::jsonb));
    new.last_run_at := now();
    new.unsubscribe_token := gen_random_uuid();
    new.created_at := now();
    if (select count(*) from public.saved_searches s where s.user_id = new.user_id) >= 50 then
      raise exception 'Você atingiu o limite de 50 buscas salvas. Exclua alguma para salvar outra.' using errcode = 'PT400', hint = 'saved_searches_limit';
    end if;
  end if;
  return new;
end;
$$;

-- The shop RPCs' arguments held in a saved search's criteria, typed.
create function private.saved_search_args(
  _criteria jsonb,
  out search text, out category_id uuid, out subcategory_ids uuid[], out attribute_ids uuid[], out filters jsonb
)
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(_criteria) is distinct from 'object' then
    raise exception 'Busca inválida.' using errcode = '22023';
  end if;
  search := nullif(btrim(coalesce(_criteria ->> 'search', '')), '');
  if char_length(search) > 200 then
    raise exception 'Busca inválida.' using errcode = '22023';
  end if;
  category_id := nullif(_criteria ->> 'category_id', '')::uuid;
  if jsonb_typeof(_criteria -> 'subcategory_ids') = 'array' and jsonb_array_length(_criteria -> 'subcategory_ids') > 0 then
    subcategory_ids := array(select v::uuid from jsonb_array_elements_text(_criteria -> 'subcategory_ids') v limit 100);
  end if;
  if jsonb_typeof(_criteria -> 'attribute_ids') = 'array' and jsonb_array_length(_criteria -> 'attribute_ids') > 0 then
    attribute_ids := array(select v::uuid from jsonb_array_elements_text(_criteria -> 'attribute_ids') v limit 100);
  end if;
  filters := nullif(_criteria -> 'filters', 'null'::jsonb);
end;
$$;

revoke execute on function private.check_saved_search() from public, anon, authenticated;
revoke execute on function private.saved_search_args(jsonb) from public, anon;
grant execute on function private.saved_search_args(jsonb) to authenticated, service_role;

create trigger saved_searches_check
  before insert or update on public.saved_searches
  for each row execute function private.check_saved_search();

-- Which of the given listings a saved search's criteria match, by the shop's own conditions
-- (shop_search_sql, shop_filter_conditions) over product_search, which holds the published
-- listings the shop lists: a new match is what the shop would show for that URL.
create function private.saved_search_matches(_criteria jsonb, _product_ids uuid[])
returns setof uuid
language plpgsql
stable
set search_path = ''
set pg_trgm.word_similarity_threshold = 0.5
as $$
declare
  _args record;
  _search record;
  _conditions text := '';
begin
  if coalesce(cardinality(_product_ids), 0) = 0 then
    return;
  end if;
  select * into _args from private.saved_search_args(_criteria);
  select * into _search from public.shop_search_sql(_args.search);
  if _search.condition is not null then
    _conditions := _conditions || ' and ' || _search.condition;
  end if;
  if _args.category_id is not null then
    _conditions := _conditions || ' and r.category_id = $1';
  end if;
  if coalesce(cardinality(_args.subcategory_ids), 0) > 0 then
    _conditions := _conditions || ' and r.subcategory_id = any ($2)';
  end if;
  if coalesce(cardinality(_args.attribute_ids), 0) > 0 then
    _conditions := _conditions || ' and r.attribute_id = any ($3)';
  end if;
  select _conditions || coalesce(string_agg(' and ' || f.condition, '' order by f.facet), '') into _conditions
  from private.shop_filter_conditions(_args.category_id, _args.filters) f;
  return query execute format(
    'select distinct r.product_id from public.product_search r where r.product_id = any ($4)%s', _conditions
  ) using _args.category_id, _args.subcategory_ids, _args.attribute_ids, _product_ids;
end;
$$;

revoke execute on function private.saved_search_matches(jsonb, uuid[]) from public, anon, authenticated;

-- The caller's saved searches with the count of listings matching each now (shop_facets' total,
-- as the shop shows it), oldest first.
create function public.my_saved_searches()
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  _result jsonb := '[]'::jsonb;
  _row record;
  _args record;
  _total bigint;
begin
  if (select auth.uid()) is null then
    raise exception 'Entre na sua conta para ver suas buscas salvas.' using errcode = '42501';
  end if;
  for _row in
    -- The columns the caller may read (the unsubscribe token is not one).
    select s.id, s.name, s.search, s.criteria, s.frequency, s.created_at
    from public.saved_searches s where s.user_id = (select auth.uid()) order by s.created_at, s.id
  loop
    select * into _args from private.saved_search_args(_row.criteria);
    begin
      _total := (public.shop_facets(_args.search, _args.category_id, _args.subcategory_ids, _args.attribute_ids, _args.filters) ->> 'total')::bigint;
    exception when invalid_parameter_value then
      -- A filter the category no longer has (a specification removed since): no count, still listed.
      _total := null;
    end;
    _result := _result || jsonb_build_object(
      'id', _row.id, 'name', _row.name, 'search', _row.search, 'frequency', _row.frequency,
      'created_at', _row.created_at, 'match_count', _total);
  end loop;
  return _result;
end;
$$;

revoke execute on function public.my_saved_searches() from public, anon;
grant execute on function public.my_saved_searches() to authenticated, service_role;

-- The favourites' alerts a user wants. No row = all three on (the defaults); the job creates the
-- row, and with it the secret of the e-mails' unsubscribe links, the first time it writes to them.
create table public.alert_preferences (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  price_drop boolean not null default true,
  sold boolean not null default true,
  back_on_sale boolean not null default true,
  unsubscribe_token uuid not null default gen_random_uuid(),
  updated_at timestamptz not null default now()
);

create unique index alert_preferences_unsubscribe_token_key on public.alert_preferences (unsubscribe_token);

alter table public.alert_preferences enable row level security;

revoke all on public.alert_preferences from anon, authenticated;
grant select (user_id, price_drop, sold, back_on_sale, updated_at) on public.alert_preferences to authenticated;
grant insert (price_drop, sold, back_on_sale) on public.alert_preferences to authenticated;
grant update (price_drop, sold, back_on_sale) on public.alert_preferences to authenticated;
grant all on public.alert_preferences to service_role;

create policy "Users read their own alert preferences"
  on public.alert_preferences for select to authenticated
  using (user_id = (select auth.uid()));

create policy "Users set their own alert preferences"
  on public.alert_preferences for insert to authenticated
  with check (user_id = (select auth.uid()));

create policy "Users change their own alert preferences"
  on public.alert_preferences for update to authenticated
  using (user_id = (select auth.uid()))
  with check (user_id = (select auth.uid()));

create function private.touch_alert_preferences()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.unsubscribe_token := gen_random_uuid();
  end if;
  new.updated_at := now();
  return new;
end;
$$;

revoke execute on function private.touch_alert_preferences() from public, anon, authenticated;

create trigger alert_preferences_touch
  before insert or update on public.alert_preferences
  for each row execute function private.touch_alert_preferences();

-- What the job last saw of each favourite (on sale or not, its effective price), so a change is
-- told once; the first sight of a favourite tells nothing.
create table public.favourite_alert_state (
  user_id uuid not null references auth.users (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  available boolean not null,
  price numeric(14, 2),
  checked_at timestamptz not null default now(),
  primary key (user_id, product_id)
);

alter table public.favourite_alert_state enable row level security;
revoke all on public.favourite_alert_state from anon, authenticated;
grant select on public.favourite_alert_state to authenticated;
grant all on public.favourite_alert_state to service_role;

create policy "Users read their own favourites' alert state"
  on public.favourite_alert_state for select to authenticated
  using (user_id = (select auth.uid()));

-- A new favourite's state is what the buyer saw when they gave the heart: a price cut right
-- after is news, whenever the job next runs.
create function private.init_favourite_alert_state()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.favourite_alert_state (user_id, product_id, available, price)
  select new.user_id, p.id, (p.published and p.stock_quantity > 0),
    case when p.price_on_request then null else coalesce(p.sale_price, p.price) end
  from public.products p where p.id = new.product_id
  on conflict (user_id, product_id) do update
  set available = excluded.available, price = excluded.price, checked_at = now();
  return null;
end;
$$;

revoke execute on function private.init_favourite_alert_state() from public, anon, authenticated;

create trigger favourites_init_alert_state
  after insert on public.favourites
  for each row execute function private.init_favourite_alert_state();

insert into public.favourite_alert_state (user_id, product_id, available, price)
select f.user_id, p.id, (p.published and p.stock_quantity > 0),
  case when p.price_on_request then null else coalesce(p.sale_price, p.price) end
from public.favourites f join public.products p on p.id = f.product_id;

-- Every alert event told (or being told) to a user; the unique key is what keeps one event from
-- being sent twice: a saved search's listing once, a favourite's price drop once per price
-- history row, a sale/withdrawal once per change the job saw.
create table public.alert_deliveries (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('search', 'price_drop', 'sold', 'back_on_sale')),
  saved_search_id uuid references public.saved_searches (id) on delete cascade,
  product_id uuid not null references public.products (id) on delete cascade,
  event_key text not null,
  created_at timestamptz not null default now(),
  sent_at timestamptz,
  constraint alert_deliveries_search_kind check ((kind = 'search') = (saved_search_id is not null))
);

create unique index alert_deliveries_event_key on public.alert_deliveries
  (user_id, kind, coalesce(saved_search_id, '00000000-0000-0000-0000-000000000000'::uuid), product_id, event_key);
create index alert_deliveries_unsent_idx on public.alert_deliveries (user_id) where sent_at is null;

alter table public.alert_deliveries enable row level security;
revoke all on public.alert_deliveries from anon, authenticated;
grant select on public.alert_deliveries to authenticated;
grant all on public.alert_deliveries to service_role;

create policy "Users read their own alert deliveries"
  on public.alert_deliveries for select to authenticated
  using (user_id = (select auth.uid()));

-- R$ 1.234.567,89 (the server's locale may not be pt-BR).
create function private.brl(_value numeric)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'R$ ' || translate(to_char(_value, 'FM999,999,999,999,990.00'), ',.', '.,')
$$;

revoke execute on function private.brl(numeric) from public, anon, authenticated;

-- One listing's lines in an alert e-mail: name (and a note) and price, photo, link ({{site}} is the
-- storefront's address, put in by whoever delivers the outbox).
create function private.alert_listing_lines(_product_id uuid, _note text)
returns text
language sql
stable
set search_path = ''
as $$
  select '• ' || p.name || coalesce(' (' || _note || ')', '') || ' — '
    || case when p.price_on_request then 'Sob Consulta'
            when coalesce(p.sale_price, p.price) is null then 'Sob Consulta'
            else private.brl(coalesce(p.sale_price, p.price)) end || E'\n'
    || coalesce('  Foto: ' || (select i.url from public.product_images i where i.product_id = p.id order by i.sort_order, i.created_at limit 1) || E'\n', '')
    || '  {{site}}/produto/' || p.id
  from public.products p
  where p.id = _product_id
$$;

revoke execute on function private.alert_listing_lines(uuid, text) from public, anon, authenticated;

-- The id of a listing's latest price history row (public.price_history, written by the products'
-- trigger): a price drop is told once per row, even when a price falls back to a value it had.
-- Null where the history is not there.
create function private.latest_price_change(_product_id uuid)
returns bigint
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if to_regclass('public.price_history') is null then
    return null;
  end if;
  return (select h.id from public.price_history h where h.product_id = _product_id order by h.changed_at desc, h.id desc limit 1);
end;
$$;

revoke execute on function private.latest_price_change(uuid) from public, anon, authenticated;

-- The price drops recorded in (_since, _until]: each price history row whose effective price is
-- lower than the row before it. None where the history is not there.
create function private.price_drops_between(_since timestamptz, _until timestamptz)
returns table (product_id uuid, history_id bigint)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if to_regclass('public.price_history') is null then
    return;
  end if;
  return query
  select h.product_id, h.id
  from (
    select ph.product_id, ph.id, ph.changed_at,
      case when ph.price_on_request then null else coalesce(ph.sale_price, ph.price) end as effective,
      lag(case when ph.price_on_request then null else coalesce(ph.sale_price, ph.price) end)
        over (partition by ph.product_id order by ph.changed_at, ph.id) as before
    from public.price_history ph
    where ph.product_id in (select x.product_id from public.price_history x where x.changed_at > _since and x.changed_at <= _until)
  ) h
  where h.changed_at > _since and h.changed_at <= _until and h.effective < h.before;
end;
$$;

revoke execute on function private.price_drops_between(timestamptz, timestamptz) from public, anon, authenticated;

-- The alerts' job: records this run's events and queues one e-mail per user with all of them.
-- Run by the embedded backend's timer and by pg_cron; as its owner (it reads every user's rows).
create function public.run_alerts()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- The clock, not the transaction's start: a listing published earlier in the same transaction
  -- (a test's) is before it.
  _now timestamptz := clock_timestamp();
  _search public.saved_searches;
  _candidates uuid[];
  _searches integer := 0;
  _mails integer := 0;
  _user record;
  _body text;
  _first_link text;
  _group record;
begin
  -- Saved searches that are due: every run for imediato, a day or a week after the last one.
  -- Switched off ones move on too, so turning one back on does not bring back the old listings.
  for _search in
    select s.* from public.saved_searches s
    where s.frequency in ('imediato', 'nunca')
       or (s.frequency = 'diario' and s.last_run_at <= _now - interval '1 day' + interval '30 seconds')
       or (s.frequency = 'semanal' and s.last_run_at <= _now - interval '7 days' + interval '30 seconds')
    for update skip locked
  loop
    if _search.frequency <> 'nunca' then
      _candidates := array(
        select l.product_id from private.listing_publications l
        where l.published_at > _search.last_run_at and l.published_at <= _now
      );
      begin
        insert into public.alert_deliveries (user_id, kind, saved_search_id, product_id, event_key)
        select _search.user_id, 'search', _search.id, m, 'match'
        from private.saved_search_matches(_search.criteria, _candidates) m
        on conflict do nothing;
        -- A listing of the search whose price dropped since (into its price range, or within it).
        insert into public.alert_deliveries (user_id, kind, saved_search_id, product_id, event_key)
        select _search.user_id, 'search', _search.id, d.product_id, 'price_history:' || d.history_id
        from private.price_drops_between(_search.last_run_at, _now) d
        where d.product_id in (
          select m from private.saved_search_matches(_search.criteria,
            array(select x.product_id from private.price_drops_between(_search.last_run_at, _now) x)) m)
          -- A listing first told of in this same run is told once.
          and not exists (
            select 1 from public.alert_deliveries o
            where o.saved_search_id = _search.id and o.product_id = d.product_id and o.sent_at is null)
        on conflict do nothing;
      exception when invalid_parameter_value then
        -- A specification the search filters by was removed since: nothing matches it any more.
        null;
      end;
      _searches := _searches + 1;
    end if;
    update public.saved_searches set last_run_at = _now where id = _search.id;
  end loop;

  -- Favourites: compare each with what the job last saw of it.
  with current_state as (
    select f.user_id, f.product_id,
      (p.published and p.stock_quantity > 0) as available,
      case when p.price_on_request then null else coalesce(p.sale_price, p.price) end as price
    from public.favourites f
    join public.products p on p.id = f.product_id
  ), changes as (
    select c.*, s.available as was_available, s.price as was_price
    from current_state c
    join public.favourite_alert_state s on s.user_id = c.user_id and s.product_id = c.product_id
    where s.available is distinct from c.available or s.price is distinct from c.price
  ), events as (
    select ch.user_id, ch.product_id,
      case when ch.was_available and not ch.available then 'sold'
           when not ch.was_available and ch.available then 'back_on_sale'
           when ch.available and ch.price < ch.was_price then 'price_drop' end as kind,
      ch.price
    from changes ch
  )
  insert into public.alert_deliveries (user_id, kind, product_id, event_key)
  select e.user_id, e.kind, e.product_id,
    case when e.kind = 'price_drop'
      then coalesce('price_history:' || private.latest_price_change(e.product_id), 'price:' || e.price)
      else e.kind || ':' || to_char(_now, 'YYYYMMDDHH24MISSUS') end
  from events e
  left join public.alert_preferences ap on ap.user_id = e.user_id
  where e.kind is not null
    and case e.kind when 'sold' then coalesce(ap.sold, true)
                    when 'back_on_sale' then coalesce(ap.back_on_sale, true)
                    else coalesce(ap.price_drop, true) end
  on conflict do nothing;

  insert into public.favourite_alert_state (user_id, product_id, available, price, checked_at)
  select f.user_id, f.product_id, (p.published and p.stock_quantity > 0),
    case when p.price_on_request then null else coalesce(p.sale_price, p.price) end, _now
  from public.favourites f
  join public.products p on p.id = f.product_id
  on conflict (user_id, product_id) do update
  set available = excluded.available, price = excluded.price, checked_at = excluded.checked_at
  where public.favourite_alert_state.available is distinct from excluded.available
     or public.favourite_alert_state.price is distinct from excluded.price;

  -- The favourites' unsubscribe links need the user's preferences row.
  insert into public.alert_preferences (user_id)
  select distinct d.user_id from public.alert_deliveries d
  where d.sent_at is null and d.kind <> 'search'
  on conflict (user_id) do nothing;

  -- One e-mail per user with every event not yet sent.
  for _user in
    select d.user_id, u.email
    from public.alert_deliveries d
    join auth.users u on u.id = d.user_id
    where d.sent_at is null
    group by d.user_id, u.email
  loop
    _body := 'Olá! Há novidades nos seus alertas da OneBoss.';
    _first_link := null;
    for _group in
      select d.kind, d.saved_search_id, min(s.name) as search_name,
        min(s.unsubscribe_token::text) as search_token, min(ap.unsubscribe_token::text) as favourites_token,
        string_agg(private.alert_listing_lines(d.product_id,
          case when d.kind = 'search' and d.event_key like 'price_history:%' then 'preço reduzido' end), E'\n' order by d.created_at, d.id) as lines
      from public.alert_deliveries d
      left join public.saved_searches s on s.id = d.saved_search_id
      left join public.alert_preferences ap on ap.user_id = d.user_id
      where d.user_id = _user.user_id and d.sent_at is null
      group by d.kind, d.saved_search_id
      order by d.kind = 'search' desc, min(s.name), d.kind
    loop
      _body := _body || E'\n\n' || case _group.kind
        when 'search' then 'Novidades na sua busca "' || _group.search_name || '":'
        when 'price_drop' then 'Preço reduzido nos seus favoritos:'
        when 'sold' then 'Favoritos que foram vendidos ou saíram do ar:'
        else 'Favoritos que voltaram à venda:' end
        || E'\n' || _group.lines || E'\n'
        || case _group.kind
             when 'search' then 'Não quer mais este alerta? {{site}}/alertas/descadastrar?token=' || _group.search_token
             else 'Não quer mais este aviso? {{site}}/alertas/descadastrar?token=' || _group.favourites_token || '&tipo='
               || case _group.kind when 'price_drop' then 'preco' when 'sold' then 'vendido' else 'disponivel' end
           end;
      _first_link := coalesce(_first_link, '/alertas/descadastrar?token='
        || case when _group.kind = 'search' then _group.search_token
                else _group.favourites_token || '&tipo=' || case _group.kind when 'price_drop' then 'preco' when 'sold' then 'vendido' else 'disponivel' end end);
    end loop;
    _body := _body || E'\n\n' || 'Você recebe este e-mail porque ativou alertas na sua conta OneBoss. '
      || 'Escolha o que receber em {{site}}/perfil/notificacoes';
    update public.alert_deliveries set sent_at = _now where user_id = _user.user_id and sent_at is null;
    insert into private.email_outbox (recipient, subject, body, link_path)
    values (_user.email, 'Novidades nos seus alertas OneBoss', _body, _first_link);
    _mails := _mails + 1;
  end loop;

  return jsonb_build_object('searches', _searches, 'mails', _mails);
end;
$$;

revoke execute on function public.run_alerts() from public, anon, authenticated;
grant execute on function public.run_alerts() to service_role;

-- Turns one alert off from its e-mail's link, without signing in: a saved search's token sets it
-- to 'nunca'; the favourites' token with `tipo` (preco, vendido, disponivel) switches that one
-- off. The answer names what was switched off, or null for a malformed, forged or unknown token
-- (one answer for all, so it tells nothing about other users).
create function private.alert_unsubscribe(_token uuid, _kind text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  _name text;
begin
  update public.saved_searches set frequency = 'nunca' where unsubscribe_token = _token returning name into _name;
  if found then
    return 'Busca salva "' || _name || '"';
  end if;
  if _kind = 'preco' then
    update public.alert_preferences set price_drop = false where unsubscribe_token = _token;
  elsif _kind = 'vendido' then
    update public.alert_preferences set sold = false where unsubscribe_token = _token;
  elsif _kind = 'disponivel' then
    update public.alert_preferences set back_on_sale = false where unsubscribe_token = _token;
  else
    return null;
  end if;
  if not found then
    return null;
  end if;
  return case _kind when 'preco' then 'Preço reduzido nos favoritos'
                    when 'vendido' then 'Favoritos vendidos ou fora do ar'
                    else 'Favoritos de volta à venda' end;
end;
$$;

revoke execute on function private.alert_unsubscribe(uuid, text) from public;
grant execute on function private.alert_unsubscribe(uuid, text) to anon, authenticated, service_role;

create function public.alert_unsubscribe(token text, kind text default null)
returns text
language plpgsql
volatile
set search_path = ''
as $$
begin
  if token is null or token !~ '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' then
    return null;
  end if;
  return private.alert_unsubscribe(token::uuid, kind);
end;
$$;

revoke execute on function public.alert_unsubscribe(text, text) from public;
grant execute on function public.alert_unsubscribe(text, text) to anon, authenticated, service_role;

-- The LGPD export gains the saved searches, the alert preferences and the alerts sent.
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
    ), '[]'::jsonb),
    'saved_searches', coalesce((
      select jsonb_agg(jsonb_build_object('name', s.name, 'search', s.search, 'frequency', s.frequency,
        'last_run_at', s.last_run_at, 'created_at', s.created_at) order by s.created_at)
      from public.saved_searches s where s.user_id = _uid
    ), '[]'::jsonb),
    'alert_preferences', (
      select jsonb_build_object('price_drop', a.price_drop, 'sold', a.sold, 'back_on_sale', a.back_on_sale, 'updated_at', a.updated_at)
      from public.alert_preferences a where a.user_id = _uid
    ),
    'alerts_sent', coalesce((
      select jsonb_agg(jsonb_build_object('kind', d.kind, 'saved_search_id', d.saved_search_id, 'product_id', d.product_id,
        'created_at', d.created_at, 'sent_at', d.sent_at) order by d.created_at, d.id)
      from public.alert_deliveries d where d.user_id = _uid
    ), '[]'::jsonb)
  );
end;
$$;
