-- The shop's typed filters (price, UF, city, a category's specifications) and their facet counts
-- read product_search, as the search already does. Measured at 1 000 000 listings before choosing
-- (docs/spec-filters.md): a listing's filterable values are copied there typed, as one float8
-- array indexed by each definition's slot (numbers, integers, years; booleans as 1/0) and one
-- integer array of the codes of the options it holds. Comparing an array element or testing an
-- integer array costs half of reading the same value out of the specs JSON per row, and a
-- covering index on the category lets a category's rows be counted without reading the wide
-- search rows. products.specs stays the one source of truth; the triggers below keep the copy.

-- A definition's place in product_search.spec_numbers: given once, when it is created, and never
-- reused within its category, so a stored array never names another definition's values.
alter table public.spec_definitions add column filter_slot smallint;

update public.spec_definitions d
set filter_slot = s.slot
from (select id, row_number() over (partition by category_id order by created_at, id) as slot from public.spec_definitions) s
where s.id = d.id;

alter table public.spec_definitions
  alter column filter_slot set not null,
  add constraint spec_definitions_filter_slot_key unique (category_id, filter_slot);

create function private.assign_spec_filter_slot()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and new.category_id = old.category_id then
    -- Server-owned: an admin's write cannot move a definition onto another's values.
    new.filter_slot := old.filter_slot;
    return new;
  end if;
  perform pg_advisory_xact_lock(hashtext('spec_filter_slot:' || new.category_id::text));
  new.filter_slot := coalesce((select max(d.filter_slot) from public.spec_definitions d where d.category_id = new.category_id), 0) + 1;
  return new;
end;
$$;

revoke execute on function private.assign_spec_filter_slot() from public, anon, authenticated;

create trigger spec_definitions_assign_filter_slot
  before insert or update on public.spec_definitions
  for each row execute function private.assign_spec_filter_slot();

-- An option's number in product_search.spec_options: filters and counts compare integers.
alter table public.spec_options add column code integer generated always as identity;
alter table public.spec_options add constraint spec_options_code_key unique (code);

-- A listing's range and yes/no values by slot (null where it has none).
create function private.product_spec_numbers(_category_id uuid, _specs jsonb)
returns float8[]
language sql
stable
set search_path = ''
as $$
  select array_agg(
    case when d.type = 'boolean' then case _specs -> d.key when 'true'::jsonb then 1 when 'false'::jsonb then 0 end
         when d.type in ('number', 'integer', 'year') then (_specs ->> d.key)::float8
    end
    order by s.slot)
  from generate_series(1, (select max(x.filter_slot) from public.spec_definitions x where x.category_id = _category_id)) as s(slot)
  left join public.spec_definitions d on d.category_id = _category_id and d.filter_slot = s.slot
  where _specs <> '{}'::jsonb
$$;

-- The codes of the options a listing holds, ascending.
create function private.product_spec_codes(_category_id uuid, _specs jsonb)
returns integer[]
language sql
stable
set search_path = ''
as $$
  select coalesce(array_agg(o.code order by o.code), '{}')
  from jsonb_each(_specs) e
  join public.spec_definitions d on d.category_id = _category_id and d.key = e.key and d.type in ('option', 'options')
  cross join lateral jsonb_array_elements_text(case when jsonb_typeof(e.value) = 'array' then e.value else jsonb_build_array(e.value) end) v(value)
  join public.spec_options o on o.definition_id = d.id and o.value = v.value
$$;

