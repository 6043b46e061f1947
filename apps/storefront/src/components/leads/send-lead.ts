import { DataError, MESSAGES, createLead, type FormEvidence } from '@oneboss/data/catalogue';
import type { LeadInput } from '@oneboss/domain';
import { catalogueDb } from '../../queries/catalogue-db';

/** `challengeRequired`: the hourly caps are crossed and the server asks for a solved challenge (PT428). */
export type SendLeadOutcome = { ok: true } | { ok: false; challengeRequired: boolean; message: string };

/** Stores the lead with the anonymous key: visitors may insert leads without signing in. */
export async function sendLead(lead: LeadInput, form: FormEvidence): Promise<SendLeadOutcome> {
  try {
    await createLead(catalogueDb, lead, form);
    return { ok: true };
  } catch (error) {
    const refusal = error instanceof DataError ? error : undefined;
    return { ok: false, challengeRequired: refusal?.code === 'PT428', message: refusal?.userMessage ?? MESSAGES.unknown };
  }
}
