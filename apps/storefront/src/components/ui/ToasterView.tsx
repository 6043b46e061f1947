import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { TOAST_LIMIT, TOAST_REMOVE_DELAY_MS } from '@oneboss/domain';
import { useEffect } from 'react';

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

/**
 * Toasts sit above whatever is fixed at the screen's foot (the bottom bar, a product's contact bar, the
 * comparison tray, whose 'Comparar' a toast at its corner would cover), with the toaster's own offset
 * as the gap: `--fixed-foot` is that height (layout.css), plus the safe-area inset the bars stand on.
 */
const footClearance = 'calc(var(--fixed-foot, 0px) + env(safe-area-inset-bottom, 0px))';

/** The toast region; `onReady` fires once it listens to the store, so no toast is missed. */
export function ToasterView({ onReady }: { onReady: () => void }) {
  useEffect(onReady, [onReady]);
  return (
    <Portal>
      <ChakraToaster
        toaster={toastStore}
        insetInline={{ mdDown: '4' }}
        mb={footClearance}
        aria-label="Notificações"
      >
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width={{ md: 'sm' }} bg="bg.panel" color="fg" borderWidth="1px" borderColor="gold.border">
            {toast.type === 'loading' ? <Spinner size="sm" color="gold.solid" /> : <Toast.Indicator />}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
              {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
            </Stack>
            {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
            {toast.closable && <Toast.CloseTrigger aria-label="Fechar notificação" />}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
