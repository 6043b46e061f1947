-- Extensions live in their own schema, as on hosted Supabase, so they never clutter the API schema.
create schema if not exists extensions;

create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- A database that already had them in public (an older project, or a server that pre-installs
-- them) gets them moved, so the schema-qualified names below always resolve.
do $$
declare
  _extension text;
begin
  for _extension in
    select e.extname
    from pg_extension e
    join pg_namespace n on n.oid = e.extnamespace
    where e.extname in ('pg_trgm', 'unaccent') and n.nspname <> 'extensions'
  loop
    execute format('alter extension %I set schema extensions', _extension);
  end loop;
end;
$$;

-- Hosted Supabase grants this already; PGlite and plain PostgreSQL need it for f_unaccent's callers.
grant usage on schema extensions to anon, authenticated, service_role;

-- unaccent() is only STABLE (its dictionary could change), so it cannot feed a generated column
-- or an index; pinning the dictionary makes this wrapper safe to declare IMMUTABLE.
create or replace function public.f_unaccent(_text text)
returns text
language sql
immutable
parallel safe
strict
set search_path = ''
as $$
  select extensions.unaccent('extensions.unaccent'::regdictionary, _text)
$$;
