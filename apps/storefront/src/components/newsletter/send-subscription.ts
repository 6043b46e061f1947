import { DataError, MESSAGES, subscribeNewsletter, type FormEvidence } from '@oneboss/data/catalogue';
import { catalogueDb } from '../../queries/catalogue-db';
import type { SubscribeOutcome } from './subscribe-email';

/** Subscribes through the public PostgREST client and turns every ending into one the form can show. */
export async function sendSubscription(email: string, form: Omit<FormEvidence, 'challengeToken'>): Promise<SubscribeOutcome> {
  try {
    await subscribeNewsletter(catalogueDb, email, form);
    return { kind: 'requested' };
  } catch (error) {
    return { kind: 'failed', message: error instanceof DataError ? error.userMessage : MESSAGES.unknown };
  }
}
