import { useCallback } from 'react';
import { useDeleteMany, useUpdate, useUpdateMany } from 'react-admin';
import { PRODUCT_MESSAGES, type Product } from '@oneboss/domain';
import { useToast } from '../ui/toast';
import { bulkPublishedText } from './bulkText';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** The list's own writes: publish/hide (one or the selected) and delete, each with the spec's toasts. */
export function useProductActions() {
  const toast = useToast();
  const [update] = useUpdate<Product>();
  const [updateMany, { isPending: isPublishing }] = useUpdateMany<Product>();
  const [deleteMany, { isPending: isDeleting }] = useDeleteMany<Product>();

  const togglePublished = useCallback(
    (product: Product) =>
      update(
        'products',
        { id: product.id, data: { published: !product.published }, previousData: product },
        {
          mutationMode: 'pessimistic',
          onSuccess: (saved) => toast(saved.published ? PRODUCT_MESSAGES.published : PRODUCT_MESSAGES.hidden, { variant: 'success' }),
          onError: (error) => toast(PRODUCT_MESSAGES.updateFailedTitle, { description: messageOf(error), variant: 'error' }),
        },
      ),
    [update, toast],
  );

  const setPublished = useCallback(
    (ids: string[], published: boolean, onDone: () => void) =>
      updateMany(
        'products',
        { ids, data: { published } },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            toast(bulkPublishedText(ids.length, published), { variant: 'success' });
            onDone();
          },
          onError: (error) => toast(PRODUCT_MESSAGES.updateFailedTitle, { description: messageOf(error), variant: 'error' }),
        },
      ),
    [updateMany, toast],
  );

  const removeProducts = useCallback(
    (ids: string[], onDone: () => void) => {
      if (ids.length === 0) {
        toast(PRODUCT_MESSAGES.noneSelected, { variant: 'warning' });
        return;
      }
      return deleteMany(
        'products',
        { ids },
        {
          mutationMode: 'pessimistic',
          onSuccess: () => {
            toast(PRODUCT_MESSAGES.removed, { variant: 'success' });
            onDone();
          },
          onError: (error) => toast(PRODUCT_MESSAGES.removeFailedTitle, { description: messageOf(error), variant: 'error' }),
        },
      );
    },
    [deleteMany, toast],
  );

  return { togglePublished, setPublished, removeProducts, isDeleting, isPublishing };
}
