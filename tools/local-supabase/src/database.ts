import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { PgliteConnection } from '@supabase/lite/pglite';
import { PostgresConnection } from '@supabase/lite/postgres';
import type postgres from 'postgres';
import { batchRequestSettings, type ProjectSettings } from './request-settings.js';
import {
  JSON_OID,
  JSONB_OID,
  NUMERIC_OID,
  parseNumeric,
  parseTimestamp,
  parseTimestamptz,
  serializeJson,
  TIMESTAMP_OID,
  TIMESTAMPTZ_OID,
} from './type-parsers.js';

/** The few SQL operations the bootstrap needs, the same on PGlite and PostgreSQL. */
export interface SqlRunner {
  /** Runs a script of one or more statements without parameters. */
  exec(script: string): Promise<void>;
  query<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Runs `work` in one transaction: everything it does commits together or not at all. */
  transaction(work: (tx: SqlRunner) => Promise<void>): Promise<void>;
}

export interface Database {
  connection: PgliteConnection | PostgresConnection;
  sql: SqlRunner;
  kind: 'pglite' | 'postgres';
  /** Written before every API request; the start fills in what it learns once it listens. */
  project: ProjectSettings;
}

function pgliteRunner(db: Pick<PGlite, 'exec' | 'query'>, transaction?: PGlite['transaction']): SqlRunner {
  return {
    async exec(script) {
      await db.exec(script);
    },
    async query<Row>(text: string, params: unknown[] = []) {
      return (await db.query<Row>(text, params)).rows;
    },
    async transaction(work) {
      if (!transaction) throw new Error('Nested transactions are not supported');
      await transaction.call(db, (tx) => work(pgliteRunner(tx)));
    },
  };
}

function postgresRunner(sql: postgres.Sql | postgres.TransactionSql, isTransaction = false): SqlRunner {
  return {
    async exec(script) {
      // simple protocol: lets one call carry several statements
      await sql.unsafe(script).simple();
    },
    async query<Row>(text: string, params: unknown[] = []) {
      return (await sql.unsafe(text, params as postgres.ParameterOrJSON<never>[])) as unknown as Row[];
    },
    async transaction(work) {
      if (isTransaction) throw new Error('Nested transactions are not supported');
      await (sql as postgres.Sql).begin((tx) => work(postgresRunner(tx, true)));
    },
  };
}

/**
 * On its first request lite grants anon, authenticated and service_role ALL on
 * every table of each schema that has RLS, undoing the migrations' revokes (a
 * production database keeps them). The roles and default privileges are set up
 * by ensureSystemSchema instead, so mark that step as done.
 */
function keepMigrationGrants(connection: PgliteConnection | PostgresConnection): void {
  (connection as unknown as { rlsState: string }).rlsState = 'active';
}

export function openPglite(dataDir: string): Database {
  const connection = new PgliteConnection({
    url: dataDir,
    pgliteOptions: {
      extensions: { pg_trgm, unaccent },
      parsers: {
        [NUMERIC_OID]: parseNumeric,
        [TIMESTAMP_OID]: parseTimestamp,
        [TIMESTAMPTZ_OID]: parseTimestamptz,
      },
    },
  });
  keepMigrationGrants(connection);
  const project: ProjectSettings = { storageOrigin: '' };
  batchRequestSettings(connection, project);
  return { connection, sql: pgliteRunner(connection.driver, connection.driver.transaction), kind: 'pglite', project };
}

function serializeTime(value: unknown): string {
  return value instanceof Date ? value.toISOString() : String(value);
}

export function openPostgres(databaseUrl: string): Database {
  const connection = new PostgresConnection({
    url: databaseUrl,
    postgresOptions: {
      onnotice: () => undefined,
      // replaces lite's entries of the same names
      types: {
        json: { to: JSON_OID, from: [JSON_OID], serialize: serializeJson, parse: JSON.parse },
        jsonb: { to: JSONB_OID, from: [JSONB_OID], serialize: serializeJson, parse: JSON.parse },
        numeric: { to: NUMERIC_OID, from: [NUMERIC_OID], serialize: String, parse: parseNumeric },
        timestamp: { to: TIMESTAMP_OID, from: [TIMESTAMP_OID], serialize: serializeTime, parse: parseTimestamp },
        timestamptz: { to: TIMESTAMPTZ_OID, from: [TIMESTAMPTZ_OID], serialize: serializeTime, parse: parseTimestamptz },
      },
    },
  });
  keepMigrationGrants(connection);
  const project: ProjectSettings = { storageOrigin: '' };
  batchRequestSettings(connection, project);
  return { connection, sql: postgresRunner(connection.driver), kind: 'postgres', project };
}
