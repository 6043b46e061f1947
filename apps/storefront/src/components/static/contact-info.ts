/** What the contact and legal pages add to the footer's phone and e-mail (layout/contact-info.ts). */
export const CONTACT_INFO = {
  privacyEmail: 'privacidade@oneboss.com.br',
  dpoName: 'Encarregado de Proteção de Dados da OneBoss',
  address: 'Av. Brigadeiro Faria Lima, 3477 — Itaim Bibi, São Paulo/SP, 04538-133',
  businessHours: ['Segunda a sexta, das 9h às 19h', 'Sábados, das 10h às 14h'],
  companyName: 'OneBoss Marketplace Ltda.',
} as const;
