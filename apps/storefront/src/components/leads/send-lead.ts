import { DataError, MESSAGES, createLead, type FormEvidence } from '@oneboss/data/catalogue';
import { leadPagePath, type LeadInput } from '@oneboss/domain';
import { catalogueDb } from '../../queries/catalogue-db';
import { currentVisitAttribution, visitorId } from '../../leads/visit';

/**
 * Past the hourly caps the server refuses a lead with PT428: 'required' when a solved challenge
 * lets it through, 'unavailable' when the project configured no challenge provider, so no answer
 * can (the hint `challenge_unavailable`).
 */
export type ChallengeNeed = 'required' | 'unavailable';

export type SendLeadOutcome = { ok: true } | { ok: false; challenge: ChallengeNeed | null; message: string };

function challengeNeed(refusal: DataError | undefined): ChallengeNeed | null {
  if (refusal?.code !== 'PT428') return null;
  const hint = (refusal.cause as { hint?: unknown } | undefined)?.hint;
  return hint === 'challenge_unavailable' ? 'unavailable' : 'required';
}

/**
 * Stores the lead with the anonymous key (visitors may insert leads without signing in), with the
 * visit's attribution and the page it was sent from.
 */
export async function sendLead(lead: LeadInput, form: FormEvidence): Promise<SendLeadOutcome> {
  try {
    await createLead(catalogueDb, lead, form, { ...currentVisitAttribution(), pagePath: leadPagePath(window.location.href), visitorId: visitorId() });
    return { ok: true };
  } catch (error) {
    const refusal = error instanceof DataError ? error : undefined;
    return { ok: false, challenge: challengeNeed(refusal), message: refusal?.userMessage ?? MESSAGES.unknown };
  }
}
