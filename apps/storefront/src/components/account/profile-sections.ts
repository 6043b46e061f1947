/** The profile menu's entries, in order. A marketplace without orders has no orders or addresses pages. */
export const PROFILE_SECTIONS = [
  { to: '/perfil/favoritos', label: 'Favoritos' },
  { to: '/perfil/buscas', label: 'Buscas salvas' },
  { to: '/perfil/dados', label: 'Dados Cadastrais' },
  { to: '/perfil/seguranca', label: 'Segurança' },
  { to: '/perfil/notificacoes', label: 'Notificações' },
] as const;
