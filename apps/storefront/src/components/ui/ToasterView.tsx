import { Portal } from '@ark-ui/react/portal';
import { Toast, Toaster, createToaster } from '@ark-ui/react/toast';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@oneboss/domain';
import { useEffect } from 'react';
import { lineIcon } from './Icons';
import type { ToastMessage } from './Toaster';
import './toast.css';

const CheckCircleIcon = /* @__PURE__ */ lineIcon(
  'CheckCircleIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M8 12.5l2.7 2.7L16.2 9.5" />
  </>,
);

const AlertCircleIcon = /* @__PURE__ */ lineIcon(
  'AlertCircleIcon',
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 7.5v5.5M12 16.5v.01" />
  </>,
);

/**
 * One toast visible at a time, removed 4 s after it is dismissed.
 * @public (Toaster.tsx reads it through a dynamic import, which the dead-code check does not follow)
 */
export const toastStore = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  duration: 4000,
  removeDelay: TOAST_REMOVE_DELAY_MS,
  pauseOnPageIdle: true,
});

const INDICATORS = { success: CheckCircleIcon, error: AlertCircleIcon } as const;

/**
 * The toast region; `onReady` fires once it listens to the store, so no toast is missed. Ark's parts
 * (the store, placement, timers, pause on hover, the live region) with static classes (toast.css):
 * a first toast builds no styling system (Chakra's toast did, most of a first heart's 130 ms).
 */
export function ToasterView({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <Portal>
      <Toaster toaster={toastStore} className="toast-group" aria-label="Notificações">
        {(toast) => {
          const Indicator = INDICATORS[toast.type as ToastMessage['type']];
          return (
            <Toast.Root className="toast">
              {Indicator && <Indicator />}
              <div className="toast__text">
                {toast.title && <Toast.Title className="toast__title">{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description className="toast__description">{toast.description}</Toast.Description>}
              </div>
            </Toast.Root>
          );
        }}
      </Toaster>
    </Portal>
  );
}
