-- Lints of Supabase's database linter that tools/local-supabase's lint set does not restate:
-- every policy names its roles, one permissive policy per table, role and command (Supabase's
-- multiple_permissive_policies: they are OR-ed, each evaluated per row; a restrictive policy narrows
-- them instead), every foreign key indexed.
begin;
select plan(3);

select is_empty(
  $$ select policyname from pg_policies
     where schemaname in ('public', 'storage') and 'public' = any(roles) $$,
  'every policy names the roles it is for'
);

select is_empty(
  $$ select tablename, cmd, role from pg_policies, unnest(roles) as role
     where schemaname = 'public' and permissive = 'PERMISSIVE'
     group by 1, 2, 3 having count(*) > 1 $$,
  'one permissive policy per table, role and command'
);

select is_empty(
  $$ select c.conrelid::regclass::text, c.conname
     from pg_constraint c join pg_namespace n on n.oid = c.connamespace
     where c.contype = 'f' and n.nspname = 'public'
       and not exists (select 1 from pg_index i where i.indrelid = c.conrelid
         and (i.indkey::int2[])[0:cardinality(c.conkey) - 1] = c.conkey) $$,
  'every foreign key is indexed'
);

select * from finish();
rollback;
