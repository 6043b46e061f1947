import { useCallback, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { CATEGORY_MESSAGES, invalidIdMessage, isUuid, type Attribute, type Category, type IdKind, type Subcategory } from '@oneboss/domain';
import {
  DataError,
  createAttribute,
  createCategory,
  createSubcategory,
  deleteAttribute,
  deleteCategory,
  deleteSubcategory,
  updateAttribute,
  updateCategory,
  updateSubcategory,
} from '@oneboss/data';
import { supabase } from '../providers/supabaseClient';
import { useToast } from '../ui/toast';
import { errorText } from './errorText';
import { CATEGORY_TREE_KEY } from './useCategoryTree';
import type { SlugNameValues } from './SlugNameForm';

const PRODUCTS_CATEGORY_TREE_KEY = ['admin', 'products', 'category-tree'] as const;

export interface CategoryActions {
  /** Adds resolve true on success; they never reject (the toast tells the failure). */
  addCategory: (values: SlugNameValues) => Promise<boolean>;
  addSubcategory: (category: Category, values: SlugNameValues) => Promise<boolean>;
  addAttribute: (subcategory: Subcategory, name: string) => Promise<boolean>;
  /** Renames and removals reject on failure, so the panel can keep the field open or explain. */
  renameCategory: (category: Category, name: string) => Promise<void>;
  renameSubcategory: (subcategory: Subcategory, name: string) => Promise<void>;
  renameAttribute: (attribute: Attribute, name: string) => Promise<void>;
  removeCategory: (category: Category) => Promise<void>;
  removeSubcategory: (subcategory: Subcategory) => Promise<void>;
  removeAttribute: (attribute: Attribute) => Promise<void>;
  /** A category deletion is running; spec §4 allows only one at a time. */
  removingCategory: boolean;
}

/** Every write of the category manager, with the toasts of spec §8 and a tree refresh after success. */
export function useCategoryActions(): CategoryActions {
  const toast = useToast();
  const queryClient = useQueryClient();
  const categoryDeletion = useRef(false);
  const [removingCategory, setRemovingCategory] = useState(false);

  const run = useCallback(
    async <T,>(work: () => Promise<T>, messages: { success?: string; failure: string }): Promise<T> => {
      try {
        const result = await work();
        if (messages.success) toast(messages.success, { variant: 'success' });
        void queryClient.invalidateQueries({ queryKey: CATEGORY_TREE_KEY });
        // The Produtos tab keeps its own copy of the tree for its filters and form.
        void queryClient.invalidateQueries({ queryKey: PRODUCTS_CATEGORY_TREE_KEY });
        return result;
      } catch (error) {
        toast(messages.failure, { variant: 'error', description: errorText(error) });
        throw error;
      }
    },
    [queryClient, toast],
  );

  /** Spec §5: a malformed id is refused with its own title before any request. */
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
    const succeeded = (work: Promise<unknown>) => work.then(() => true, () => false);
    return {
      addCategory: ({ name, slug }) =>
        succeeded(
          run(() => createCategory(supabase, { name, value: slug }), {
            success: CATEGORY_MESSAGES.added,
            failure: CATEGORY_MESSAGES.addFailed,
          }),
        ),
      addSubcategory: (category, { name, slug }) =>
        succeeded(
          run(() => createSubcategory(supabase, { categoryId: category.id, name, type: slug }), {
            success: CATEGORY_MESSAGES.subcategoryAdded,
            failure: CATEGORY_MESSAGES.addSubcategoryFailed,
          }),
        ),
      addAttribute: (subcategory, name) =>
        succeeded(
          run(() => createAttribute(supabase, { subcategoryId: subcategory.id, name }), {
            success: CATEGORY_MESSAGES.attributeAdded,
            failure: CATEGORY_MESSAGES.addAttributeFailed,
          }),
        ),
      renameCategory: async (category, name) => {
        await run(() => updateCategory(supabase, category.id, { name, value: category.value }), { failure: CATEGORY_MESSAGES.updateFailed });
      },
      renameSubcategory: async (subcategory, name) => {
        await run(() => updateSubcategory(supabase, subcategory.id, { name, type: subcategory.type }), {
          failure: CATEGORY_MESSAGES.updateSubcategoryFailed,
        });
      },
      renameAttribute: async (attribute, name) => {
        await run(() => updateAttribute(supabase, attribute.id, name), { failure: CATEGORY_MESSAGES.updateAttributeFailed });
      },
      removeCategory: async (category) => {
        requireUuid('category', category.id);
        if (categoryDeletion.current) return;
        categoryDeletion.current = true;
        setRemovingCategory(true);
        try {
          await run(() => deleteCategory(supabase, category.id), { success: CATEGORY_MESSAGES.removed, failure: CATEGORY_MESSAGES.removeFailed });
        } finally {
          categoryDeletion.current = false;
          setRemovingCategory(false);
        }
      },
      removeSubcategory: async (subcategory) => {
        requireUuid('subcategory', subcategory.id);
        await run(() => deleteSubcategory(supabase, subcategory.id), {
          success: CATEGORY_MESSAGES.subcategoryRemoved,
          failure: CATEGORY_MESSAGES.removeSubcategoryFailed,
        });
      },
      removeAttribute: async (attribute) => {
        requireUuid('subcategory', attribute.subcategoryId);
        await run(() => deleteAttribute(supabase, attribute.id), {
          success: CATEGORY_MESSAGES.attributeRemoved,
          failure: CATEGORY_MESSAGES.removeAttributeFailed,
        });
      },
      removingCategory,
    };
  }, [removingCategory, requireUuid, run]);
}
