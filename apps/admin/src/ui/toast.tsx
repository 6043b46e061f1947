import { useCallback } from 'react';
import { Alert, AlertTitle } from '@mui/material';
import { useNotify } from 'react-admin';

type ToastVariant = 'success' | 'error' | 'info' | 'warning';

export interface ToastOptions {
  description?: string;
  variant?: ToastVariant;
}

/**
 * A toast has a title and a description; react-admin's notifier shows one element
 * at a time and only one toast is visible, so the pair is rendered as a single alert.
 */
export function useToast() {
  const notify = useNotify();
  return useCallback(
    (title: string, { description, variant = 'info' }: ToastOptions = {}) =>
      notify(
        <Alert severity={variant} variant="filled" role={variant === 'error' ? 'alert' : 'status'} sx={{ minWidth: 280, maxWidth: 420 }}>
          <AlertTitle sx={{ mb: description ? 0.5 : 0 }}>{title}</AlertTitle>
          {description}
        </Alert>,
        { type: variant, autoHideDuration: 4000 },
      ),
    [notify],
  );
}
