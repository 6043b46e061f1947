// Not libs/data's error catalogue: it would bring its field messages into every page's first script.
import { REQUEST_MESSAGES } from '@oneboss/domain';

/** The lead form's element id. */
export const LEAD_FORM_ID = 'enviar-mensagem';

/** The id of the form's line that tells what became of a post: the answer to a plain post scrolls to it. */
export const LEAD_OUTCOME_ID = 'enviar-mensagem-resultado';

export const LEAD_SENT = { title: 'Mensagem enviada', description: 'Em breve um especialista entrará em contato.' } as const;

/**
 * What became of a lead form posted before the page's script ran, carried back to the page as
 * `?mensagem=<outcome>`: a fixed word, never a text of the request's, so no link can make the page
 * say something of its own. The typed values never travel in the address.
 */
const OUTCOMES = {
  enviada: { tone: 'success', text: `${LEAD_SENT.title}. ${LEAD_SENT.description}` },
  invalida: { tone: 'wait', text: 'Não foi possível enviar: confira nome, e-mail, telefone com DDD e mensagem e envie de novo.' },
  aguarde: { tone: 'wait', text: REQUEST_MESSAGES.formRateLimited },
  confirme: { tone: 'wait', text: 'Recebemos muitas mensagens agora. Envie de novo e confirme que você não é um robô.' },
  falhou: { tone: 'wait', text: REQUEST_MESSAGES.genericError },
} as const satisfies Record<string, { tone: 'success' | 'wait'; text: string }>;

export type LeadPostOutcome = keyof typeof OUTCOMES;

export const isLeadPostOutcome = (value: unknown): value is LeadPostOutcome => typeof value === 'string' && Object.hasOwn(OUTCOMES, value);

export const leadPostNotice = (outcome: LeadPostOutcome) => OUTCOMES[outcome];

/**
 * The search part a page with a lead form keeps: the outcome, when it is one of ours. The key is
 * always set, undefined otherwise, so the router's raw query cannot shine through.
 */
export const leadPostSearch = (search: Record<string, unknown>): { mensagem?: LeadPostOutcome } => ({
  mensagem: isLeadPostOutcome(search.mensagem) ? search.mensagem : undefined,
});
