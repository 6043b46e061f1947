-- INFO: a table with row level security on and no policy answers no request at all: a forgotten policy, or a table for the backend only.
select format('%I.%I', n.nspname, c.relname) as object, 'row level security on, no policy' as detail
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
cross join lint_context
where c.relkind in ('r', 'p')
  and c.relrowsecurity
  and n.nspname <> all (lint_context.system_schemas)
  and not exists (select 1 from pg_catalog.pg_policy p where p.polrelid = c.oid)
  and not exists (select 1 from pg_catalog.pg_depend d where d.objid = c.oid and d.deptype = 'e')
