import { isHttpUrl } from './http-url';
import { isPrintableLine } from './printable-text';

/** How a lead came (leads.channel). */
export const LEAD_CHANNELS = ['whatsapp', 'form'] as const;
export type LeadChannel = (typeof LEAD_CHANNELS)[number];

export const LEAD_CHANNEL_LABELS: Readonly<Record<LeadChannel, string>> = {
  whatsapp: 'WhatsApp',
  form: 'Formulário',
};

export function isLeadChannel(value: unknown): value is LeadChannel {
  return typeof value === 'string' && (LEAD_CHANNELS as readonly string[]).includes(value);
}

/** Characters a buyer reads out over the phone without doubt (no 0/O, 1/I): 32, so a byte maps evenly. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const CODE_PATTERN = /^OB-[2-9A-HJ-NP-Z]{4,6}$/;

/** A lead's reference code ('OB-7F3KQ2') from six random bytes (crypto.getRandomValues in the browser). */
export function leadReferenceCode(randomBytes: Uint8Array): string {
  if (randomBytes.length < 6) throw new RangeError('leadReferenceCode needs 6 random bytes');
  return `OB-${Array.from(randomBytes.subarray(0, 6), (byte) => CODE_ALPHABET[byte % 32]).join('')}`;
}

export function isLeadReferenceCode(value: unknown): value is string {
  return typeof value === 'string' && CODE_PATTERN.test(value);
}

/** The longest campaign label and referrer the database keeps (leads' check constraints). */
const ATTRIBUTION_LIMITS = { utm: 100, referrer: 500, pagePath: 300 } as const;

/** Where a visit came from: its first page's UTM parameters and the site that linked to it. */
export interface VisitAttribution {
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  referrer: string | null;
}

function utmValue(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim().slice(0, ATTRIBUTION_LIMITS.utm).trim();
  return value && isPrintableLine(value) ? value : null;
}

/**
 * The attribution of a visit that landed on `landingUrl` from `referrer` (document.referrer). A
 * referrer on the site's own origin is no source; values are cut to what the database keeps.
 */
export function visitAttribution(landingUrl: string, referrer: string): VisitAttribution {
  const landing = new URL(landingUrl);
  const params = landing.searchParams;
  let from: string | null = null;
  if (referrer && referrer.length <= ATTRIBUTION_LIMITS.referrer && isHttpUrl(referrer)) {
    from = new URL(referrer).origin === landing.origin ? null : referrer;
  }
  return {
    utmSource: utmValue(params, 'utm_source'),
    utmMedium: utmValue(params, 'utm_medium'),
    utmCampaign: utmValue(params, 'utm_campaign'),
    referrer: from,
  };
}

/** A page's path and query as a lead records it, or null when too long to keep. */
export function leadPagePath(url: string): string | null {
  const { pathname, search } = new URL(url);
  const path = pathname + search;
  return path.length <= ATTRIBUTION_LIMITS.pagePath && isPrintableLine(path) ? path : pathname.slice(0, ATTRIBUTION_LIMITS.pagePath);
}

/** The buyer's first WhatsApp message about a listing: its name, its link and the lead's code. */
export function whatsappLeadMessage(productName: string, productUrl: string, referenceCode: string): string {
  return `Olá, vim do site e quero saber mais sobre o produto "${productName}": ${productUrl} (código ${referenceCode})`;
}
