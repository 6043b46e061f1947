import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import { useRef, type ReactNode } from 'react';
import { setFilterSheetOpen, useFilterSheetOpen } from '../../hooks/use-filter-sheet-open';
import { FilterIcon } from '../ui/PageIcons';

/**
 * Under 768 px the sidebar lives in a left sheet; boxes apply as they are ticked, 'Aplicar Filtros'
 * submits the sheet's filter form (`formId`: its typed ranges) and closes it. The button is a link
 * to the page's own filters (#filtros), which is what it does before the page's script has run.
 */
export function MobileFilterSheet({ activeCount, formId, children }: { activeCount: number; formId: string; children: ReactNode }) {
  const open = useFilterSheetOpen();
  const trigger = useRef<HTMLAnchorElement>(null);
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => setFilterSheetOpen(details.open)}
      finalFocusEl={() => trigger.current}
      placement="start"
      size="xs"
      // The sheet's filters render when it opens, not at hydration: a desktop never opens it, and a
      // phone's first seconds hydrate what is on screen.
      lazyMount
      unmountOnExit
    >
      <Button asChild variant="outline" display={{ base: 'inline-flex', md: 'none' }} size="lg">
        <a
          ref={trigger}
          href="#filtros"
          // It opens the sheet (a dialog); the link is its way before the page's script has run.
          role="button"
          aria-haspopup="dialog"
          onClick={(event) => {
            event.preventDefault();
            setFilterSheetOpen(true);
          }}
        >
          <FilterIcon boxSize="4" /> Filtros{activeCount > 0 ? ` (${activeCount})` : ''}
        </a>
      </Button>
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
