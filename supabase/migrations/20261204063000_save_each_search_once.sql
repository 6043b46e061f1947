-- A buyer keeps each shop address as one saved search: saving the same address again would mail
-- every new listing twice. Addresses saved twice before this keep their oldest row (its alerts ran
-- from the earliest date); the unique index holds the rule, and the trigger refuses a second save
-- in pt-BR with HTTP 409, after taking a per-buyer lock so that two saves at once cannot both pass
-- its checks (this one and the limit of 50).

-- The address is its path and query and nothing beside them: the column took any object, a
-- megabyte of anything per row and fifty rows per account. Rows holding more keep the two.
update public.saved_searches
  set search = jsonb_build_object('path', search -> 'path', 'query', search -> 'query')
  where search - 'path' - 'query' <> '{}'::jsonb;

alter table public.saved_searches
  add constraint saved_searches_search_keys check (search - 'path' - 'query' = '{}'::jsonb);

delete from public.saved_searches later
  using public.saved_searches kept
  where later.user_id = kept.user_id
    and later.search ->> 'path' = kept.search ->> 'path'
    and later.search ->> 'query' = kept.search ->> 'query'
    and (later.created_at, later.id) > (kept.created_at, kept.id);

-- md5 of the query: a query may be 2 000 characters, past what a btree entry comfortably holds.
create unique index saved_searches_user_address_key
  on public.saved_searches (user_id, (search ->> 'path'), md5(search ->> 'query'));

create or replace function private.check_saved_search()
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
    perform pg_advisory_xact_lock(hashtext('saved_searches'), hashtext(new.user_id::text));
    if exists (
      select 1 from public.saved_searches s
      where s.user_id = new.user_id
        and s.search ->> 'path' = new.search ->> 'path'
        and s.search ->> 'query' = new.search ->> 'query'
    ) then
      raise exception 'Você já salvou esta busca. Veja em Perfil › Buscas salvas.' using errcode = 'PT409', hint = 'saved_search_exists';
    end if;
    if (select count(*) from public.saved_searches s where s.user_id = new.user_id) >= 50 then
      raise exception 'Você atingiu o limite de 50 buscas salvas. Exclua alguma para salvar outra.' using errcode = 'PT400', hint = 'saved_searches_limit';
    end if;
  end if;
  return new;
end;
$$;
