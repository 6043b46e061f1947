-- 'Sob Consulta' and unpriced products come after every priced one under both price sorts. The
-- spec's "a missing price counts as 0" put them first under 'Menor preço' (seven of them in the
-- demo catalogue). sort_price is now what the product sells for, or null without a price, and the
-- shop orders nulls last in both directions. NaN never reaches it: the finite-price checks refuse it.
-- A generated column's expression cannot change before PostgreSQL 17, so the column is dropped and
-- added again; its indexes go with it and are built again with `nulls last`.
alter table public.products drop column sort_price;
alter table public.products
  add column sort_price numeric(14, 2) generated always as (coalesce(sale_price, price)) stored;

create index products_published_sort_price_idx on public.products (published, sort_price);
create index products_shop_price_asc_idx on public.products (sort_price asc nulls last, name, id) where published;
create index products_shop_price_desc_idx on public.products (sort_price desc nulls last, name, id) where published;

-- product_search copies sort_price (its sync trigger reads the new column unchanged).
alter table public.product_search alter column sort_price drop not null;
update public.product_search s
set sort_price = p.sort_price
from public.products p
where p.id = s.product_id and s.sort_price is distinct from p.sort_price;

-- As in 20251124100100, with unpriced products last under both price sorts.
create or replace function public.shop_products(
  _search text default null,
  _category_id uuid default null,
  _subcategory_ids uuid[] default null,
  _attribute_ids uuid[] default null,
  _sort text default 'relevance',
  _offset integer default 0,
  _limit integer default 12
)
returns setof public.products
language plpgsql
stable
set search_path = ''
as $$
declare
  pattern text := public.shop_search_pattern(_search);
  -- %1$s is the row's alias, %2$s its id column.
  sort_keys text := case _sort
    when 'price-asc' then '%1$ssort_price asc nulls last, %1$sname, %1$s%2$s'
    when 'price-desc' then '%1$ssort_price desc nulls last, %1$sname, %1$s%2$s'
    when 'newest' then '%1$screated_at desc, %1$s%2$s'
    else '%1$sfeatured desc, %1$sname, %1$s%2$s'
  end;
  source text := case when pattern is null then 'public.products r where r.published'
                      else 'public.product_search r where r.search_text like $4' end;
  id_column text := case when pattern is null then 'id' else 'product_id' end;
  conditions text := '';
begin
  if _offset is null or _offset < 0 or _limit is null or _limit < 0 or _limit > 100 then
    raise exception 'invalid page: offset %, limit %', _offset, _limit using errcode = '22023';
  end if;
  -- Only the filters in use go into the query, so each page is planned for its own indexes.
  if _category_id is not null then
    conditions := conditions || ' and r.category_id = $1';
  end if;
  if coalesce(cardinality(_subcategory_ids), 0) > 0 then
    conditions := conditions || ' and r.subcategory_id = any ($2)';
  end if;
  if coalesce(cardinality(_attribute_ids), 0) > 0 then
    conditions := conditions || ' and r.attribute_id = any ($3)';
  end if;

  -- The page's ids in order, read from the sort's covering index where there is one (no table
  -- row is fetched for the rows the offset skips), then their rows.
  return query execute format(
    'select p.* from unnest(array(select r.%1$s from %2$s%3$s order by %4$s limit $5 offset $6))
       with ordinality as page(id, position)
     join public.products p on p.id = page.id
     order by page.position',
    id_column, source, conditions, format(sort_keys, 'r.', id_column)
  ) using _category_id, _subcategory_ids, _attribute_ids, pattern, _limit, _offset;
end;
$$;
