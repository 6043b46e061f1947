import { HOME_CATEGORY_SLUGS, resolveCategory, type Category } from '@oneboss/domain';

export interface CategoryBanner {
  slug: (typeof HOME_CATEGORY_SLUGS)[number];
  title: string;
  tagline: string;
  /** Automóveis and Imóveis span the full width. */
  wide: boolean;
  /** Value of the category it links to; null sends the visitor to /loja. */
  categoryValue: string | null;
}

const BANNER_TEXT: Record<CategoryBanner['slug'], { title: string; tagline: string }> = {
  veiculos: { title: 'Automóveis', tagline: 'Superesportivos, clássicos e sedãs de alto padrão' },
  embarcacoes: { title: 'Embarcações', tagline: 'Iates e lanchas para o seu horizonte' },
  aeronaves: { title: 'Aeronaves', tagline: 'Jatos executivos e helicópteros' },
  imoveis: { title: 'Imóveis', tagline: 'Coberturas, mansões e refúgios exclusivos' },
  relogios: { title: 'Relógios', tagline: 'Alta relojoaria das maisons mais desejadas' },
  decoracao: { title: 'Decoração', tagline: 'Design assinado e peças de arte' },
};

const WIDE: ReadonlySet<string> = new Set(['veiculos', 'imoveis']);

/** The six home banners in HOME_CATEGORY_SLUGS order, each linked to its category when the catalogue has it. */
export function categoryBanners(tree: readonly Pick<Category, 'id' | 'name' | 'value'>[]): CategoryBanner[] {
  return HOME_CATEGORY_SLUGS.map((slug) => ({
    slug,
    ...BANNER_TEXT[slug],
    wide: WIDE.has(slug),
    categoryValue: resolveCategory(slug, tree)?.value ?? null,
  }));
}
