-- The per-sender lead limit keys the mailbox and the line a lead reaches, not the text typed:
-- +tags, Gmail's dots and the 55 country code do not make a new sender.
begin;
select plan(12);

select is(public.lead_sender_email(' Ana.Souza+loja@Example.COM '), 'ana.souza@example.com', 'an e-mail loses its case, spaces and +tag');
select is(public.lead_sender_email('a.n.a+1@googlemail.com'), 'ana@gmail.com', 'a Gmail address loses its dots too, under one domain');
select is(public.lead_sender_phone('+55 (11) 99999-8888'), '11999998888', 'a phone loses its punctuation and the 55 country code');
select is(public.lead_sender_phone('(55) 3333-4444'), '5533334444', 'a DDD 55 number without country code keeps its digits');

set local role anon;
select set_config('request.jwt.claims', '{"role":"anon"}', true);

select lives_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Rajada 1', 'rajada.pgtap@gmail.com', 5000, '2025-11-27');
     insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Rajada 2', 'rajada.pgtap+2@gmail.com', 5000, '2025-11-27');
     insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Rajada 3', 'RajadaPgtap+3@googlemail.com', 5000, '2025-11-27') $$,
  'three leads from one Gmail mailbox pass'
);
select throws_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Rajada 4', 'r.a.j.a.d.a.p.g.t.a.p+4@gmail.com', 5000, '2025-11-27') $$,
  'PT429', null, 'a fourth under another +tag and dots is the same sender'
);
select throws_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Rajada 5', 'rajada.pgtap+5@Gmail.com', 5000, '2025-11-27') $$,
  'PT429', null, 'and so is one with another case'
);

select lives_ok(
  $$ insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Fone 1', 'fone1-pgtap@example.com', '(31) 97777-6666', 5000, '2025-11-27');
     insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Fone 2', 'fone2-pgtap@example.com', '+55 31 97777 6666', 5000, '2025-11-27');
     insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Fone 3', 'fone3-pgtap@example.com', '5531977776666', 5000, '2025-11-27') $$,
  'three leads from one line with and without the country code pass'
);
select throws_ok(
  $$ insert into public.leads (name, email, phone, form_fill_ms, consent_text_version) values ('Fone 4', 'fone4-pgtap@example.com', '+55 (31) 97777-6666', 5000, '2025-11-27') $$,
  'PT429', null, 'a fourth with the country code is the same sender'
);
select lives_ok(
  $$ insert into public.leads (name, email, form_fill_ms, consent_text_version) values ('Outra', 'rajada.pgtap@example.com', 5000, '2025-11-27') $$,
  'the same mailbox name at another domain is another sender'
);

reset role;
-- The limit's lookups read the normalised-sender indexes (the table is tiny, so sequential scans
-- are switched off to see whether an index can serve them at all).
set local enable_seqscan = off;
create function pg_temp.plan_of(_query text) returns text language plpgsql as $$
declare
  _line text;
  _plan text := '';
begin
  for _line in execute 'explain ' || _query loop
    _plan := _plan || _line || E'\n';
  end loop;
  return _plan;
end;
$$;
select matches(
  pg_temp.plan_of($$ select count(*) from public.leads l where public.lead_sender_email(l.email) = 'rajadapgtap@gmail.com'
     and l.email is not null and l.created_at > now() - interval '10 minutes' $$),
  'leads_sender_email_recent_idx',
  'the e-mail count is an index range scan'
);
select matches(
  pg_temp.plan_of($$ select count(*) from public.leads l where public.lead_sender_phone(l.phone) = '31977776666'
     and l.phone is not null and l.created_at > now() - interval '10 minutes' $$),
  'leads_sender_phone_recent_idx',
  'the phone count is an index range scan'
);

select * from finish();
rollback;
