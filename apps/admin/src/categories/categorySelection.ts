import type { Category, Subcategory } from '@oneboss/domain';

/** The mobile sub-tabs, in order: each later one needs the selection of the one before. */
export const CATEGORY_TABS = ['categories', 'subcategories', 'values'] as const;
export type CategoryTab = (typeof CATEGORY_TABS)[number];

export const CATEGORY_TAB_LABELS: Readonly<Record<CategoryTab, string>> = {
  categories: 'Categorias',
  subcategories: 'Subcategorias',
  values: 'Valores',
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
  if (tab === 'subcategories') return selection.categoryId !== null;
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
