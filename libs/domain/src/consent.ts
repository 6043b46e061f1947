/**
 * The privacy notice the lead and newsletter forms show ('Ao enviar, você concorda com a nossa
 * Política de Privacidade.'), by version: stored with each row as proof of what the visitor
 * agreed to. A new wording gets a new version here and in the database's check constraint.
 */
export const CONSENT_TEXT_VERSION = '2025-11-27';

/**
 * The storefront's cookie holding the visitor's analytics choice ('granted' or 'denied'). A cookie
 * rather than localStorage so a browser test (or the server, one day) can set it up front.
 */
export const ANALYTICS_CONSENT_COOKIE = 'oneboss_analytics_consent';

export const CONSENT_MESSAGES = {
  unknownTextVersion: 'O aviso de privacidade deste formulário mudou. Recarregue a página e envie novamente.',
} as const;

/** The storefront page a newsletter e-mail links to; its token unsubscribes the reader without signing in. */
export const UNSUBSCRIBE_PATH = '/descadastrar';

export function newsletterUnsubscribeUrl(storefrontUrl: string, token: string): string {
  return `${storefrontUrl.replace(/\/+$/, '')}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;
}
