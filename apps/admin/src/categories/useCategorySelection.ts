import { useCallback, useEffect, useState } from 'react';
import type { Category } from '@oneboss/domain';
import { EMPTY_SELECTION, resolveSelection, type CategorySelection, type CategoryTab } from './categorySelection';
import { readStoredSelection, writeStoredSelection } from './selectionStorage';

function initialSelection(): CategorySelection {
  try {
    return readStoredSelection(window.localStorage);
  } catch {
    return EMPTY_SELECTION;
  }
}

/**
 * The manager's selection and mobile sub-tab, kept in local storage (spec §2). Until the tree
 * loads the stored ids are trusted; afterwards ids that no longer exist are dropped.
 */
export function useCategorySelection(tree: readonly Category[] | undefined) {
  const [stored, setStored] = useState<CategorySelection>(initialSelection);
  const selection = tree ? resolveSelection(tree, stored) : stored;
  const { categoryId, subcategoryId, tab } = selection;

  useEffect(() => {
    if (!tree) return;
    try {
      writeStoredSelection(window.localStorage, { categoryId, subcategoryId, tab });
    } catch {
      // Storage unavailable (private mode, quota): the selection just is not remembered.
    }
  }, [tree, categoryId, subcategoryId, tab]);

  /** `advance` moves the mobile view on to the next sub-tab, where the choice is used. */
  const selectCategory = useCallback((id: string, advance: boolean) => {
    setStored((current) => ({
      categoryId: id,
      subcategoryId: current.categoryId === id ? current.subcategoryId : null,
      tab: advance ? 'subcategories' : current.tab,
    }));
  }, []);

  const selectSubcategory = useCallback((id: string, advance: boolean) => {
    setStored((current) => ({ ...current, subcategoryId: id, tab: advance ? 'values' : current.tab }));
  }, []);

  const showTab = useCallback((next: CategoryTab) => setStored((current) => ({ ...current, tab: next })), []);

  return { selection, selectCategory, selectSubcategory, showTab };
}
