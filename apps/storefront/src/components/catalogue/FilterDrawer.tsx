import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { setFilterSheetOpen } from '../../hooks/useFilterSheetOpen';

interface FilterDrawerProps {
  open: boolean;
  /** Where focus returns when the sheet closes: the button that opened it. */
  finalFocusEl: () => HTMLElement | null;
  children: ReactNode;
}

/** The phone's filter sheet; filters apply as they are ticked, 'Aplicar Filtros' closes it. */
export default function FilterDrawer({ open, finalFocusEl, children }: FilterDrawerProps) {
  return (
    <Drawer.Root
      recipe={drawerSlotRecipe}
      open={open}
      onOpenChange={(details) => setFilterSheetOpen(details.open)}
      finalFocusEl={finalFocusEl}
      placement="start"
      size="xs"
    >
      <Portal>
        <Drawer.Backdrop />
        <Drawer.Positioner>
          <Drawer.Content bg="bg.panel" aria-label="Filtros">
            <Drawer.Body pt="8">{children}</Drawer.Body>
            <Drawer.Footer borderTopWidth="1px" borderColor="border.muted">
              <Button colorPalette="gold" w="full" size="lg" onClick={() => setFilterSheetOpen(false)}>
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
