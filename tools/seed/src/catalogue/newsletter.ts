import { seedUuid } from '../ids';

/** Addresses that signed up on the storefront and confirmed by the mailed link, with how many days ago. */
const SUBSCRIBERS: ReadonlyArray<readonly [email: string, daysAgo: number]> = [
  ['marina.duarte@example.com', 1],
  ['rafael.monteiro@example.com', 2],
  ['colecionador.sp@example.com', 3],
  ['helena.castro@example.com', 5],
  ['fernando.rezende@example.com', 6],
  ['bianca.toledo@example.com', 8],
  ['arquitetura.interiores@example.com', 9],
  ['lucas.ferreira@example.com', 12],
  ['camila.assis@example.com', 14],
  ['joao.pedro.salles@example.com', 17],
  ['patricia.lemos@example.com', 20],
  ['vela.e.mar@example.com', 23],
  ['ricardo.falcao@example.com', 27],
  ['gabriela.nunes@example.com', 31],
  ['thiago.nogueira@example.com', 36],
  ['claudia.martins@example.com', 41],
  ['aviacao.executiva.rp@example.com', 48],
  ['beatriz.campos@example.com', 55],
  ['otavio.mendes@example.com', 63],
  ['renata.pires@example.com', 72],
  ['andre.siqueira@example.com', 84],
];

export interface SeedSubscriber {
  readonly id: string;
  readonly email: string;
  readonly daysAgo: number;
}

/**
 * The newsletter's demo subscribers (some of them the demo leads' buyers), so that the back office's
 * Newsletter tab and the dashboard's count start with a list, as the leads do.
 */
export const SEED_SUBSCRIBERS: readonly SeedSubscriber[] = SUBSCRIBERS.map(([email, daysAgo]) => ({ id: seedUuid('subscriber', email), email, daysAgo }));
