import { CONSENT_TEXT_VERSION } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { request } from '../request';

export interface LeadInput {
  name: string;
  email: string;
  phone?: string | null;
  message?: string | null;
  productId?: string | null;
}

/**
 * Stores a contact message with the version of the privacy notice the form shows (the server
 * records when). No `select` after the insert: visitors may write leads but not read them.
 */
export async function createLead(db: CatalogueDb, lead: LeadInput): Promise<void> {
  await request('leads', (signal) =>
    db
      .from('leads')
      .insert({
        name: lead.name.trim(),
        email: lead.email.trim(),
        phone: lead.phone?.trim() || null,
        message: lead.message?.trim() || null,
        product_id: lead.productId || null,
        consent_text_version: CONSENT_TEXT_VERSION,
      })
      .abortSignal(signal),
  );
}
