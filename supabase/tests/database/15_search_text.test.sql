-- products.search_text: what the shop search reads. Lower-case and unaccented; name, short
-- description and the description's text (not its tags, entities read as the page shows them);
-- kept up to date on every edit; served by the trigram index.
begin;
select plan(8);

insert into public.categories (id, name, value) values ('0000000f-0000-4000-8000-000000000171', 'Busca', 'busca-texto-pgtap');
insert into public.products (id, name, short_description, description, price, category_id) values
  ('0000000f-0000-4000-8000-000000000172', 'Relógio Único Açaí', 'Itaim Bibi, 620',
   '<p>Calibre: 3235 <strong>automático</strong></p>', 1, '0000000f-0000-4000-8000-000000000171'),
  ('0000000f-0000-4000-8000-000000000173', 'Lancha Buscapgtap', null,
   '<p>Edição Dolce &amp; Gabbana&nbsp;&lt;única&gt;</p>', 1, '0000000f-0000-4000-8000-000000000171');

create function pg_temp.text_of(_id uuid) returns text language sql as $$
  select search_text from public.products where id = _id
$$;

select ok(pg_temp.text_of('0000000f-0000-4000-8000-000000000172') like '%relogio unico acai%', 'the name is there without accents or capitals');
select ok(pg_temp.text_of('0000000f-0000-4000-8000-000000000172') like '%itaim bibi, 620%', 'so is the short description');
select ok(pg_temp.text_of('0000000f-0000-4000-8000-000000000172') like '%calibre: 3235 automatico%', 'and the description''s text');
select ok(pg_temp.text_of('0000000f-0000-4000-8000-000000000172') not like '%strong%', 'but not its tags');
select ok(pg_temp.text_of('0000000f-0000-4000-8000-000000000173') like '%dolce & gabbana <unica>%', 'entities read as the page shows them');
select ok(pg_temp.text_of('0000000f-0000-4000-8000-000000000173') !~ '&(amp|nbsp|lt|gt);', 'no entity is left as written');

update public.products set name = 'Relógio Renomeado Pgtap' where id = '0000000f-0000-4000-8000-000000000172';
select ok(pg_temp.text_of('0000000f-0000-4000-8000-000000000172') like 'relogio renomeado pgtap %', 'it follows an edit of the name');

-- The plan of a query, as EXPLAIN prints it.
create function pg_temp.plan_of(query text) returns text language plpgsql as $$
declare
  _line text;
  _plan text := '';
begin
  for _line in execute 'explain ' || query loop
    _plan := _plan || _line || E'\n';
  end loop;
  return _plan;
end
$$;
set local enable_seqscan = off;
select matches(
  pg_temp.plan_of($$ select id from public.products where search_text ilike '%rolex%' $$),
  'products_search_text_trgm_idx',
  'a search is served by the trigram index'
);
reset enable_seqscan;

select * from finish();
rollback;
