export type Section = '/' | '/loja' | '/perfil';

/** The bottom bar marks Loja for any path starting with /loja, Perfil for any starting with /perfil. */
export function isSectionActive(pathname: string, section: Section): boolean {
  return section === '/' ? pathname === '/' : pathname.startsWith(section);
}
