import { useMemo } from 'react';
import { useRefresh } from 'react-admin';
import { PRODUCT_MESSAGES } from '@oneboss/domain';
import { useToast } from '../ui/toast';

interface SaveFeedback {
  success: string;
  failure: string;
  onSaved: () => void;
}

/**
 * The product form's save outcome, as CreateBase/EditBase mutation options: a toast either way,
 * the lists re-read (a failed save may have stored some of the photos), and the form closed once saved.
 */
export function useSaveFeedback({ success, failure, onSaved }: SaveFeedback) {
  const toast = useToast();
  const refresh = useRefresh();
  return useMemo(
    () => ({
      onSuccess: () => {
        toast(success, { variant: 'success' });
        refresh();
        onSaved();
      },
      onError: (error: unknown) => {
        toast(failure, { description: error instanceof Error ? error.message : PRODUCT_MESSAGES.updateFailedRetry, variant: 'error' });
        refresh();
      },
    }),
    [toast, refresh, success, failure, onSaved],
  );
}
