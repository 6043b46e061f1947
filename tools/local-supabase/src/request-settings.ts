import { sql, type Kysely } from 'kysely';
import type { PgliteConnection } from '@supabase/lite/pglite';
import type { PostgresConnection } from '@supabase/lite/postgres';

/** The settings @supabase/lite writes before a request, in its order; checked against the installed code. */
const SESSION_SETTINGS = ['role', 'request.jwt.claim.sub', 'request.jwt.claim.role', 'storage.operation', 'request.jwt.claims'];
const RPC_SETTINGS = ['response.status', 'response.headers', 'request.method', 'request.path', 'request.headers'];

interface SessionVars {
  auth?: { role?: string; uid?: unknown; jwt?: unknown };
  storage?: { operation?: string };
}

interface RpcRequest {
  method: string;
  path: string;
  requestHeaders?: Record<string, string>;
}

type Setting = readonly [name: string, value: string];

/** One `select set_config(...), ...` for all of them: transaction-local, evaluated in order. */
async function setAll(db: Kysely<unknown>, settings: readonly Setting[]): Promise<void> {
  const calls = settings.map(([name, value]) => sql`set_config(${name}, ${value}, true)`);
  await sql`select ${sql.join(calls)}`.execute(db);
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`;

async function applySessionSettings(db: Kysely<unknown>, vars: SessionVars, setRole: boolean): Promise<void> {
  const role = vars.auth?.role || 'anon';
  const jwt = vars.auth?.jwt;
  await setAll(db, [
    ['role', role],
    ['request.jwt.claim.sub', String(vars.auth?.uid ?? '')],
    ['request.jwt.claim.role', role],
    ['storage.operation', String(vars.storage?.operation ?? '')],
    ...(jwt && typeof jwt === 'object' ? [['request.jwt.claims', JSON.stringify(jwt)] as const] : []),
  ]);
  if (setRole) await sql.raw(`set local role ${quoteIdentifier(role)}`).execute(db);
}

async function applyRpcSettings(db: Kysely<unknown>, rpc: RpcRequest): Promise<void> {
  await setAll(db, [
    ['response.status', ''],
    ['response.headers', ''],
    ['request.method', rpc.method],
    ['request.path', rpc.path],
    ['request.headers', JSON.stringify(rpc.requestHeaders ?? {})],
  ]);
}

const settingsWritten = (method: unknown) => [...String(method).matchAll(/set_config\('([^']+)'/g)].map((match) => match[1]);

/**
 * @supabase/lite writes each request setting (role, JWT claims, method, path, headers) with a statement
 * of its own, ten before every RPC, at 0.6-0.8 ms each on PGlite; this writes the same values in one
 * statement per group. It has no option for that, so its two private methods are replaced on the
 * connection, and the start stops if the installed version writes other settings than these.
 */
export function batchRequestSettings(connection: PgliteConnection | PostgresConnection): void {
  const methods = connection as unknown as Record<'applyJwtSessionContext' | 'applyRpcRequestGucs', unknown>;
  const written = [...settingsWritten(methods.applyJwtSessionContext), ...settingsWritten(methods.applyRpcRequestGucs)];
  if (written.join() !== [...SESSION_SETTINGS, ...RPC_SETTINGS].join()) {
    throw new Error(`@supabase/lite writes other request settings than request-settings.ts knows (${written.join(', ')})`);
  }
  methods.applyJwtSessionContext = applySessionSettings;
  methods.applyRpcRequestGucs = applyRpcSettings;
}
