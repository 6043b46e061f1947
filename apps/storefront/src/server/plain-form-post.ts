import { DataError } from '@oneboss/data/catalogue';
import { env } from '../env';
import { FORM_OPENED_FIELD } from '../components/leads/form-opened-field';

const refusal = (status: number, text: string) =>
  new Response(text, { status, headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' } });

const SITE_ORIGIN = new URL(env.siteUrl).origin;

/**
 * A post from another site (a page elsewhere submitting our form in a visitor's name) is refused;
 * browsers name the posting page's origin, and a client that names none is a script like any other.
 */
function postedFromElsewhere(request: Request): boolean {
  if (request.headers.get('Sec-Fetch-Site') === 'cross-site') return true;
  const origin = request.headers.get('Origin');
  return origin !== null && origin !== SITE_ORIGIN && origin !== new URL(request.url).origin;
}

/**
 * A public form (lead, newsletter) posted as a plain form, before the page's script took it over:
 * its fields, or the refusal to answer with. The body's size is capped by the server for every request.
 */
export async function readPlainFormPost(request: Request): Promise<URLSearchParams | Response> {
  if (postedFromElsewhere(request)) return refusal(403, 'Envio recusado: use o formulário no site da OneBoss.');
  if (!(request.headers.get('Content-Type') ?? '').startsWith('application/x-www-form-urlencoded')) {
    return refusal(415, 'Envio recusado: o formulário deve ser enviado pela página.');
  }
  return new URLSearchParams(await request.text());
}

/** Time since the page's form was rendered; an absent, malformed or future stamp reads as none. */
export function fillMsOf(form: URLSearchParams): number {
  const opened = form.get(FORM_OPENED_FIELD);
  const openedAt = Number(opened);
  const elapsed = Date.now() - openedAt;
  return opened && Number.isSafeInteger(openedAt) && elapsed >= 0 ? elapsed : 0;
}

/** Back to a page after a post (303: the browser asks for it with GET), never kept by a cache. */
export const seeOther = (location: string) => new Response(null, { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' } });

/**
 * What a public form's failed store means to its sender, as the outcome word both forms share:
 * past the sender's limit, refused by the backend as invalid, or anything else.
 */
export function failedPostOutcome(error: unknown): 'aguarde' | 'invalida' | 'falhou' {
  if (!(error instanceof DataError)) return 'falhou';
  if (error.code === 'PT429') return 'aguarde';
  return error.status !== undefined && error.status >= 400 && error.status < 500 ? 'invalida' : 'falhou';
}
