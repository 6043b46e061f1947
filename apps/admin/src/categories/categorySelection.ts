import type { Category, Subcategory } from '@oneboss/domain';

/** The mobile sub-tabs, in order: each later one needs the selection of the one before (specs only a category's). */
export const CATEGORY_TABS = ['categories', 'subcategories', 'values', 'specs'] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

export const CATEGORY_TAB_LABELS: Readonly<Record<CategoryTab, string>> = {
  categories: 'Categorias',
  subcategories: 'Subcategorias',
  values: 'Valores',
  specs: 'Especificações',
};

export interface CategorySelection {
  categoryId: string | null;
  subcategoryId: string | null;
  tab: CategoryTab;
}

export const EMPTY_SELECTION: CategorySelection = { categoryId: null, subcategoryId: null, tab: 'categories' };

export function isCategoryTab(value: unknown): value is CategoryTab {
  return typeof value === 'string' && (CATEGORY_TABS as readonly string[]).includes(value);
}

export function isTabEnabled(tab: CategoryTab, selection: Pick<CategorySelection, 'categoryId' | 'subcategoryId'>): boolean {
  if (tab === 'subcategories' || tab === 'specs') return selection.categoryId !== null;
  if (tab === 'values') return selection.categoryId !== null && selection.subcategoryId !== null;
  return true;
}

/**
 * A stored selection checked against the current tree: an id that no longer exists (deleted,
 * or from another database) is dropped with everything after it, and the tab falls back to
 * the last one the remaining selection enables.
 */
export function resolveSelection(tree: readonly Category[], stored: CategorySelection): CategorySelection {
  const category = tree.find((item) => item.id === stored.categoryId) ?? null;
  const subcategory = category?.subcategories?.find((item) => item.id === stored.subcategoryId) ?? null;
  const ids = { categoryId: category?.id ?? null, subcategoryId: subcategory?.id ?? null };
  const tab = isTabEnabled(stored.tab, ids) ? stored.tab : ids.categoryId ? 'subcategories' : 'categories';
  return { ...ids, tab };
}

export function selectedCategory(tree: readonly Category[], selection: CategorySelection): Category | null {
  return tree.find((item) => item.id === selection.categoryId) ?? null;
}

export function selectedSubcategory(category: Category | null, selection: CategorySelection): Subcategory | null {
  return category?.subcategories?.find((item) => item.id === selection.subcategoryId) ?? null;
}

/** The URL's query keys for the selection: `#/categories?category=<id>&subcategory=<id>&tab=values`. */
const PARAM = { category: 'category', subcategory: 'subcategory', tab: 'tab' } as const;

/** The selection a URL names, or null when it names none (the stored one applies then). */
export function selectionFromParams(params: URLSearchParams): CategorySelection | null {
  const categoryId = params.get(PARAM.category) || null;
  const subcategoryId = params.get(PARAM.subcategory) || null;
  const tab = params.get(PARAM.tab);
  if (!categoryId && !subcategoryId && !tab) return null;
  return { categoryId, subcategoryId, tab: isCategoryTab(tab) ? tab : EMPTY_SELECTION.tab };
}

/** `params` with the selection written in (other keys kept); empty parts are left out. */
export function selectionToParams(params: URLSearchParams, selection: CategorySelection): URLSearchParams {
  const next = new URLSearchParams(params);
  const put = (key: string, value: string | null) => (value ? next.set(key, value) : next.delete(key));
  put(PARAM.category, selection.categoryId);
  put(PARAM.subcategory, selection.subcategoryId);
  put(PARAM.tab, selection.tab === EMPTY_SELECTION.tab ? null : selection.tab);
  return next;
}
