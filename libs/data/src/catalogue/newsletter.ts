import type { CatalogueDb } from '../catalogue-client';
import { request } from '../request';
import { DataError } from '../errors';

export type NewsletterResult = 'subscribed' | 'already-subscribed';

/** Inserts the e-mail; a duplicate (23505) is a success for the visitor (spec §8). */
export async function subscribeNewsletter(db: CatalogueDb, email: string): Promise<NewsletterResult> {
  try {
    await request('newsletter', (signal) => db.from('newsletter_subscribers').insert({ email: email.trim() }).abortSignal(signal));
    return 'subscribed';
  } catch (error) {
    if (error instanceof DataError && error.code === '23505') return 'already-subscribed';
    throw error;
  }
}
