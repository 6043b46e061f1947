import type { FormEvidence } from '@oneboss/data/catalogue';
import { REQUEST_MESSAGES } from '@oneboss/domain';

// One ending for a new and an already subscribed address: the server answers both alike.
export type SubscribeOutcome = { kind: 'requested' } | { kind: 'failed'; message: string };

/**
 * The footer is on every page, but its sending path (libs/data's error catalogue, whose field
 * messages sit next to zod schemas) is only needed on submit: loading it here keeps zod out of
 * every page's first JavaScript.
 */
export async function subscribeEmail(email: string, form: Omit<FormEvidence, 'challengeToken'>): Promise<SubscribeOutcome> {
  let send: typeof import('./send-subscription').sendSubscription;
  try {
    ({ sendSubscription: send } = await import('./send-subscription'));
  } catch {
    // The module could not be fetched (offline, or a deploy replaced the assets).
    return { kind: 'failed', message: REQUEST_MESSAGES.connectionFailed };
  }
  return send(email, form);
}
