import type { CatalogueDb } from '../catalogue-client';
import { request } from '../request';

/** What an alert e-mail's unsubscribe link turns off: a saved search (no `tipo`) or one of the favourites' alerts. */
export type AlertUnsubscribeKind = 'preco' | 'vendido' | 'disponivel';

/**
 * Switches off the alert whose e-mailed link carries this token, without signing in. Answers what
 * was switched off ('Busca salva "…"'), or null when the token is malformed, forged or unknown:
 * the server answers those alike.
 */
export async function unsubscribeAlert(db: CatalogueDb, token: string, kind: AlertUnsubscribeKind | null): Promise<string | null> {
  const { data } = await request<string | null>('newsletter', (signal) => db.rpc('alert_unsubscribe', { token, kind }).abortSignal(signal));
  return typeof data === 'string' ? data : null;
}
