import { useCallback, useMemo, useRef, useState } from 'react';
import { useDelete, useUpdate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { CATEGORY_MESSAGES, invalidIdMessage, isUuid, type Attribute, type Category, type IdKind, type Subcategory } from '@oneboss/domain';
import { DataError } from '@oneboss/data';
import { useToast } from '../ui/toast';
import { errorText } from '../shared/errorText';

export interface CategoryActions {
  /** Renames and removals reject on failure, so the panel can keep the field open or explain. */
  renameCategory: (category: Category, name: string) => Promise<void>;
  /** Replaces the words buyers type for the category (categories.search_terms). */
  setSearchTerms: (category: Category, terms: string[]) => Promise<void>;
  renameSubcategory: (subcategory: Subcategory, name: string) => Promise<void>;
  renameAttribute: (attribute: Attribute, name: string) => Promise<void>;
  removeCategory: (category: Category) => Promise<void>;
  removeSubcategory: (subcategory: Subcategory) => Promise<void>;
  removeAttribute: (attribute: Attribute) => Promise<void>;
  /** A category deletion is running; only one may run at a time. */
  removingCategory: boolean;
}

type Messages = { success?: string; failure: string };

/**
 * The category manager's renames and removals through the data provider (react-admin's mutation hooks,
 * pessimistic and without retry), with a toast for each outcome and a tree refresh after success.
 */
export function useCategoryActions(): CategoryActions {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [update] = useUpdate();
  const [remove] = useDelete();
  const categoryDeletion = useRef(false);
  const [removingCategory, setRemovingCategory] = useState(false);

  /** Toasts the outcome; a subcategory or attribute write changes the tree react-admin keeps under `categories`. */
  const settle = useCallback(
    async (write: Promise<unknown>, messages: Messages): Promise<void> => {
      try {
        await write;
      } catch (error) {
        toast(messages.failure, { variant: 'error', description: errorText(error) });
        throw error;
      }
      if (messages.success) toast(messages.success, { variant: 'success' });
      // One cached tree serves this tab and the Produtos tab's filters and form.
      void queryClient.invalidateQueries({ queryKey: ['categories'] });
    },
    [queryClient, toast],
  );

  /** A malformed id is refused with its own title before any request. */
  const requireUuid = useCallback(
    (kind: IdKind, id: string) => {
      if (isUuid(id)) return;
      const message = invalidIdMessage(kind, id);
      toast(message.title, { variant: 'error', description: message.description });
      throw new DataError('invalid_id', `${message.title}. ${message.description}`);
    },
    [toast],
  );

  return useMemo<CategoryActions>(() => {
    const options = { mutationMode: 'pessimistic', returnPromise: true, retry: false } as const;
    const renamed = (resource: string, id: string, data: Record<string, string>, failure: string) =>
      settle(update(resource, { id, data }, options), { failure });
    const removed = (resource: string, record: { id: string }, messages: Messages) =>
      settle(remove(resource, { id: record.id, previousData: record }, options), messages);
    return {
      renameCategory: (category, name) => renamed('categories', category.id, { name, value: category.value }, CATEGORY_MESSAGES.updateFailed),
      setSearchTerms: (category, terms) =>
        settle(update('categories', { id: category.id, data: { name: category.name, value: category.value, searchTerms: terms } }, options), {
          success: CATEGORY_MESSAGES.searchTermsSaved,
          failure: CATEGORY_MESSAGES.updateFailed,
        }),
      renameSubcategory: (subcategory, name) =>
        renamed('subcategories', subcategory.id, { name, type: subcategory.type }, CATEGORY_MESSAGES.updateSubcategoryFailed),
      renameAttribute: (attribute, name) => renamed('attributes', attribute.id, { name }, CATEGORY_MESSAGES.updateAttributeFailed),
      removeCategory: async (category) => {
        requireUuid('category', category.id);
        if (categoryDeletion.current) return;
        categoryDeletion.current = true;
        setRemovingCategory(true);
        try {
          await removed('categories', category, { success: CATEGORY_MESSAGES.removed, failure: CATEGORY_MESSAGES.removeFailed });
        } finally {
          categoryDeletion.current = false;
          setRemovingCategory(false);
        }
      },
      removeSubcategory: async (subcategory) => {
        requireUuid('subcategory', subcategory.id);
        await removed('subcategories', subcategory, {
          success: CATEGORY_MESSAGES.subcategoryRemoved,
          failure: CATEGORY_MESSAGES.removeSubcategoryFailed,
        });
      },
      removeAttribute: async (attribute) => {
        requireUuid('subcategory', attribute.subcategoryId);
        await removed('attributes', attribute, {
          success: CATEGORY_MESSAGES.attributeRemoved,
          failure: CATEGORY_MESSAGES.removeAttributeFailed,
        });
      },
      removingCategory,
    };
  }, [remove, removingCategory, requireUuid, settle, update]);
}
