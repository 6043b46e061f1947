-- WARN: a policy calls auth.<function>() and current_setting() through (select ...), so they run once per statement, not once per row.
select format('%I.%I', p.schemaname, p.tablename) as object,
       format('policy "%s" calls auth functions or current_setting() per row', p.policyname) as detail
from pg_catalog.pg_policies p
cross join lint_context
where p.schemaname <> all (lint_context.system_schemas)
  and exists (
    select 1
    from unnest(array[p.qual, p.with_check]) as expression(text)
    where expression.text ~* '(?<!select )(auth\.(uid|jwt|role|email)\(\)|current_setting\()'
  )
