import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast, createToaster } from '@chakra-ui/react';

/** Spec §4/§9: one toast visible at a time, removed 4 s after it is dismissed. */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: 1,
  duration: 4000,
  removeDelay: 4000,
  pauseOnPageIdle: true,
});

export function Toaster() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }} aria-label="Notificações">
        {(toast) => (
          <Toast.Root width={{ md: 'sm' }} bg="bg.panel" color="fg" borderWidth="1px" borderColor="gold.border">
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
