import type { SqlRunner } from '../database.js';
import type { DevMailbox } from './dev-mailbox.js';
import { deliverOutbox } from './outbox.js';

const DEFAULT_INTERVAL_S = 60;

/** `ALERTS_INTERVAL_S` (seconds between runs of the alerts' job), else every minute. */
export function alertsIntervalSeconds(env: NodeJS.ProcessEnv = process.env): number {
  const value = Number(env.ALERTS_INTERVAL_S);
  return env.ALERTS_INTERVAL_S && Number.isFinite(value) && value > 0 ? value : DEFAULT_INTERVAL_S;
}

/** Whether the schema has the alerts' job (public.run_alerts). */
export async function hasAlertsJob(sql: SqlRunner): Promise<boolean> {
  const [row] = await sql.query<{ found: boolean }>(`select to_regprocedure('public.run_alerts()') is not null as found`);
  return row?.found === true;
}

/**
 * The embedded backend's stand-in for the hosted project's pg_cron schedule: runs
 * public.run_alerts() (and the sellers' lead digest) every `seconds` and delivers the mails they queued to the development mailbox.
 * Runs never overlap (a slow one delays the next); a failed run is logged and the next one tries
 * again. Answers the function that stops the timer, waiting for a run under way.
 */
export function startAlertsTimer(sql: SqlRunner, box: DevMailbox, siteUrl: string, seconds: number, log: (line: string) => void): () => Promise<void> {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const run = async () => {
    try {
      await sql.query('select public.run_alerts()');
      // The sellers' daily digest of leads still new after 24 h: it goes at most once a day whatever the interval.
      await sql.query('select private.queue_new_lead_digest()');
      await deliverOutbox(sql, box, siteUrl);
    } catch (error) {
      log(`alerts job failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const timer = setInterval(() => {
    running = running.then(() => (stopped ? undefined : run()));
  }, seconds * 1000);
  timer.unref();
  return async () => {
    stopped = true;
    clearInterval(timer);
    await running;
  };
}
