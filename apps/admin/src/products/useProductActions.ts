import { useCallback } from 'react';
import { useDeleteMany, useUpdateMany } from 'react-admin';
import { PRODUCT_MESSAGES, type Product } from '@oneboss/domain';
import { useToast } from '../ui/toast';
import { bulkPublishedText } from './bulkText';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : undefined);

/** The list's bulk writes: publish/hide and delete the selected products, each with its toast. */
export function useProductActions() {
  const toast = useToast();
  const [updateMany, { isPending: isPublishing }] = useUpdateMany<Product>();
  const [deleteMany, { isPending: isDeleting }] = useDeleteMany<Product>();

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

  return { setPublished, removeProducts, isDeleting, isPublishing };
}
