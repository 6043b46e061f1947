import { getAuthSchemaSql, getStorageSchemaSql } from '@supabase/lite';
import type { SqlRunner } from './database.js';

// Hosted Supabase creates these roles, grants and the `extensions` schema (with
// pgcrypto) before any migration runs, so migrations may name them (`to anon`)
// and later revoke what a role never needs.
const ROLES_AND_GRANTS = `
do $$
declare
  _role text;
begin
  foreach _role in array array['anon', 'authenticated', 'service_role'] loop
    if not exists (select from pg_roles where rolname = _role) then
      begin
        execute format('create role %I nologin noinherit %s', _role,
                       case when _role = 'service_role' then 'bypassrls' else '' end);
      -- roles are per server: another test database may create them at the same moment
      exception when duplicate_object or unique_violation then null;
      end;
    end if;
  end loop;
end $$;
grant usage on schema public to anon, authenticated, service_role;
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
create schema if not exists extensions;
grant usage on schema extensions to anon, authenticated, service_role;
create extension if not exists pgcrypto with schema extensions;
do $$ begin
  if (select n.nspname from pg_extension e join pg_namespace n on n.oid = e.extnamespace
      where e.extname = 'pgcrypto') <> 'extensions' then
    alter extension pgcrypto set schema extensions;
  end if;
end $$;
`;

// The Supabase CLI's history tables, so `supabase migration list` reads the same rows.
const MIGRATION_HISTORY = `
create schema if not exists supabase_migrations;
create table if not exists supabase_migrations.schema_migrations (version text primary key, statements text[], name text);
create table if not exists supabase_migrations.seed_files (path text primary key, hash text not null);
`;

const STORAGE_GRANTS = `
grant usage on schema storage to anon, authenticated, service_role;
grant all on all tables in schema storage to anon, authenticated, service_role;
`;

// @supabase/lite reads only `request.jwt.claim.*`, which it sets for sub and role
// but not for email; hosted Supabase falls back to the `request.jwt.claims` JSON.
const AUTH_HELPERS = `
create schema if not exists auth;
create or replace function auth.uid() returns uuid language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.sub', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid
$$;
create or replace function auth.role() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.role', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'role')
$$;
create or replace function auth.email() returns text language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claim.email', true), ''),
                  nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'email')
$$;
create or replace function auth.jwt() returns jsonb language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;
grant usage on schema auth to anon, authenticated, service_role;
grant execute on function auth.uid(), auth.role(), auth.email(), auth.jwt() to anon, authenticated, service_role;
`;

/** Creates the roles, the auth and storage schemas and the migration history; safe to run on every start. */
export async function ensureSystemSchema(sql: SqlRunner): Promise<void> {
  await sql.exec(ROLES_AND_GRANTS);
  await sql.exec(MIGRATION_HISTORY);
  await sql.exec(getAuthSchemaSql());
  await sql.exec(getStorageSchemaSql());
  await sql.exec(STORAGE_GRANTS);
  await sql.exec(AUTH_HELPERS);
}

/** Lite's start-up replaces the auth helpers with its own: put the hosted-compatible ones back. */
export async function reinstallAuthHelpers(sql: SqlRunner): Promise<void> {
  await sql.exec(AUTH_HELPERS);
}
