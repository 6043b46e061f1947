-- A search within a filtered category lists from the smaller side (20261205100100): when the
-- filters keep at most 2 000 of the category's listings, those are matched to the words; when they
-- keep more, the words' matches are read and the filters tested there. Either way the page holds
-- the same listings, in the same order, as the table gives them.
begin;
select plan(6);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000001211', 'Barcos Lado Pgtap', 'barcos-lado-pgtap');

-- 2 400 listings: 2 200 in SP and 200 in RJ; every third holds the word "pgtaplado".
insert into public.products (id, name, price, category_id, published, uf, city_id)
select ('0000000f-0000-4000-8000-' || lpad(to_hex(100000 + i), 12, '0'))::uuid,
  case when i % 3 = 0 then 'Lancha Pgtaplado ' else 'Lancha Outra ' end || lpad(i::text, 4, '0'),
  10000 + (i * 7919) % 5000 * 100,
  '0000000f-0000-4000-8000-000000001211', true,
  case when i % 12 = 0 then 'RJ' else 'SP' end,
  case when i % 12 = 0 then 3304557 else 3550308 end
from generate_series(1, 2400) as i;

set local role anon;

create function pg_temp.listed(_filters jsonb, _sort text, _offset integer)
returns text language sql as $$
  select string_agg(p.name, ', ' order by p.ordinality)
  from public.shop_products('pgtaplado', '0000000f-0000-4000-8000-000000001211', null, null, _sort, _offset, 12, _filters) with ordinality as p
$$;

-- The table's answer: the listings holding the word in the UF (and under the price), by price
-- then name, or by name (the relevance of a word every name holds, then the shop's order).
create function pg_temp.expected(_uf text, _max_price numeric, _by_price boolean, _offset integer)
returns text language sql as $$
  select string_agg(name, ', ' order by n)
  from (
    select p.name, row_number() over (order by case when _by_price then p.price end, p.name, p.id) as n
    from public.products p
    where p.category_id = '0000000f-0000-4000-8000-000000001211' and p.name ilike '%pgtaplado%' and p.uf = _uf
      and (_max_price is null or p.price <= _max_price)
  ) t
  where n > _offset and n <= _offset + 12
$$;

select is(pg_temp.listed('{"uf": ["SP"]}', 'price-asc', 0), pg_temp.expected('SP', null, true, 0),
  'filters keeping 2 200 listings: the first page by price, from the words'' matches');
select is(pg_temp.listed('{"uf": ["SP"]}', 'price-asc', 12), pg_temp.expected('SP', null, true, 12), 'and the second');
select is(pg_temp.listed('{"uf": ["SP"]}', 'relevance', 0), pg_temp.expected('SP', null, false, 0), 'and the first by relevance');
select is(pg_temp.listed('{"uf": ["RJ"]}', 'price-asc', 0), pg_temp.expected('RJ', null, true, 0),
  'filters keeping 200 listings: the first page by price, from the filtered listings');
select is(pg_temp.listed('{"uf": ["SP"], "price": {"max": 60000}}', 'price-asc', 0), pg_temp.expected('SP', 60000, true, 0),
  'a UF and a price keeping few: the same');
select isnt(pg_temp.listed('{"uf": ["SP"]}', 'price-asc', 0), null, 'the word is found (the checks above compare listings, not two empty pages)');

select * from finish();
rollback;
