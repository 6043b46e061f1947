import { CONSENT_TEXT_VERSION } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { request } from '../request';
import { DataError } from '../errors';

export type NewsletterResult = 'subscribed' | 'already-subscribed';

/**
 * Inserts the e-mail with the version of the privacy notice the form shows (the server records
 * when); a duplicate (23505) is a success for the visitor.
 */
export async function subscribeNewsletter(db: CatalogueDb, email: string): Promise<NewsletterResult> {
  try {
    await request('newsletter', (signal) => db.from('newsletter_subscribers').insert({ email: email.trim(), consent_text_version: CONSENT_TEXT_VERSION }).abortSignal(signal));
    return 'subscribed';
  } catch (error) {
    if (error instanceof DataError && error.code === '23505') return 'already-subscribed';
    throw error;
  }
}

/**
 * Removes the subscriber whose e-mailed link carries this token, without signing in. False when
 * the token is malformed, forged or already used: the server answers all three alike.
 */
export async function unsubscribeNewsletter(db: CatalogueDb, token: string): Promise<boolean> {
  const { data } = await request<boolean>('newsletter', (signal) => db.rpc('newsletter_unsubscribe', { token }).abortSignal(signal));
  return data === true;
}
