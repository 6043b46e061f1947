-- ERROR: a table the API roles can reach has row level security on: without it every row is theirs to read and write.
select format('%I.%I', n.nspname, c.relname) as object, 'row level security off' as detail
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
cross join lint_context
where c.relkind in ('r', 'p')
  and not c.relrowsecurity
  and n.nspname = any (lint_context.exposed_schemas)
  and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT') or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
