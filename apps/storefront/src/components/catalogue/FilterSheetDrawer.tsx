import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode, RefObject } from 'react';
import { setFilterSheetOpen } from '../../hooks/use-filter-sheet-open';

/**
 * The phone's filter sheet itself: a left drawer whose 'Aplicar Filtros' submits the sheet's filter
 * form (`formId`: its typed ranges) and closes it; focus goes back to `trigger` when it closes.
 */
export function FilterSheetDrawer({ open, formId, trigger, children }: { open: boolean; formId: string; trigger: RefObject<HTMLElement | null>; children: ReactNode }) {
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => setFilterSheetOpen(details.open)}
      finalFocusEl={() => trigger.current}
      placement="start"
      size="xs"
      // The sheet's filters render when it opens, not when it mounts: a phone's first seconds hydrate what is on screen.
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel" aria-label="Filtros">
            <Drawer.Body pt="8">{children}</Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border.muted">
              <Button
                type="submit"
                form={formId}
                colorPalette="gold"
                w="full"
                size="lg"
                onClick={(event) => {
                  // Submitted here, before closing the sheet takes the form out of the page.
                  event.preventDefault();
                  event.currentTarget.form?.requestSubmit();
                  setFilterSheetOpen(false);
                }}
              >
                Aplicar Filtros
              </Button>
            </Drawer.Footer>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar filtros" />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}
