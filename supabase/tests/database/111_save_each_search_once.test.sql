-- A buyer keeps each shop address as one saved search: a second save of the same address is
-- refused in pt-BR (HTTP 409), another address or another buyer is not, and the unique index holds
-- the rule even for a write the trigger does not see. An address holds nothing but its path and query.
begin;
select plan(9);

insert into auth.users (id, email, email_confirmed_at) values
  ('00000111-0000-4000-8000-000000000001', 'uma-vez-ana-pgtap@example.com', now()),
  ('00000111-0000-4000-8000-000000000002', 'uma-vez-bia-pgtap@example.com', now());
insert into public.categories (id, name, value) values ('00000111-0000-4000-8000-0000000000c1', 'Uma vez', 'uma-vez-pgtap');

create function pg_temp.act_as(_sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', 'authenticated', 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', _sub::text, true),
         set_config('role', 'authenticated', true);
$$;

create function pg_temp.save(_name text, _query text) returns void language sql as $$
  insert into public.saved_searches (name, search, criteria) values (
    _name, jsonb_build_object('path', '/loja/uma-vez-pgtap', 'query', _query),
    '{"category_id": "00000111-0000-4000-8000-0000000000c1"}');
$$;

select pg_temp.act_as('00000111-0000-4000-8000-000000000001');
select lives_ok($$ select pg_temp.save('Até mil', 'preco=-1000') $$, 'a buyer saves a search');
select throws_ok(
  $$ select pg_temp.save('Outro nome', 'preco=-1000') $$,
  'PT409', 'Você já salvou esta busca. Veja em Perfil › Buscas salvas.',
  'the same address saved again, under another name, is refused in pt-BR'
);
select lives_ok($$ select pg_temp.save('Até dois mil', 'preco=-2000') $$, 'another address of the same category is saved');
select lives_ok($$ select pg_temp.save('Tudo', '') $$, 'the category without filters is saved');
select throws_ok($$ select pg_temp.save('Tudo de novo', '') $$, 'PT409', null, 'and only once');
select throws_ok(
  $$ insert into public.saved_searches (name, search, criteria) values ('x',
       jsonb_build_object('path', '/loja', 'query', 'q=1', 'pad', repeat('a', 100000)), '{}') $$,
  '23514', null, 'an address holds its path and query and nothing beside them'
);
select is((select count(*)::int from public.saved_searches), 3, 'the buyer keeps three searches, the refused ones left no row');

reset role;
select pg_temp.act_as('00000111-0000-4000-8000-000000000002');
select lives_ok($$ select pg_temp.save('Até mil', 'preco=-1000') $$, 'another buyer saves the same address');

reset role;
alter table public.saved_searches disable trigger saved_searches_check;
select throws_ok(
  $$ insert into public.saved_searches (user_id, name, search, criteria) values ('00000111-0000-4000-8000-000000000001', 'x',
       '{"path": "/loja/uma-vez-pgtap", "query": "preco=-1000"}', '{}') $$,
  '23505', null, 'the unique index refuses a second row of one address even without the trigger'
);

select * from finish();
rollback;
