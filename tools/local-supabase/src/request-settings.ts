import { sql, type Kysely } from 'kysely';
import type { PgliteConnection } from '@supabase/lite/pglite';
import type { PostgresConnection } from '@supabase/lite/postgres';

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

/** What lite writes before a request, in its order: who asks (the role and the JWT's claims). */
function sessionSettings(vars: SessionVars): Setting[] {
  const role = vars.auth?.role || 'anon';
  const jwt = vars.auth?.jwt;
  return [
    ['role', role],
    ['request.jwt.claim.sub', String(vars.auth?.uid ?? '')],
    ['request.jwt.claim.role', role],
    ['storage.operation', String(vars.storage?.operation ?? '')],
    ...(jwt && typeof jwt === 'object' ? [['request.jwt.claims', JSON.stringify(jwt)] as const] : []),
  ];
}

/** And before an RPC: the request itself, and an empty response status and headers. */
function rpcSettings(rpc: RpcRequest): Setting[] {
  return [
    ['response.status', ''],
    ['response.headers', ''],
    ['request.method', rpc.method],
    ['request.path', rpc.path],
    ['request.headers', JSON.stringify(rpc.requestHeaders ?? {})],
  ];
}

/**
 * What a hosted project's database is told once (`alter database postgres set ...`, as the README
 * says): the project's own origin, the only host a product picture's URL may name. The embedded
 * backend knows it only once it listens, so it is written with every request's settings.
 */
export interface ProjectSettings {
  storageOrigin: string;
}

function projectSettings(project: ProjectSettings): Setting[] {
  return [['oneboss.storage_origin', project.storageOrigin]];
}

async function applySessionSettings(
  db: Kysely<unknown>,
  vars: SessionVars,
  setRole: boolean,
  project: ProjectSettings,
): Promise<void> {
  await setAll(db, [...sessionSettings(vars), ...projectSettings(project)]);
  if (setRole) await sql.raw(`set local role ${quoteIdentifier(vars.auth?.role || 'anon')}`).execute(db);
}

async function applyRpcSettings(db: Kysely<unknown>, rpc: RpcRequest): Promise<void> {
  await setAll(db, rpcSettings(rpc));
}

/** Every name the two lists hold (the claims' only with a JWT), to check lite's code against. */
const KNOWN_SETTINGS = [...sessionSettings({ auth: { jwt: {} } }), ...rpcSettings({ method: '', path: '' })].map(([name]) => name);

const settingsWritten = (method: unknown) => [...String(method).matchAll(/set_config\('([^']+)'/g)].map((match) => match[1]);

/**
 * @supabase/lite writes each request setting (role, JWT claims, method, path, headers) with a
 * statement of its own, ten before every RPC (together about 2 ms of a call on PGlite); this writes
 * the same values in one statement per group, with the project's own settings beside the session's.
 * It has no option for that, so its two private methods are replaced on the connection, and the
 * start stops if the installed version writes other settings.
 */
export function batchRequestSettings(connection: PgliteConnection | PostgresConnection, project: ProjectSettings): void {
  const methods = connection as unknown as Record<'applyJwtSessionContext' | 'applyRpcRequestGucs', unknown>;
  const written = [...settingsWritten(methods.applyJwtSessionContext), ...settingsWritten(methods.applyRpcRequestGucs)];
  if (written.join() !== KNOWN_SETTINGS.join()) {
    throw new Error(`@supabase/lite writes other request settings than request-settings.ts knows (${written.join(', ')})`);
  }
  methods.applyJwtSessionContext = (db: Kysely<unknown>, vars: SessionVars, setRole: boolean) =>
    applySessionSettings(db, vars, setRole, project);
  methods.applyRpcRequestGucs = applyRpcSettings;
}
