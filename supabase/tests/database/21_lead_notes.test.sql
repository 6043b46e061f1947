-- Notes on a lead: admins only, signed by the server with the writer and the time.
begin;
select plan(9);

insert into public.admin_permissions (email) values ('notas-pgtap@oneboss.local');
insert into auth.users (id, email, email_confirmed_at) values
  ('00000021-0000-4000-8000-000000000001', 'notas-pgtap@oneboss.local', now()),
  ('00000021-0000-4000-8000-000000000002', 'cliente-notas-pgtap@example.com', now());
insert into public.leads (id, name, email, message)
values ('00000021-0000-4000-8000-0000000000e1', 'Lead com notas', 'lead-notas-pgtap@example.com', 'Olá');

create function pg_temp.act_as(_role text, _sub uuid) returns void language sql as $$
  select set_config('request.jwt.claims', json_build_object('role', _role, 'sub', _sub)::text, true),
         set_config('request.jwt.claim.sub', coalesce(_sub::text, ''), true),
         set_config('role', _role, true);
$$;

select pg_temp.act_as('authenticated', '00000021-0000-4000-8000-000000000001');
select lives_ok(
  $$ insert into public.lead_notes (lead_id, body, author_id, author_email, created_at)
     values ('00000021-0000-4000-8000-0000000000e1', 'Ligou pedindo fotos do interior.', '00000021-0000-4000-8000-000000000002',
             'outra-pessoa@example.com', '2020-01-01') $$,
  'an admin writes a note'
);
select is(
  (select (author_id, author_email, created_at > '2020-01-02') from public.lead_notes where lead_id = '00000021-0000-4000-8000-0000000000e1'),
  ('00000021-0000-4000-8000-000000000001'::uuid, 'notas-pgtap@oneboss.local'::text, true),
  'the note is signed with the writer and the time of the server, whatever the request said'
);
select throws_ok(
  $$ insert into public.lead_notes (lead_id, body) values ('00000021-0000-4000-8000-0000000000e1', '   ') $$,
  '23514', null, 'an empty note is refused'
);
select is(
  (select count(*)::int from public.audit_log where table_name = 'lead_notes' and action = 'insert' and new_values ->> 'lead_id' = '00000021-0000-4000-8000-0000000000e1'),
  1, 'the note is in the audit log'
);
select throws_ok(
  $$ update public.lead_notes set body = 'Reescrita' $$,
  '42501', null, 'a note is not rewritten'
);

reset role;
select pg_temp.act_as('authenticated', '00000021-0000-4000-8000-000000000002');
select is((select count(*)::int from public.lead_notes), 0, 'a customer reads no note');
select throws_ok(
  $$ insert into public.lead_notes (lead_id, body) values ('00000021-0000-4000-8000-0000000000e1', 'Intrusa') $$,
  '42501', null, 'a customer cannot write a note'
);

reset role;
select pg_temp.act_as('anon', null);
select throws_ok($$ select count(*) from public.lead_notes $$, '42501', null, 'a visitor cannot read notes');

reset role;
delete from public.leads where id = '00000021-0000-4000-8000-0000000000e1';
select is((select count(*)::int from public.lead_notes where lead_id = '00000021-0000-4000-8000-0000000000e1'), 0, 'notes go with their lead');

select * from finish();
rollback;
