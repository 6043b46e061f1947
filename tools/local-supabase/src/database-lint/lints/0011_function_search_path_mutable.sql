-- WARN: every function of ours pins search_path to '' (and names schemas itself), so no caller's search_path can swap what it calls.
select format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as object,
       'search_path not pinned to an empty string' as detail
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
cross join lint_context
where n.nspname <> all (lint_context.system_schemas)
  and not coalesce(p.proconfig, '{}') && array['search_path=""']
  and not exists (select 1 from pg_catalog.pg_depend d where d.objid = p.oid and d.deptype = 'e')
