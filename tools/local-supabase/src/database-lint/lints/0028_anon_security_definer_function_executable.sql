-- WARN: no security definer function in an API schema is executable by anon: through /rest/v1/rpc it would run with its owner's rights for anyone.
select format('%I.%I(%s)', n.nspname, p.proname, pg_catalog.pg_get_function_identity_arguments(p.oid)) as object,
       'security definer, executable by anon' as detail
from pg_catalog.pg_proc p
join pg_catalog.pg_namespace n on n.oid = p.pronamespace
cross join lint_context
where p.prosecdef
  and n.nspname = any (lint_context.exposed_schemas)
  and pg_catalog.has_function_privilege('anon', p.oid, 'EXECUTE')
