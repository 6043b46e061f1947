import { CONSENT_TEXT_VERSION } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { request } from '../request';
import { DataError } from '../errors';
import type { FormEvidence } from './create-lead';

/**
 * Asks for the e-mail's subscription, with the version of the privacy notice the form shows (the
 * server records when). The server mails a confirmation link to a new address and answers alike
 * for one already subscribed or waiting, so the answer says nothing about who is subscribed; a
 * duplicate (23505, two sign-ups racing) is the same success. `form` is what the form saw, for the
 * server's bot screening, as with a lead (a sign-up without it is answered alike and not stored).
 */
export async function subscribeNewsletter(db: CatalogueDb, email: string, form: Omit<FormEvidence, 'challengeToken'>): Promise<void> {
  try {
    await request('newsletter', (signal) =>
      db
        .from('newsletter_subscribers')
        .insert({
          email: email.trim(),
          consent_text_version: CONSENT_TEXT_VERSION,
          form_trap: form.trap,
          form_fill_ms: Math.max(0, Math.round(form.fillMs)),
        })
        .abortSignal(signal),
    );
  } catch (error) {
    if (!(error instanceof DataError && error.code === '23505')) throw error;
  }
}

/**
 * Confirms the subscription whose mailed link carries this token. False when the token is
 * malformed, forged, expired or already used: the server answers them all alike.
 */
export async function confirmNewsletterSubscription(db: CatalogueDb, token: string): Promise<boolean> {
  const { data } = await request<boolean>('newsletter', (signal) => db.rpc('confirm_newsletter_subscription', { token }).abortSignal(signal));
  return data === true;
}

/**
 * Removes the subscriber whose e-mailed link carries this token, without signing in. False when
 * the token is malformed, forged or already used: the server answers all three alike.
 */
export async function unsubscribeNewsletter(db: CatalogueDb, token: string): Promise<boolean> {
  const { data } = await request<boolean>('newsletter', (signal) => db.rpc('newsletter_unsubscribe', { token }).abortSignal(signal));
  return data === true;
}
