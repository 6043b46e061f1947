-- shop_products and shop_facets read `_filters` given as a JSON string of the object too: the
-- embedded backend on PostgreSQL hands an object argument over that way (import_products reads
-- its list the same way). Otherwise as in 20261128051100.
create or replace function private.shop_filter_conditions(_category_id uuid, _filters jsonb)
returns table (facet text, condition text)
language plpgsql
stable
set search_path = ''
as $$
declare
  _key text;
  _value jsonb;
  _spec_key text;
  _spec_value jsonb;
  _items text[];
  _codes integer[];
  _def public.spec_definitions;
begin
  if _filters is null or jsonb_typeof(_filters) = 'null' then
    return;
  end if;
  -- The embedded backend on PostgreSQL hands an object argument over as a JSON string of it
  -- (as import_products reads its list).
  if jsonb_typeof(_filters) = 'string' then
    begin
      _filters := (_filters #>> '{}')::jsonb;
    exception when invalid_text_representation then
      perform private.shop_filters_invalid('formato');
    end;
  end if;
  if jsonb_typeof(_filters) <> 'object' then
    perform private.shop_filters_invalid('formato');
  end if;
  for _key, _value in select e.key, e.value from jsonb_each(_filters) e loop
    condition := null;
    if _key = 'price' then
      facet := 'price';
      condition := private.shop_range_condition('r.sort_price', _value, 'numeric', 'preço');
    elsif _key = 'uf' then
      _items := private.shop_filter_strings(_value, 'UF');
      if exists (select 1 from unnest(_items) u where private.uf_name(u) is null) then
        perform private.shop_filters_invalid('UF');
      end if;
      facet := 'uf';
      condition := case when cardinality(_items) > 0 then format('r.uf = any (%L::char(2)[])', _items) end;
    elsif _key = 'city' then
      if jsonb_typeof(_value) is distinct from 'array' or jsonb_array_length(_value) > 100
        or exists (select 1 from jsonb_array_elements(_value) v where jsonb_typeof(v) <> 'number' or v #>> '{}' !~ '^[0-9]{7}$') then
        perform private.shop_filters_invalid('cidade');
      end if;
      facet := 'city';
      condition := case when jsonb_array_length(_value) > 0
        then format('r.city_id = any (%L::integer[])', array(select (v #>> '{}')::integer from jsonb_array_elements(_value) v)) end;
    elsif _key = 'specs' then
      if jsonb_typeof(_value) is distinct from 'object' then
        perform private.shop_filters_invalid('especificações');
      end if;
      for _spec_key, _spec_value in select e.key, e.value from jsonb_each(_value) e loop
        select d.* into _def
        from public.spec_definitions d
        where d.category_id = _category_id and d.key = _spec_key and d.filterable and d.type <> 'text';
        if not found then
          perform private.shop_filters_invalid(left(_spec_key, 40));
        end if;
        facet := 'spec:' || _spec_key;
        if _def.type in ('number', 'integer', 'year') then
          condition := private.shop_range_condition(format('r.spec_numbers[%s]', _def.filter_slot), _spec_value, 'float8', _def.label);
        elsif _def.type = 'boolean' then
          if jsonb_typeof(_spec_value) <> 'boolean' then
            perform private.shop_filters_invalid(_def.label);
          end if;
          condition := format('r.spec_numbers[%s] = %s', _def.filter_slot, case when _spec_value = 'true'::jsonb then 1 else 0 end);
        else
          _items := private.shop_filter_strings(_spec_value, _def.label);
          _codes := array(select o.code from public.spec_options o where o.definition_id = _def.id and o.value = any (_items) order by o.code);
          if cardinality(_codes) <> (select count(distinct i) from unnest(_items) i) then
            perform private.shop_filters_invalid(_def.label);
          end if;
          condition := case when cardinality(_codes) > 0 then format('r.spec_options && %L::integer[]', _codes) end;
        end if;
        if condition is not null then
          return next;
        end if;
      end loop;
      condition := null;
    else
      perform private.shop_filters_invalid(left(_key, 40));
    end if;
    if condition is not null then
      return next;
    end if;
  end loop;
end;
$$;
