import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { openPglite, openPostgres, type Database, type SqlRunner } from './database.js';
import { keepingExitCode } from './exit-code.js';
import { authAdmin } from './http/auth-admin.js';
import { authInput } from './http/auth-input.js';
import { bodyLimit } from './http/body-limit.js';
import { cors } from './http/cors.js';
import { exposedPaths } from './http/exposed-paths.js';
import { constraintErrors } from './http/constraint-errors.js';
import { imageRender } from './http/image-render.js';
import { listen } from './http/listen.js';
import { mailbox } from './http/mailbox.js';
import { outboxDelivery } from './http/outbox-delivery.js';
import { multipartUpload } from './http/multipart-upload.js';
import { objectList } from './http/object-list.js';
import { objectPathNames } from './http/object-path-names.js';
import { objectRange } from './http/object-range.js';
import { dropOutstandingCodes, otpAttempts } from './http/otp-attempts.js';
import { publicObjectCache } from './http/public-object-cache.js';
import { refreshTokenReuse } from './http/refresh-token-reuse.js';
import { repeatedSignUp } from './http/repeated-sign-up.js';
import { rateLimit } from './http/rate-limit.js';
import { requestLimits, type RequestLimitsOptions } from './http/request-limits.js';
import { requestPath } from './http/request-path.js';
import { requestQueue } from './http/request-queue.js';
import { restInput } from './http/rest-input.js';
import { textInput } from './http/text-input.js';
import { signedUrlToken } from './http/signed-url-token.js';
import { storageErrorShape } from './http/storage-error-shape.js';
import { storageJsonBody } from './http/storage-json-body.js';
import { storageResponseHeaders } from './http/storage-response-headers.js';
import { uploadContent } from './http/upload-content.js';
import { generateKeys, loadKeys, saveKeys } from './keys.js';
import { createLiteApp, OTP_EXPIRY_SECONDS, storefrontUrl } from './lite-app.js';
import { DevMailbox } from './mail/dev-mailbox.js';
import { alertsIntervalSeconds, hasAlertsJob, startAlertsTimer } from './mail/alerts-timer.js';
import { hasOutbox } from './mail/outbox.js';
import { appliedVersions, applyPendingMigrations } from './migrations.js';
import { useLeadChallengeStandIn } from './lead-challenge-stand-in.js';
import { repoRoot } from './repo-root.js';
import { runDemoSeed, seedAlreadyRun } from './seed.js';
import { ensureSystemSchema } from './system-schema.js';

export interface LocalSupabaseOptions {
  /** 0 picks a free port. Default: env SUPABASE_PORT, else 54321. */
  port?: number;
  host?: string;
  /** PGlite data folder. Default `<repo>/.data/pglite`. */
  dataDir?: string;
  /** Uploaded objects. Default `<dataDir>/storage`, or `<repo>/.data/storage/<host>_<port>_<database>` on PostgreSQL. */
  storageDir?: string;
  /** Run on this PostgreSQL database instead of PGlite. Default: env DATABASE_URL; '' forces PGlite. */
  databaseUrl?: string;
  migrationsDir?: string;
  /** 'demo' seeds an empty database once. Default 'demo'. */
  seed?: 'demo' | 'none';
  quiet?: boolean;
  /** Given: keys are generated for this run and `.env` is left alone (tests). */
  jwtSecret?: string;
  /**
   * Rate limits (per address and per account), body sizes and concurrency; any part left out takes
   * env `RATE_LIMIT_*` / `SIGNIN_RATE_LIMIT`, else the defaults (hosted Supabase's auth limits).
   */
  limits?: RequestLimitsOptions;
  /** Seconds a used refresh token may be presented again before that counts as a replay. Default 10, as hosted. */
  refreshTokenReuseSeconds?: number;
  /** Where the links in the app's own mails (the database's outbox) lead. Default: storefrontUrl(). */
  storefrontUrl?: string;
  /** Seconds between runs of the alerts' job (public.run_alerts). Default: env ALERTS_INTERVAL_S, else 60. */
  alertsIntervalSeconds?: number;
}

export interface LocalSupabase {
  url: string;
  /** Publishable key (`anon` role). */
  anonKey: string;
  /** Secret key (`service_role`). */
  serviceKey: string;
  jwtSecret: string;
  databaseUrl?: string;
  /** The database as its owner sees it, auth schema included: tests set up state with it. */
  sql: SqlRunner;
  stop(): Promise<void>;
}

const DEFAULT_PORT = 54321;

function defaultPort(): number {
  const fromEnv = Number(process.env.SUPABASE_PORT);
  return process.env.SUPABASE_PORT && Number.isInteger(fromEnv) && fromEnv >= 0 ? fromEnv : DEFAULT_PORT;
}

function pgliteDir(options: LocalSupabaseOptions): string {
  return options.dataDir ?? join(repoRoot, '.data', 'pglite');
}

