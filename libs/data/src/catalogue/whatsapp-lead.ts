import type { VisitAttribution } from '@oneboss/domain';
import type { DataError } from '../data-error';

/** Where the tap is recorded: the project's REST API, as the visitor (their token when signed in). */
interface LeadEndpoint {
  url: string;
  anonKey: string;
  /** The signed-in buyer's access token; the database takes the user from it, never from the body. */
  accessToken?: string | null;
}

interface WhatsappTap extends VisitAttribution {
  productId: string;
  /** The code already in the buyer's message (leadReferenceCode). */
  referenceCode: string;
  /** The browser's random visitor id: its repeated taps on one listing within 24 h fold into one lead. */
  visitorId: string;
  pagePath: string | null;
}

/**
 * Records a tap on a listing's WhatsApp button through record_whatsapp_lead and answers the
 * lead's code (the earlier lead's when the tap folded into it; null when the server kept no
 * record past its hourly caps). A keep-alive fetch rather than postgrest-js: the chat opens
 * before this answers, and the request must outlive a page the phone leaves for WhatsApp.
 * Refusals throw a `DataError` with the server's pt-BR text.
 */
export async function recordWhatsappLead(endpoint: LeadEndpoint, tap: WhatsappTap, fetchImpl: typeof fetch = fetch): Promise<string | null> {
  let response: Response;
  try {
    response = await fetchImpl(`${endpoint.url.replace(/\/$/, '')}/rest/v1/rpc/record_whatsapp_lead`, {
      method: 'POST',
      keepalive: true,
      headers: {
        apikey: endpoint.anonKey,
        Authorization: `Bearer ${endpoint.accessToken || endpoint.anonKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        _product_id: tap.productId,
        _reference_code: tap.referenceCode,
        _visitor_id: tap.visitorId,
        _page_path: tap.pagePath,
        _referrer: tap.referrer,
        _utm_source: tap.utmSource,
        _utm_medium: tap.utmMedium,
        _utm_campaign: tap.utmCampaign,
      }),
    });
  } catch (error) {
    throw await leadError(error);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw await leadError(body ?? { message: response.statusText }, response.status);
  return typeof body === 'string' ? body : null;
}

// The error mapping and its pt-BR messages (8 KB gzip) load only when a tap fails: this is the one
// part of the data library a product page's first load needs.
async function leadError(error: unknown, status?: number): Promise<DataError> {
  const { toUserError } = await import('../errors');
  return toUserError(error, 'leads', status);
}
