import { DataError, createLead } from '@oneboss/data/catalogue';
import { leadPagePath, leadSchema, visitAttribution } from '@oneboss/domain';
import { catalogueDb } from '../queries/catalogue-db';
import { LEAD_OUTCOME_ID, type LeadPostOutcome } from '../leads/lead-post-outcome';
import { failedPostOutcome, fillMsOf, readPlainFormPost, seeOther } from './plain-form-post';

// Past the hourly caps the backend asks for a challenge, which only the page's script can show.
const outcomeOf = (error: unknown): LeadPostOutcome => (error instanceof DataError && error.code === 'PT428' ? 'confirme' : failedPostOutcome(error));

/**
 * The lead form posted as a plain form, before the page's script took it over (a buyer on a slow
 * phone who taps "Enviar mensagem" first). The lead is stored as the script would store it, with the
 * anonymous key, so the database screens and limits it alike, and the buyer is sent back to the page
 * (303) with the outcome in `?mensagem=`. The lead records the posting page's address and its
 * campaign parameters as the script records the visit's; `returnPath` is the page to go back to,
 * `keep` what of its search survives (the contact page's `procura`).
 */
export async function receiveLeadFormPost(
  request: Request,
  { productId, returnPath, keep = {} }: { productId: string | null; returnPath: string; keep?: Record<string, string> },
): Promise<Response> {
  const form = await readPlainFormPost(request);
  if (form instanceof Response) return form;
  const parsed = leadSchema.safeParse({
    name: form.get('name') ?? '',
    email: form.get('email') ?? '',
    phone: form.get('phone') ?? '',
    message: form.get('message') ?? '',
    productId,
  });
  let outcome: LeadPostOutcome = 'invalida';
  if (parsed.success) {
    try {
      await createLead(catalogueDb, parsed.data, { trap: form.get('website') ?? '', fillMs: fillMsOf(form) }, {
        ...visitAttribution(request.url, ''),
        pagePath: leadPagePath(request.url),
        visitorId: null,
      });
      outcome = 'enviada';
    } catch (error) {
      outcome = outcomeOf(error);
    }
  }
  const search = new URLSearchParams({ ...keep, mensagem: outcome });
  return seeOther(`${returnPath}?${search}#${LEAD_OUTCOME_ID}`);
}
