import { seedUuid } from '../ids';

export interface SeedPartner {
  readonly id: string;
  readonly name: string;
  readonly description: string;
  readonly link: string;
  readonly orderIndex: number;
  /** Two brand colours for the generated logo and banner. */
  readonly colors: readonly [string, string];
}

type PartnerOutline = readonly [name: string, description: string, link: string, colors: readonly [string, string]];

const OUTLINE: readonly PartnerOutline[] = [
  ['Maison Aurum', 'Joalheria e alta relojoaria com atendimento privativo.', 'https://maisonaurum.example', ['#1c1408', '#c9a45c']],
  ['Costa Verde Yachts', 'Venda, gestão e tripulação de iates em Angra dos Reis.', 'https://costaverdeyachts.example', ['#04222e', '#4fb3bf']],
  ['Altitude Aviação Executiva', 'Consultoria na compra e na operação de jatos e helicópteros.', 'https://altitudeaviacao.example', ['#0d1b2a', '#8fb8de']],
  ['Prime Motors Collection', 'Superesportivos e clássicos com procedência certificada.', 'https://primemotors.example', ['#1a0b0b', '#d4483b']],
  ['Villa Nobre Imóveis', 'Imóveis de alto padrão em São Paulo, Rio e no litoral.', 'https://villanobre.example', ['#14110f', '#b8a07e']],
];

/** Partners shown in the home page's logo and banner carousels, in order. */
export const SEED_PARTNERS: readonly SeedPartner[] = OUTLINE.map(([name, description, link, colors], index) => ({
  id: seedUuid('partner', name),
  name,
  description,
  link,
  orderIndex: index,
  colors,
}));
