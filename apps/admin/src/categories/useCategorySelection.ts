import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Category } from '@oneboss/domain';
import {
  EMPTY_SELECTION,
  resolveSelection,
  selectionFromParams,
  selectionToParams,
  type CategorySelection,
  type CategoryTab,
} from './categorySelection';
import { readStoredSelection, writeStoredSelection } from './selectionStorage';

function storedSelection(): CategorySelection {
  try {
    return readStoredSelection(window.localStorage);
  } catch {
    return EMPTY_SELECTION;
  }
}

/**
 * The manager's selection and mobile sub-tab. The URL holds it (a reload, a shared link and the
 * back button keep it); a URL naming none falls back to what local storage remembers,
 * which every change also updates. Until the tree loads the ids are trusted; afterwards ids that
 * no longer exist are dropped and the URL is corrected in place.
 */
export function useCategorySelection(tree: readonly Category[] | undefined) {
  const [params, setParams] = useSearchParams();
  const [fallback] = useState(storedSelection);
  const requested = selectionFromParams(params) ?? fallback;
  const selection = tree ? resolveSelection(tree, requested) : requested;
  const { categoryId, subcategoryId, tab } = selection;

  useEffect(() => {
    if (!tree) return;
    const current = { categoryId, subcategoryId, tab };
    if (selectionToParams(params, current).toString() !== params.toString()) setParams((latest) => selectionToParams(latest, current), { replace: true });
    try {
      writeStoredSelection(window.localStorage, current);
    } catch {
      // Storage unavailable (private mode, quota): the URL still carries the selection.
    }
  }, [tree, params, setParams, categoryId, subcategoryId, tab]);

  /** Each choice is a history entry, so the back button returns to the previous one. */
  const go = useCallback((next: CategorySelection) => setParams((latest) => selectionToParams(latest, next)), [setParams]);

  /** `advance` moves the mobile view on to the next sub-tab, where the choice is used. */
  const selectCategory = useCallback(
    (id: string, advance: boolean) =>
      go({ categoryId: id, subcategoryId: categoryId === id ? subcategoryId : null, tab: advance ? 'subcategories' : tab }),
    [go, categoryId, subcategoryId, tab],
  );

  const selectSubcategory = useCallback(
    (id: string, advance: boolean) => go({ categoryId, subcategoryId: id, tab: advance ? 'values' : tab }),
    [go, categoryId, tab],
  );

  const showTab = useCallback((next: CategoryTab) => go({ categoryId, subcategoryId, tab: next }), [go, categoryId, subcategoryId]);

  return { selection, selectCategory, selectSubcategory, showTab };
}
