import type { Category } from './entities';
import { normalizeSearch } from './text';
import { isUuid } from './uuid';

/**
 * Fallback words per known category slug: an unknown slug such as an
 * old link's 'veiculos' still finds the category called 'Automóveis'.
 */
export const CATEGORY_FALLBACK_KEYWORDS: Readonly<Record<string, readonly string[]>> = {
  veiculos: ['veiculo', 'automove', 'automovel', 'carro'],
  embarcacoes: ['embarcac', 'barco', 'lancha', 'iate'],
  aeronaves: ['aeronave', 'aviao', 'avioes', 'helicoptero', 'jato'],
  imoveis: ['imove', 'imovel', 'casa', 'apartamento'],
  relogios: ['relogio'],
  decoracao: ['decorac', 'decor'],
};

/**
 * Category a shop URL points at, by id, by value (slug), accent- and
 * case-insensitively, then by the fallback keywords; null means all products.
 */
export function resolveCategory<C extends Pick<Category, 'id' | 'name' | 'value'>>(
  slugOrId: string | null | undefined,
  categories: readonly C[],
): C | null {
  if (!slugOrId) return null;
  if (isUuid(slugOrId)) {
    const byId = categories.find((category) => category.id.toLowerCase() === slugOrId.toLowerCase());
    if (byId) return byId;
  }
  const exact = categories.find((category) => category.value === slugOrId);
  if (exact) return exact;
  const wanted = normalizeSearch(slugOrId);
  const loose = categories.find((category) => normalizeSearch(category.value) === wanted);
  if (loose) return loose;
  // Own keys only: a slug from the URL such as `constructor` must not find the object's prototype.
  if (!Object.hasOwn(CATEGORY_FALLBACK_KEYWORDS, wanted)) return null;
  const keywords = CATEGORY_FALLBACK_KEYWORDS[wanted];
  return (
    categories.find((category) => {
      const name = normalizeSearch(category.name);
      const value = normalizeSearch(category.value);
      return keywords.some((keyword) => name.includes(keyword) || value.includes(keyword));
    }) ?? null
  );
}
