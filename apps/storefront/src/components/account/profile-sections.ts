/** The profile menu's sub-pages; the routes are not built yet and show a "coming soon" page. */
export const PROFILE_SECTIONS = [
  {
    slug: 'pedidos',
    label: 'Meus Pedidos',
    description: 'Em breve você acompanhará aqui suas negociações, propostas e pedidos em andamento.',
  },
  {
    slug: 'dados',
    label: 'Dados Cadastrais',
    description: 'Em breve você poderá revisar e atualizar seu nome, WhatsApp e estado por aqui.',
  },
  {
    slug: 'enderecos',
    label: 'Endereços',
    description: 'Em breve você poderá cadastrar endereços de entrega e de visita para agilizar o atendimento.',
  },
  {
    slug: 'notificacoes',
    label: 'Notificações',
    description: 'Em breve você escolherá como quer ser avisado sobre novidades, preços e respostas do concierge.',
  },
  {
    slug: 'configuracoes',
    label: 'Configurações',
    description: 'Em breve você poderá alterar sua senha e as preferências de privacidade da conta.',
  },
] as const;

export type ProfileSection = (typeof PROFILE_SECTIONS)[number];

export function findProfileSection(slug: string): ProfileSection | undefined {
  return PROFILE_SECTIONS.find((section) => section.slug === slug);
}
