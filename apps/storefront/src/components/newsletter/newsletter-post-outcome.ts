// Not libs/data's error catalogue: it would bring its field messages into every page's first script.
import { REQUEST_MESSAGES } from '@oneboss/domain';

/** The newsletter form's element id on every page (the footer's). */
export const NEWSLETTER_FORM_ID = 'newsletter';
/** Where the newsletter form posts before the page's script runs, and shows what became of it. */
export const NEWSLETTER_PATH = '/newsletter';

/**
 * What became of the newsletter form posted before the page's script ran, as `?inscricao=<outcome>`
 * on the newsletter page: a fixed word (the address never travels in a link).
 */
const OUTCOMES = {
  enviada: {
    title: 'Confirme sua inscrição',
    text: 'Enviamos um e-mail de confirmação para o endereço informado. Abra o link para concluir a inscrição.',
  },
  invalida: { title: 'Não foi possível inscrever', text: 'Informe um e-mail válido.' },
  aguarde: { title: 'Não foi possível inscrever', text: REQUEST_MESSAGES.formRateLimited },
  falhou: { title: 'Não foi possível inscrever', text: REQUEST_MESSAGES.genericError },
} as const satisfies Record<string, { title: string; text: string }>;

export type NewsletterPostOutcome = keyof typeof OUTCOMES;

export const isNewsletterPostOutcome = (value: unknown): value is NewsletterPostOutcome =>
  typeof value === 'string' && Object.hasOwn(OUTCOMES, value);

export const newsletterPostNotice = (outcome: NewsletterPostOutcome) => OUTCOMES[outcome];
