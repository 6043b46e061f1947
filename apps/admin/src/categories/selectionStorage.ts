import { STORAGE_KEYS } from '@oneboss/domain';
import { EMPTY_SELECTION, isCategoryTab, type CategorySelection } from './categorySelection';

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The category manager's selection as local storage keeps it, or none. */
export function readStoredSelection(storage: KeyValueStorage): CategorySelection {
  const tab = storage.getItem(STORAGE_KEYS.categoryManagerTab);
  return {
    categoryId: storage.getItem(STORAGE_KEYS.categoryManagerCategory) || null,
    subcategoryId: storage.getItem(STORAGE_KEYS.categoryManagerSubcategory) || null,
    tab: isCategoryTab(tab) ? tab : EMPTY_SELECTION.tab,
  };
}

export function writeStoredSelection(storage: KeyValueStorage, selection: CategorySelection): void {
  const put = (key: string, value: string | null) => (value === null ? storage.removeItem(key) : storage.setItem(key, value));
  put(STORAGE_KEYS.categoryManagerCategory, selection.categoryId);
  put(STORAGE_KEYS.categoryManagerSubcategory, selection.subcategoryId);
  put(STORAGE_KEYS.categoryManagerTab, selection.tab);
}