-- A UF's name, as a buyer types it ("santa catarina").
create function private.uf_name(_uf text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case _uf
    when 'AC' then 'Acre' when 'AL' then 'Alagoas' when 'AP' then 'Amapá' when 'AM' then 'Amazonas'
    when 'BA' then 'Bahia' when 'CE' then 'Ceará' when 'DF' then 'Distrito Federal' when 'ES' then 'Espírito Santo'
    when 'GO' then 'Goiás' when 'MA' then 'Maranhão' when 'MT' then 'Mato Grosso' when 'MS' then 'Mato Grosso do Sul'
    when 'MG' then 'Minas Gerais' when 'PA' then 'Pará' when 'PB' then 'Paraíba' when 'PR' then 'Paraná'
    when 'PE' then 'Pernambuco' when 'PI' then 'Piauí' when 'RJ' then 'Rio de Janeiro' when 'RN' then 'Rio Grande do Norte'
    when 'RS' then 'Rio Grande do Sul' when 'RO' then 'Rondônia' when 'RR' then 'Roraima' when 'SC' then 'Santa Catarina'
    when 'SP' then 'São Paulo' when 'SE' then 'Sergipe' when 'TO' then 'Tocantins'
  end
$$;

-- product_search's text: the product's own text, its category and subcategory names (as before),
-- the labels of the options it holds, its text values, and its bairro, city, UF name and code.
-- The added words are folded in one call: f_unaccent costs about 0.1 ms a call, most of a
-- listing's sync when it was called per part.
drop function public.product_search_text(text, uuid, uuid);
create function public.product_search_text(
  _search_text text, _category_id uuid, _subcategory_id uuid, _specs jsonb, _uf text, _city_id integer, _neighbourhood text
)
returns text
language sql
stable
set search_path = ''
as $$
  select concat_ws(' ', _search_text, lower(public.f_unaccent(regexp_replace(concat_ws(' ',
    (select c.name from public.categories c where c.id = _category_id),
    (select s.name from public.subcategories s where s.id = _subcategory_id),
    (select string_agg(coalesce(o.label, v.value), ' ' order by d.position, o.position)
     from jsonb_each(_specs) e
     join public.spec_definitions d on d.category_id = _category_id and d.key = e.key and d.type in ('option', 'options', 'text')
     cross join lateral jsonb_array_elements_text(case when jsonb_typeof(e.value) = 'array' then e.value else jsonb_build_array(e.value) end) v(value)
     left join public.spec_options o on o.definition_id = d.id and o.value = v.value
     where _specs <> '{}'::jsonb),
    _neighbourhood,
    (select m.name from public.municipalities m where m.id = _city_id),
    private.uf_name(_uf),
    _uf), '\s+', ' ', 'g'))))
$$;

revoke execute on function public.product_search_text(text, uuid, uuid, jsonb, text, integer, text) from public, anon, authenticated;
revoke execute on function private.product_spec_numbers(uuid, jsonb), private.product_spec_codes(uuid, jsonb), private.uf_name(text) from public, anon, authenticated;

alter table public.product_search
  add column uf char(2),
  add column city_id integer,
  add column spec_numbers float8[],
  add column spec_options integer[] not null default '{}';

create or replace function public.sync_product_search()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' then
    delete from public.product_search s
    using changed_rows c
    where s.product_id = c.id and not c.published;
  end if;
  insert into public.product_search (
    product_id, search_text, category_id, subcategory_id, attribute_id, featured, name, name_text, sort_price, created_at,
    uf, city_id, spec_numbers, spec_options
  )
  select c.id,
         public.product_search_text(c.search_text, c.category_id, c.subcategory_id, c.specs, c.uf, c.city_id, c.neighbourhood),
         c.category_id, c.subcategory_id, c.attribute_id, c.featured, c.name, lower(public.f_unaccent(c.name)), c.sort_price, c.created_at,
         c.uf, c.city_id, private.product_spec_numbers(c.category_id, c.specs), private.product_spec_codes(c.category_id, c.specs)
  from changed_rows c
  where c.published
  on conflict (product_id) do update set
    search_text = excluded.search_text,
    category_id = excluded.category_id,
    subcategory_id = excluded.subcategory_id,
    attribute_id = excluded.attribute_id,
    featured = excluded.featured,
    name = excluded.name,
    name_text = excluded.name_text,
    sort_price = excluded.sort_price,
    created_at = excluded.created_at,
    uf = excluded.uf,
    city_id = excluded.city_id,
    spec_numbers = excluded.spec_numbers,
    spec_options = excluded.spec_options;
  return null;
end;
$$;

-- A renamed option label is found by its new name, as a renamed category is (sync_product_search_names).
create function public.sync_product_search_option_labels()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.product_search s
  set search_text = public.product_search_text(p.search_text, p.category_id, p.subcategory_id, p.specs, p.uf, p.city_id, p.neighbourhood)
  from public.products p
  where p.id = s.product_id and new.code = any (s.spec_options);
  return null;
end;
$$;

revoke execute on function public.sync_product_search_option_labels() from public, anon, authenticated;

create trigger spec_options_sync_search_after_rename
  after update of label on public.spec_options
  for each row when (old.label is distinct from new.label)
  execute function public.sync_product_search_option_labels();

create or replace function public.sync_product_search_names()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.product_search s
  set search_text = public.product_search_text(p.search_text, p.category_id, p.subcategory_id, p.specs, p.uf, p.city_id, p.neighbourhood)
  from public.products p
  where p.id = s.product_id
    and ((tg_table_name = 'categories' and s.category_id = new.id)
      or (tg_table_name = 'subcategories' and s.subcategory_id = new.id));
  return null;
end;
$$;

update public.product_search s
set search_text = public.product_search_text(p.search_text, p.category_id, p.subcategory_id, p.specs, p.uf, p.city_id, p.neighbourhood),
    uf = p.uf,
    city_id = p.city_id,
    spec_numbers = private.product_spec_numbers(p.category_id, p.specs),
    spec_options = private.product_spec_codes(p.category_id, p.specs)
from public.products p
where p.id = s.product_id;

-- A category's rows for the filters and their counts, read from the index alone (no wide search
-- row) on a vacuumed table. Without a category, the filters have their own indexes.
create index product_search_category_filters_idx on public.product_search (category_id)
  include (subcategory_id, attribute_id, sort_price, uf, city_id, spec_numbers, spec_options, product_id, featured, name, created_at);
