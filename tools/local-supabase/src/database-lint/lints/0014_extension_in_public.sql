-- WARN: extensions live in their own schema, so their functions and tables never show up in the API schema.
select e.extname as object, format('installed in schema %I', n.nspname) as detail
from pg_catalog.pg_extension e
join pg_catalog.pg_namespace n on n.oid = e.extnamespace
cross join lint_context
where e.extname <> 'plpgsql'
  and (n.nspname = 'public' or n.nspname = any (lint_context.exposed_schemas))
