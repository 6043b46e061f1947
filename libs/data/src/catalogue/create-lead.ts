import { CONSENT_TEXT_VERSION, type LeadInput, type VisitAttribution } from '@oneboss/domain';
import type { CatalogueDb } from '../catalogue-client';
import { request } from '../request';

/**
 * What the form saw, for the server's bot screening: a visitor's lead with the hidden trap field
 * filled, sent less than three seconds after the form opened, or without this, is answered like a
 * success and not stored. Past the hourly caps the server asks for `challengeToken` (PT428).
 */
export interface FormEvidence {
  /** The hidden field's value: empty for a person. */
  trap: string;
  /** Milliseconds from the form's first render to the send. */
  fillMs: number;
  /** The solved challenge's token, once the server asked for one. */
  challengeToken?: string | null;
}

/** Where the message was sent from: the visit's attribution, the page and the browser's visitor id. */
interface LeadOrigin extends VisitAttribution {
  pagePath: string | null;
  visitorId: string | null;
}

/** The token the database accepts while it has no challenge provider configured (development and tests). */
export const STAND_IN_CHALLENGE_ANSWER = 'desafio-local-resolvido';

/**
 * Stores a contact message with the version of the privacy notice the form shows (the server
 * records when). The lead form's schema has already trimmed and normalized the fields; the
 * database checks them again. No `select` after the insert: visitors may write leads but not read them.
 * The database makes it a 'form' lead with a code of its own, whatever the request says.
 */
export async function createLead(db: CatalogueDb, lead: LeadInput, form: FormEvidence, origin?: LeadOrigin): Promise<void> {
  await request('leads', (signal) =>
    db
      .from('leads')
      .insert({
        name: lead.name,
        email: lead.email,
        phone: lead.phone,
        message: lead.message,
        product_id: lead.productId,
        consent_text_version: CONSENT_TEXT_VERSION,
        form_trap: form.trap,
        form_fill_ms: Math.max(0, Math.round(form.fillMs)),
        challenge_token: form.challengeToken || null,
        page_path: origin?.pagePath ?? null,
        referrer: origin?.referrer ?? null,
        utm_source: origin?.utmSource ?? null,
        utm_medium: origin?.utmMedium ?? null,
        utm_campaign: origin?.utmCampaign ?? null,
        visitor_id: origin?.visitorId ?? null,
      })
      .abortSignal(signal),
  );
}