create index product_search_sort_price_idx on public.product_search (sort_price);
create index product_search_location_idx on public.product_search (uf, city_id);

-- The kept counts gain the location, so the shop's UF and city counts without a filter are read
-- from them as the category counts are (a few rows per combination and city).
alter table public.product_facet_counts
  add column uf char(2),
  add column city_id integer,
  drop constraint product_facet_counts_combination_key,
  add constraint product_facet_counts_combination_key unique nulls not distinct (category_id, subcategory_id, attribute_id, uf, city_id);

create or replace function public.count_product_facets()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changes jsonb := '[]'::jsonb;
begin
  if tg_op = 'TRUNCATE' then
    delete from public.product_facet_counts;
    return null;
  end if;
  if tg_op in ('INSERT', 'UPDATE') then
    changes := changes || (
      select coalesce(jsonb_agg(jsonb_build_array(category_id, subcategory_id, attribute_id, uf, city_id, n)), '[]'::jsonb)
      from (select category_id, subcategory_id, attribute_id, uf, city_id, count(*) as n from added_rows group by 1, 2, 3, 4, 5) g
    );
  end if;
  if tg_op in ('UPDATE', 'DELETE') then
    changes := changes || (
      select coalesce(jsonb_agg(jsonb_build_array(category_id, subcategory_id, attribute_id, uf, city_id, -n)), '[]'::jsonb)
      from (select category_id, subcategory_id, attribute_id, uf, city_id, count(*) as n from removed_rows group by 1, 2, 3, 4, 5) g
    );
  end if;

  insert into public.product_facet_counts as counts (category_id, subcategory_id, attribute_id, uf, city_id, total)
  select (c ->> 0)::uuid, (c ->> 1)::uuid, (c ->> 2)::uuid, (c ->> 3)::char(2), (c ->> 4)::integer, sum((c ->> 5)::bigint)
  from jsonb_array_elements(changes) c
  group by 1, 2, 3, 4, 5
  having sum((c ->> 5)::bigint) <> 0
  -- One order for every writer, so two concurrent bulk writes cannot deadlock on these rows.
  order by 1, 2, 3, 4, 5
  on conflict on constraint product_facet_counts_combination_key do update
    set total = counts.total + excluded.total;
  delete from public.product_facet_counts where total = 0;
  -- A negative count means a change was missed: fail the write rather than show wrong counts.
  if exists (select 1 from public.product_facet_counts where total < 0) then
    raise exception 'product_facet_counts out of step with product_search';
  end if;
  return null;
end;
$$;

delete from public.product_facet_counts;
insert into public.product_facet_counts (category_id, subcategory_id, attribute_id, uf, city_id, total)
select category_id, subcategory_id, attribute_id, uf, city_id, count(*)
from public.product_search
group by 1, 2, 3, 4, 5;