/** Object bytes live beside PGlite's data; a PostgreSQL database gets a folder named after it. */
function defaultStorageDir(options: LocalSupabaseOptions, databaseUrl: string | undefined): string {
  if (!databaseUrl) return join(pgliteDir(options), 'storage');
  const url = new URL(databaseUrl);
  const name = `${url.hostname}_${url.port || '5432'}_${url.pathname.slice(1) || 'postgres'}`;
  return join(repoRoot, '.data', 'storage', name.replace(/[^A-Za-z0-9_.-]/g, '_'));
}

async function openDatabase(options: LocalSupabaseOptions, databaseUrl: string | undefined): Promise<Database> {
  if (databaseUrl) return openPostgres(databaseUrl);
  await mkdir(pgliteDir(options), { recursive: true });
  return openPglite(pgliteDir(options));
}

/**
 * Starts a Supabase-compatible server (`/rest/v1`, `/auth/v1`, `/storage/v1`) on
 * PGlite, or on PostgreSQL when a database URL is given: system schemas first,
 * then pending migrations, then (on a database that had none) the demo seed.
 */
export async function startLocalSupabase(options: LocalSupabaseOptions = {}): Promise<LocalSupabase> {
  return keepingExitCode(() => start(options));
}

async function start(options: LocalSupabaseOptions): Promise<LocalSupabase> {
  const host = options.host ?? '127.0.0.1';
  const databaseUrl = options.databaseUrl ?? (process.env.DATABASE_URL || undefined);
  const migrationsDir = options.migrationsDir ?? join(repoRoot, 'supabase', 'migrations');
  const envPath = join(repoRoot, '.env');
  const log = options.quiet ? () => undefined : (message: string) => console.log(`[local-supabase] ${message}`);

  const storageDir = options.storageDir ?? defaultStorageDir(options, databaseUrl);
  const database = await openDatabase(options, databaseUrl);
  const { sql, connection } = database;
  let server: Awaited<ReturnType<typeof listen>> | undefined;
  let stopAlerts: (() => Promise<void>) | undefined;
  const stop = async () => {
    if (stopAlerts) await stopAlerts();
    if (server) await server.close();
    await keepingExitCode(() => connection.close());
  };

  try {
    await ensureSystemSchema(sql);
    const wasEmpty = (await appliedVersions(sql)).size === 0;
    for (const file of await applyPendingMigrations(sql, migrationsDir)) log(`migration applied: ${file.fileName}`);
    await useLeadChallengeStandIn(sql);

    const keys = options.jwtSecret ? await generateKeys(options.jwtSecret) : await loadKeys(envPath);
    const mail = new DevMailbox(log);
    const app = await createLiteApp(database, keys, storageDir, mail);

    const limits = requestLimits(options.limits, database.kind);
    const middlewares = [
      requestPath,
      // early, so the guards' own refusals of storage requests (413, 429, 503) carry it too
      storageResponseHeaders,
      exposedPaths,
      cors,
      bodyLimit(limits.bodyBytes),
      rateLimit(limits.rate, keys.serviceKey),
      textInput,
      authInput,
      restInput,
      mailbox(mail, keys.serviceKey),
      ...((await hasOutbox(sql)) ? [outboxDelivery(database, mail, options.storefrontUrl ?? storefrontUrl())] : []),
      otpAttempts({ maxFailures: 5, windowSeconds: OTP_EXPIRY_SECONDS }, dropOutstandingCodes(sql)),
      repeatedSignUp,
      refreshTokenReuse(sql, options.refreshTokenReuseSeconds),
      authAdmin(sql, keys.serviceKey),
      storageErrorShape,
      objectPathNames,
      signedUrlToken(keys.jwtSecret),
      storageJsonBody,
      multipartUpload,
      uploadContent,
      objectList,
      imageRender(join(storageDir, '.render-cache')),
      publicObjectCache,
      objectRange,
      constraintErrors,
      // last: what waits its turn is what reaches the database, not an image being resized
      requestQueue(limits.concurrency),
    ];
    server = await listen(app, middlewares, options.port ?? defaultPort(), host);
    const url = `http://${host}:${(server.address() as AddressInfo).port}`;
    // the storage client's public URLs start with it: a picture named on another host is refused
    database.project.storageOrigin = url;
    if (!options.jwtSecret) await saveKeys(envPath, url, keys);

    if (options.seed !== 'none' && wasEmpty && !(await seedAlreadyRun(sql))) {
      log('seeding the demo catalogue');
      await runDemoSeed(sql, { url, anonKey: keys.anonKey, serviceKey: keys.serviceKey, repoRoot });
    }
    if (await hasAlertsJob(sql)) {
      const seconds = options.alertsIntervalSeconds ?? alertsIntervalSeconds();
      stopAlerts = startAlertsTimer(sql, mail, options.storefrontUrl ?? storefrontUrl(), seconds, log);
    }
    log(`listening on ${url}`);
    return { url, ...keys, databaseUrl, sql, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
