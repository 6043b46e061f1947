import { isValidElement, useEffect, useRef, useState } from 'react';
import { Alert, Button, Snackbar } from '@mui/material';
import { useNotificationContext, useTakeUndoableMutation, useTranslate, type NotificationPayload } from 'react-admin';
import { TOAST_REMOVE_DELAY_MS } from '@oneboss/domain';

/**
 * react-admin's notifier, with one toast visible at a time: a newer one
 * replaces it at once instead of queueing behind it (react-admin's own waits, and a hovered
 * toast never times out). Undoable mutations are still committed or undone on close.
 */
export function Toaster() {
  const { notifications, resetNotifications } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const [current, setCurrent] = useState<{ id: number; payload: NotificationPayload } | null>(null);
  const [open, setOpen] = useState(false);
  const shown = useRef<{ id: number; undoable: boolean }>({ id: 0, undoable: false });

  useEffect(() => {
    if (notifications.length === 0) return;
    const newest = notifications[notifications.length - 1];
    resetNotifications();
    // A replaced undoable toast commits its mutation, as closing it would.
    if (shown.current.undoable) takeMutation()?.({ isUndo: false });
    shown.current = { id: shown.current.id + 1, undoable: Boolean(newest.notificationOptions?.undoable) };
    setCurrent({ id: shown.current.id, payload: newest });
    setOpen(true);
  }, [notifications, resetNotifications, takeMutation]);

  if (!current) return null;
  const { message, type = 'info', notificationOptions = {} } = current.payload;
  const { autoHideDuration = TOAST_REMOVE_DELAY_MS, messageArgs, undoable } = notificationOptions;


  const close = (isUndo: boolean) => {
    if (shown.current.undoable) takeMutation()?.({ isUndo });
    shown.current = { ...shown.current, undoable: false };
    setOpen(false);
  };

  return (
    <Snackbar
      key={current.id}
      open={open}
      autoHideDuration={autoHideDuration ?? undefined}
      onClose={(_, reason) => reason !== 'clickaway' && close(false)}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
    >
      {isValidElement(message) ? (
        <div>{message}</div>
      ) : (
        <Alert
          severity={type}
          variant="filled"
          action={
            undoable ? (
              <Button color="inherit" size="small" onClick={() => close(true)}>
                {translate('ra.action.undo')}
              </Button>
            ) : undefined
          }
        >
          {typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : null}
        </Alert>
      )}
    </Snackbar>
  );
}
