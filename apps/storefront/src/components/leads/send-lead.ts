import { DataError, MESSAGES, createLead } from '@oneboss/data/catalogue';
import type { LeadInput } from '@oneboss/domain';
import { catalogueDb } from '../../queries/catalogue-db';

export type SendLeadOutcome = { ok: true } | { ok: false; message: string };

/** Stores the lead with the anonymous key: visitors may insert leads without signing in. */
export async function sendLead(lead: LeadInput): Promise<SendLeadOutcome> {
  try {
    await createLead(catalogueDb, lead);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof DataError ? error.userMessage : MESSAGES.unknown };
  }
}
