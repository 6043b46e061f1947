-- WARN: a materialized view has no row level security, so the API roles must not be able to read one.
select format('%I.%I', n.nspname, c.relname) as object, 'materialized view readable through the API' as detail
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
cross join lint_context
where c.relkind = 'm'
  and n.nspname = any (lint_context.exposed_schemas)
  and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT') or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
  and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')
