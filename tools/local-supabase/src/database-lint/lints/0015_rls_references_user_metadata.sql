-- ERROR: no policy trusts user_metadata from the JWT: users edit it themselves.
select format('%I.%I', p.schemaname, p.tablename) as object,
       format('policy "%s" reads user_metadata', p.policyname) as detail
from pg_catalog.pg_policies p
cross join lint_context
where p.schemaname <> all (lint_context.system_schemas)
  and exists (
    select 1
    from unnest(array[p.qual, p.with_check]) as expression(text)
    where expression.text ~* '(auth\.jwt\(\)|request\.jwt\.claims).*user_metadata'
  )
