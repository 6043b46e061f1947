-- The back office's CSV import: every listing of a file, with its pictures' rows, written in one
-- transaction, so a file imports whole or not at all. Each element is a product row as the admin
-- writes one (columns by name; `images` the public URLs of pictures already uploaded to the
-- products bucket, in order; `line` the CSV line, leading the message of a refused row). It runs
-- as the caller: the products' and pictures' RLS, checks and triggers apply as to any admin write.
create function public.import_products(_products jsonb)
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  _item jsonb;
  _line integer;
  _id uuid;
  _count integer := 0;
  _state text;
  _message text;
  _detail text;
  _hint text;
  _constraint text;
  _table text;
  _column text;
begin
  if not (select public.is_current_user_admin()) then
    raise exception 'Somente administradores podem importar produtos.' using errcode = '42501';
  end if;
  -- The embedded backend on PostgreSQL hands a JSON array argument over as a JSON string of it.
  if jsonb_typeof(_products) = 'string' then
    _products := (_products #>> '{}')::jsonb;
  end if;
  if jsonb_typeof(_products) is distinct from 'array' then
    raise exception 'A importação espera uma lista de produtos.' using errcode = '22023';
  end if;

  for _item in select value from jsonb_array_elements(_products) loop
    _line := (_item ->> 'line')::integer;
    insert into public.products (
      id, name, short_description, description, price, sale_price, price_on_request, category_id,
      subcategory_id, attribute_id, featured, published, stock_quantity, specs, uf, city_id, neighbourhood
    )
    select
      coalesce(p.id, gen_random_uuid()), p.name, p.short_description, p.description, p.price,
      p.sale_price, coalesce(p.price_on_request, false), p.category_id, p.subcategory_id,
      p.attribute_id, coalesce(p.featured, false), coalesce(p.published, false),
      coalesce(p.stock_quantity, 1), coalesce(p.specs, '{}'::jsonb), p.uf, p.city_id, p.neighbourhood
    from jsonb_populate_record(null::public.products, _item) as p
    returning id into _id;

    insert into public.product_images (product_id, url, sort_order)
    select _id, image.url, image.position - 1
    from jsonb_array_elements_text(coalesce(_item -> 'images', '[]'::jsonb)) with ordinality as image (url, position);

    _count := _count + 1;
  end loop;
  return _count;
exception
  when others then
    -- The refusal as it was (code, detail, hint, constraint), its message led by the line the
    -- operator fixes: the message is what every backend passes on.
    get stacked diagnostics
      _state = returned_sqlstate, _message = message_text, _detail = pg_exception_detail,
      _hint = pg_exception_hint, _constraint = constraint_name, _table = table_name, _column = column_name;
    -- RAISE takes no null option: an absent one is ''.
    raise exception using
      errcode = _state, message = case when _line is null then _message else format('Linha %s: %s', _line, _message) end,
      detail = coalesce(_detail, ''), hint = coalesce(_hint, ''), constraint = coalesce(_constraint, ''),
      table = coalesce(_table, ''), column = coalesce(_column, '');
end;
$$;

revoke execute on function public.import_products(jsonb) from public, anon;
grant execute on function public.import_products(jsonb) to authenticated, service_role;
