-- WARN: no permissive insert, update, delete or all policy for the API roles lets every row through (using/with check that is always true, or missing).
with policies as (
  select p.schemaname, p.tablename, p.policyname, p.cmd, p.permissive, p.roles,
         regexp_replace(lower(coalesce(p.qual, '')), '[[:space:]()]', '', 'g') as qual,
         regexp_replace(lower(coalesce(p.with_check, '')), '[[:space:]()]', '', 'g') as with_check,
         p.qual is null as no_qual, p.with_check is null as no_with_check
  from pg_catalog.pg_policies p
  cross join lint_context
  where p.schemaname <> all (lint_context.system_schemas)
    and p.permissive = 'PERMISSIVE'
    and p.cmd <> 'SELECT'
    and p.roles && array['public', 'anon', 'authenticated']::name[]
)
select format('%I.%I', schemaname, tablename) as object,
       format('%s policy "%s" allows every row', cmd, policyname) as detail
from policies
where (cmd in ('UPDATE', 'DELETE', 'ALL') and (no_qual or qual in ('true', '1=1')))
   or with_check in ('true', '1=1')
   or (cmd = 'INSERT' and no_with_check)
