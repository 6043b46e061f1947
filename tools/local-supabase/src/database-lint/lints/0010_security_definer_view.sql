-- ERROR: a view the API roles can read runs with the caller's rights (security_invoker), or it reads past their row level security.
select format('%I.%I', n.nspname, c.relname) as object, 'view without security_invoker' as detail
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
cross join lint_context
where c.relkind = 'v'
  and n.nspname = any (lint_context.exposed_schemas)
  and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT') or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
  and not coalesce(c.reloptions::text[], '{}') && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on']
  and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')
