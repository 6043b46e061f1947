-- ERROR: a view the API roles can read must not hand out auth.users (materialized, security definer, or over auth.users without RLS).
select format('%I.%I', n.nspname, c.relname) as object,
       case when c.relkind = 'm' then 'materialized view reading auth.users'
            when not v.security_invoker then 'security definer view reading auth.users'
            else 'view reading auth.users, which has no RLS' end as detail
from pg_catalog.pg_class c
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
cross join lint_context
cross join lateral (
  select coalesce(c.reloptions::text[], '{}') && array['security_invoker=1', 'security_invoker=true', 'security_invoker=yes', 'security_invoker=on']
    as security_invoker
) v
where c.relkind in ('v', 'm')
  and n.nspname = any (lint_context.exposed_schemas)
  and (pg_catalog.has_table_privilege('anon', c.oid, 'SELECT') or pg_catalog.has_table_privilege('authenticated', c.oid, 'SELECT'))
  and exists (
    select 1
    from pg_catalog.pg_rewrite r
    join pg_catalog.pg_depend d on d.classid = 'pg_catalog.pg_rewrite'::regclass and d.objid = r.oid
    where r.ev_class = c.oid and d.refobjid = 'auth.users'::regclass
  )
  and (c.relkind = 'm' or not v.security_invoker
       or not (select u.relrowsecurity from pg_catalog.pg_class u where u.oid = 'auth.users'::regclass))
