-- ERROR: a foreign key into the auth schema references a primary key: other unique columns (e-mail, phone) can change or be dropped by the auth server.
select format('%I.%I', n.nspname, c.relname) as object,
       format('foreign key %s references %s through a unique non-primary index', k.conname, k.confrelid::regclass) as detail
from pg_catalog.pg_constraint k
join pg_catalog.pg_class c on c.oid = k.conrelid
join pg_catalog.pg_namespace n on n.oid = c.relnamespace
join pg_catalog.pg_class target on target.oid = k.confrelid
join pg_catalog.pg_index i on i.indexrelid = k.conindid
where k.contype = 'f'
  and target.relnamespace = 'auth'::regnamespace
  and i.indisunique
  and not i.indisprimary
