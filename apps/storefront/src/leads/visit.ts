import { isLeadReferenceCode, leadReferenceCode, visitAttribution, type VisitAttribution } from '@oneboss/domain';

/**
 * What the browser keeps for the leads a visitor sends: the visit's attribution (sessionStorage:
 * one visit, first touch wins), a random visitor id and the code of each listing's WhatsApp lead
 * for 24 hours (localStorage: a second tap names the same lead the database folds it into).
 * Storage may be unavailable (private modes, blocked): every read then falls back to a fresh value.
 */
const VISIT_KEY = 'oneboss_visit_attribution';
const VISITOR_KEY = 'oneboss_visitor_id';
const CODES_KEY = 'oneboss_whatsapp_codes';
const DAY_MS = 24 * 60 * 60 * 1000;

const NO_ATTRIBUTION: VisitAttribution = { utmSource: null, utmMedium: null, utmCampaign: null, referrer: null };

function read(storage: () => Storage, key: string): string | null {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
}

function write(storage: () => Storage, key: string, value: string) {
  try {
    storage().setItem(key, value);
  } catch {
    // A full or blocked storage only costs the attribution of this visit.
  }
}

const session = () => window.sessionStorage;
const local = () => window.localStorage;

/** Called once the first page of a visit has loaded: a later page of the same visit changes nothing. */
export function rememberVisitAttribution() {
  if (read(session, VISIT_KEY) !== null) return;
  write(session, VISIT_KEY, JSON.stringify(visitAttribution(window.location.href, document.referrer)));
}

export function currentVisitAttribution(): VisitAttribution {
  try {
    const stored = JSON.parse(read(session, VISIT_KEY) ?? 'null') as Partial<VisitAttribution> | null;
    if (!stored) return NO_ATTRIBUTION;
    const text = (value: unknown) => (typeof value === 'string' && value ? value : null);
    return { utmSource: text(stored.utmSource), utmMedium: text(stored.utmMedium), utmCampaign: text(stored.utmCampaign), referrer: text(stored.referrer) };
  } catch {
    return NO_ATTRIBUTION;
  }
}

/** 128 random bits, base64url: the database accepts 16 to 64 of [A-Za-z0-9_-]. */
export function visitorId(): string {
  const stored = read(local, VISITOR_KEY);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const id = btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  write(local, VISITOR_KEY, id);
  return id;
}

/**
 * The code for this visitor's WhatsApp lead on a listing: the one of a tap within the last 24 hours
 * (the database folds the new tap into that lead), else a fresh one.
 */
export function whatsappLeadCode(productId: string, now = Date.now()): string {
  const codes = recentCodes(now);
  const code = codes[productId]?.code ?? leadReferenceCode(crypto.getRandomValues(new Uint8Array(6)));
  keepWhatsappLeadCode(productId, code, now);
  return code;
}

/** Keeps the code the database answered (an earlier lead's, or a fresh one when the browser's was taken). */
export function keepWhatsappLeadCode(productId: string, code: string, now = Date.now()) {
  const codes = recentCodes(now);
  codes[productId] = { code, at: codes[productId]?.at ?? now };
  write(local, CODES_KEY, JSON.stringify(codes));
}

function recentCodes(now: number): Record<string, { code: string; at: number }> {
  try {
    const codes = JSON.parse(read(local, CODES_KEY) ?? '{}') as Record<string, { code?: unknown; at?: unknown }>;
    return Object.fromEntries(
      Object.entries(codes).flatMap(([id, entry]) =>
        isLeadReferenceCode(entry?.code) && typeof entry.at === 'number' && now - entry.at < DAY_MS ? [[id, { code: entry.code, at: entry.at }]] : [],
      ),
    );
  } catch {
    return {};
  }
}
