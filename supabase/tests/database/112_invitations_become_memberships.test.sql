-- An invitation becomes a membership once an account confirms its address (20261204100000): the
-- invitee is then a member like any other (the team list, new-lead alerts), an admin can remove
-- them, and removal ends their access. An unconfirmed account gets nothing.
begin;
select plan(16);

insert into auth.users (id, email, email_confirmed_at) values
  ('00000112-0000-4000-8000-000000000001', 'admin-convites-pgtap@oneboss.local', now());
insert into public.admin_permissions (email) values ('admin-convites-pgtap@oneboss.local');
insert into public.sellers (id, slug, name, kind, whatsapp) values
  ('00000112-0000-4000-8000-0000000000a0', 'convites-a-pgtap', 'Convites A', 'concessionaria', '5511911112222'),
  ('00000112-0000-4000-8000-0000000000b0', 'convites-b-pgtap', 'Convites B', 'imobiliaria', '5511911113333');
insert into public.categories (id, name, value) values ('00000112-0000-4000-8000-0000000000c1', 'Convites 112', 'convites-112-pgtap');
insert into public.products (id, name, category_id, seller_id, price, published) values
  ('00000112-0000-4000-8000-0000000000a1', 'Carro Convites', '00000112-0000-4000-8000-0000000000c1', '00000112-0000-4000-8000-0000000000a0', 100000, true);

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

-- An admin invites two addresses without accounts to seller A, one of them to seller B too.
select pg_temp.act_as('authenticated', '00000112-0000-4000-8000-000000000001');
select is(public.invite_seller_member('00000112-0000-4000-8000-0000000000a0', 'Nova-Vendedora-pgtap@example.com'), 'invited', 'an address without an account is kept as an invitation');
select is(public.invite_seller_member('00000112-0000-4000-8000-0000000000b0', 'nova-vendedora-pgtap@example.com'), 'invited', 'for each seller that invites it');
select is(public.invite_seller_member('00000112-0000-4000-8000-0000000000a0', 'outra-pgtap@example.com'), 'invited', 'and another');
reset role;

-- Someone signs up with the first address and has not confirmed it yet.
insert into auth.users (id, email, email_confirmed_at) values
  ('00000112-0000-4000-8000-000000000002', 'nova-vendedora-pgtap@example.com', null);
select is(
  (select count(*)::int from public.seller_member_invitations where email = 'nova-vendedora-pgtap@example.com'), 2,
  'an unconfirmed account leaves the invitations as they are'
);
select is_empty(
  $$ select 1 from public.seller_members where user_id = '00000112-0000-4000-8000-000000000002' $$,
  'and is no member'
);

-- The owner confirms the address.
update auth.users set email_confirmed_at = now() where id = '00000112-0000-4000-8000-000000000002';
select results_eq(
  $$ select seller_id from public.seller_members where user_id = '00000112-0000-4000-8000-000000000002' order by seller_id $$,
  $$ values ('00000112-0000-4000-8000-0000000000a0'::uuid), ('00000112-0000-4000-8000-0000000000b0'::uuid) $$,
  'confirming the address makes the account a member of each seller that invited it'
);
select results_eq(
  $$ select email from public.seller_member_invitations where seller_id = '00000112-0000-4000-8000-0000000000a0' $$,
  $$ values ('outra-pgtap@example.com') $$,
  'and its invitations are gone, the others kept'
);
select is(
  (select invited_by from public.seller_members where user_id = '00000112-0000-4000-8000-000000000002' and seller_id = '00000112-0000-4000-8000-0000000000a0'),
  '00000112-0000-4000-8000-000000000001'::uuid,
  'the membership names the admin who invited'
);
-- A lead on seller A's listing mails the new member.
delete from private.email_outbox;
select pg_temp.act_as('anon', null);
insert into public.leads (name, email, message, product_id, form_fill_ms, consent_text_version)
values ('Comprador Convites', 'comprador-convites-pgtap@example.com', 'Ainda disponível?', '00000112-0000-4000-8000-0000000000a1', 4000, '2025-11-27');
reset role;
select results_eq(
  $$ select recipient from private.email_outbox where subject like '%Carro Convites%' $$,
  $$ values ('nova-vendedora-pgtap@example.com') $$,
  'the new-lead alert reaches the invitee who confirmed'
);

-- An invitation written for an address a confirmed account holds is a membership at once.
insert into public.seller_member_invitations (seller_id, email) values ('00000112-0000-4000-8000-0000000000a0', 'admin-convites-pgtap@oneboss.local');
select ok(
  exists (select 1 from public.seller_members where seller_id = '00000112-0000-4000-8000-0000000000a0' and user_id = '00000112-0000-4000-8000-000000000001')
    and not exists (select 1 from public.seller_member_invitations where email = 'admin-convites-pgtap@oneboss.local'),
  'an invitation for a confirmed account''s address becomes its membership'
);

-- The member works for A; the admin removes them from A and withdraws the other invitation.
select pg_temp.act_as('authenticated', '00000112-0000-4000-8000-000000000002');
select results_eq(
  $$ select public.current_seller_ids() order by 1 $$,
  $$ values ('00000112-0000-4000-8000-0000000000a0'::uuid), ('00000112-0000-4000-8000-0000000000b0'::uuid) $$,
  'the member works for both sellers'
);
reset role;
select pg_temp.act_as('authenticated', '00000112-0000-4000-8000-000000000001');
with removed as (
  delete from public.seller_members
  where seller_id = '00000112-0000-4000-8000-0000000000a0' and user_id = '00000112-0000-4000-8000-000000000002'
  returning 1
)
select is((select count(*)::int from removed), 1, 'an admin removes a member');
with withdrawn as (
  delete from public.seller_member_invitations where email = 'outra-pgtap@example.com' returning 1
)
select is((select count(*)::int from withdrawn), 1, 'and withdraws an invitation');
reset role;
select pg_temp.act_as('authenticated', '00000112-0000-4000-8000-000000000002');
select results_eq(
  $$ select public.current_seller_ids() $$,
  $$ values ('00000112-0000-4000-8000-0000000000b0'::uuid) $$,
  'the removed member no longer works for that seller, though it once invited their address'
);
select is_empty(
  $$ select 1 from public.products where id = '00000112-0000-4000-8000-0000000000a1' and not published $$,
  'and reads none of its drafts'
);
reset role;
select ok(
  (select count(*) from public.audit_log where table_name = 'seller_members' and action = 'delete'
     and old_values ->> 'user_id' = '00000112-0000-4000-8000-000000000002') = 1,
  'the removal is in the audit log'
);

select * from finish();
rollback;
