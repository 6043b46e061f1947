-- ERROR: when the queue API (pgmq_public) is exposed, each pgmq queue table keeps row level security on.
select format('%I.%I', n.nspname, c.relname) as object, 'queue table without row level security' as detail
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
cross join lint_context
where n.nspname = 'pgmq'
  and c.relname like 'q\_%'
  and c.relkind in ('r', 'p')
  and not c.relrowsecurity
  and 'pgmq_public' = any (lint_context.exposed_schemas)
  and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT') or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
