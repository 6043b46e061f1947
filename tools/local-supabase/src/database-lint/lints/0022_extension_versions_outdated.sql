-- WARN: each extension runs the version the server ships by default: an older one misses its fixes.
select x.name as object, format('installed %s, available %s', x.installed_version, x.default_version) as detail
from pg_catalog.pg_available_extensions x
where x.installed_version is not null
  and x.default_version is not null
  and x.installed_version <> x.default_version
