-- A listing's location: IBGE's municipalities shipped as data, a city that lies in the listing's
-- UF, an optional bairro, and the exact address kept apart.
begin;
select plan(12);

select is((select count(*)::int from public.municipalities), 5570, 'all 5 570 IBGE municipalities are there');
select is((select count(distinct uf)::int from public.municipalities), 27, 'in the 27 federative units');
select is(
  (select (name, uf) from public.municipalities where id = 3550308), ('São Paulo'::text, 'SP'::char(2)),
  'by their 7-digit IBGE code, with accents'
);
select is((select count(*)::int from public.municipalities where uf = 'DF'), 1, 'Brasília is the Distrito Federal''s only one');

insert into public.categories (id, name, value) values ('00000072-0000-4000-8000-0000000000c1', 'Local 72', 'local-72-pgtap');

select lives_ok(
  $$ insert into public.products (id, name, category_id, uf, city_id, neighbourhood)
     values ('00000072-0000-4000-8000-0000000000a1', 'Casa 72', '00000072-0000-4000-8000-0000000000c1', 'SP', 3550308, 'Itaim Bibi') $$,
  'a listing lies in a city of its UF, in a bairro'
);
select throws_ok(
  $$ insert into public.products (name, category_id, uf, city_id) values ('Casa 72b', '00000072-0000-4000-8000-0000000000c1', 'RJ', 3550308) $$,
  '23503', null, 'a city of another UF is refused'
);
select throws_ok(
  $$ insert into public.products (name, category_id, city_id) values ('Casa 72c', '00000072-0000-4000-8000-0000000000c1', 3550308) $$,
  '23514', null, 'a city needs its UF'
);
select throws_ok(
  $$ insert into public.products (name, category_id, uf, city_id) values ('Casa 72d', '00000072-0000-4000-8000-0000000000c1', 'SP', 3599999) $$,
  '23503', null, 'a city not in IBGE''s list is refused'
);
select throws_ok(
  $$ insert into public.products (name, category_id, uf) values ('Casa 72e', '00000072-0000-4000-8000-0000000000c1', 'XX') $$,
  '23514', null, 'the UF is one of the 27'
);
select throws_ok(
  $$ insert into public.products (name, category_id, uf, city_id, neighbourhood) values ('Casa 72f', '00000072-0000-4000-8000-0000000000c1', 'SP', 3550308, repeat('a', 81)) $$,
  '23514', null, 'a bairro has at most 80 characters'
);

insert into public.product_private_addresses (product_id, address) values ('00000072-0000-4000-8000-0000000000a1', 'Rua Joaquim Floriano, 100, ap. 21');
select throws_ok(
  $$ insert into public.product_private_addresses (product_id, address) values ('00000072-0000-4000-8000-0000000000a1', 'Outra') $$,
  '23505', null, 'a listing has one private address'
);
delete from public.products where id = '00000072-0000-4000-8000-0000000000a1';
select is_empty(
  $$ select 1 from public.product_private_addresses where product_id = '00000072-0000-4000-8000-0000000000a1' $$,
  'the address goes with its listing'
);

select * from finish();
rollback;
