-- ERROR: a table with policies has row level security turned on, or its policies protect nothing.
select format('%I.%I', n.nspname, c.relname) as object,
       format('%s policies, row level security off', count(*)) as detail
from pg_catalog.pg_policy p
join pg_catalog.pg_class c on c.oid = p.polrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
cross join lint_context
where c.relkind in ('r', 'p')
  and not c.relrowsecurity
  and n.nspname <> all (lint_context.system_schemas)
group by n.nspname, c.relname
