-- A search reads each word of five letters or more through its own letters and tests its start on
-- the rows found, and asks the first 5 000 listings whether any holds every word before asking the
-- index (20261205213000). The listings found are the ones holding every word from a word's start.
begin;
select plan(6);

insert into public.categories (id, name, value)
values ('0000000f-0000-4000-8000-000000001911', 'Sonda Pgtap', 'sonda-pgtap');

-- 5 200 listings holding none of the words below, then the ones that do: the last is read after the
-- first 5 000 listings.
insert into public.products (id, name, price, category_id, published)
select ('0000000f-0000-4000-8000-' || lpad(to_hex(200000 + i), 12, '0'))::uuid, 'Lancha Outra ' || lpad(i::text, 4, '0'),
  100000 + i, '0000000f-0000-4000-8000-000000001911', true
from generate_series(1, 5200) as i;
insert into public.products (id, name, price, category_id, published) values
  ('0000000f-0000-4000-8000-000000001912', 'Lancha Pgtaponda', 500000, '0000000f-0000-4000-8000-000000001911', true),
  ('0000000f-0000-4000-8000-000000001913', 'Barco Xpgtaponda', 600000, '0000000f-0000-4000-8000-000000001911', true),
  ('0000000f-0000-4000-8000-000000001914', 'Iate Pgtapsondafinal', 700000, '0000000f-0000-4000-8000-000000001911', true),
  ('0000000f-0000-4000-8000-000000001915', 'Iate Pgtapsondafinol', 800000, '0000000f-0000-4000-8000-000000001911', true);

set local role anon;

create function pg_temp.found(_search text)
returns text language sql as $$
  select coalesce(string_agg(p.name, ', ' order by p.name), '')
  from public.shop_products(_search, '0000000f-0000-4000-8000-000000001911', null, null, 'relevance', 0, 12, null) p
$$;

select is(pg_temp.found('pgtaponda'), 'Lancha Pgtaponda', 'a word is found where a word starts with it, not inside another word');
select is(pg_temp.found('pgtap*nda'), 'Lancha Pgtaponda', 'the same with a wildcard letter');
select is((public.shop_facets('pgtaponda', '0000000f-0000-4000-8000-000000001911') ->> 'total')::integer, 1, 'and counted once');
select ok(not exists (select 1 from (select r.product_id from public.product_search r limit 5000) r
                      where r.product_id = '0000000f-0000-4000-8000-000000001914'),
  'the listing holding "pgtapsondafinal" is not among the first 5 000 read');
select is(pg_temp.found('pgtapsondafinal'), 'Iate Pgtapsondafinal',
  'a word held only past the first 5 000 listings is found as held, not taken for a typo of another name');
select is(pg_temp.found('pgtapsondafinul'), 'Iate Pgtapsondafinal, Iate Pgtapsondafinol',
  'a word no listing holds is taken for a typo of the names like it');

select * from finish();
rollback;
