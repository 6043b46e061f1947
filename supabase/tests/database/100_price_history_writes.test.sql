-- Price history: nobody but the database's trigger writes it. Visitors, buyers, staff and the
-- service role hold no write grant (what a REST request would be refused with).
begin;
select plan(12);

insert into public.admin_permissions (email) values ('historico-admin-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000100-0000-4000-8000-000000000001', 'historico-admin-pgtap@oneboss.local', now()),
  ('00000100-0000-4000-8000-000000000002', 'historico-ana-pgtap@example.com', now());
insert into public.categories (id, name, value) values ('00000100-0000-4000-8000-0000000000c1', 'Histórico', 'historico-pgtap');
insert into public.products (id, name, price, category_id, published) values
  ('00000100-0000-4000-8000-0000000000a1', 'Relógio histórico pgTAP', 100, '00000100-0000-4000-8000-0000000000c1', true);

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

create function pg_temp.write_attempts(_who text) returns setof text language plpgsql as $$
begin
  return next throws_ok(
    $q$ insert into public.price_history (product_id, price, price_on_request) values ('00000100-0000-4000-8000-0000000000a1', 1, false) $q$,
    '42501', null, _who || ' cannot insert a price');
  return next throws_ok(
    $q$ update public.price_history set price = 1 where product_id = '00000100-0000-4000-8000-0000000000a1' $q$,
    '42501', null, _who || ' cannot change a recorded price');
  return next throws_ok(
    $q$ delete from public.price_history where product_id = '00000100-0000-4000-8000-0000000000a1' $q$,
    '42501', null, _who || ' cannot delete the history');
end;
$$;

select pg_temp.act_as('anon', null);
select * from pg_temp.write_attempts('a visitor');
reset role;
select pg_temp.act_as('authenticated', '00000100-0000-4000-8000-000000000002');
select * from pg_temp.write_attempts('a buyer');
reset role;
select pg_temp.act_as('authenticated', '00000100-0000-4000-8000-000000000001');
select ok(public.is_current_user_admin(), 'the staff member is an admin');
select * from pg_temp.write_attempts('staff');
reset role;
select pg_temp.act_as('service_role', null);
select throws_ok(
  $q$ insert into public.price_history (product_id, price, price_on_request) values ('00000100-0000-4000-8000-0000000000a1', 1, false) $q$,
  '42501', null, 'the service role cannot insert a price either');
select throws_ok(
  $q$ update public.price_history set changed_at = now() - interval '1 year' $q$,
  '42501', null, 'nor backdate one');
reset role;

select * from finish();
rollback;
