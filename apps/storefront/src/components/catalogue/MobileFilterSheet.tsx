import { Button, CloseButton, Drawer, Portal } from '@chakra-ui/react';
import { drawerSlotRecipe } from '@chakra-ui/react/theme';
import type { ReactNode } from 'react';
import { setFilterSheetOpen, useFilterSheetOpen } from '../../hooks/use-filter-sheet-open';
import { FilterIcon } from '../ui/PageIcons';

/** Under 768 px the sidebar lives in a left sheet; filters apply as they are ticked, 'Aplicar Filtros' closes it. */
export function MobileFilterSheet({ activeCount, children }: { activeCount: number; children: ReactNode }) {
  const open = useFilterSheetOpen();
  return (
    <Drawer.Root recipe={drawerSlotRecipe} open={open} onOpenChange={(details) => setFilterSheetOpen(details.open)} placement="start" size="xs">
      <Drawer.Trigger asChild>
        <Button variant="outline" display={{ base: 'inline-flex', md: 'none' }} size="lg">
          <FilterIcon boxSize="4" /> Filtros{activeCount > 0 ? ` (${activeCount})` : ''}
        </Button>
      </Drawer.Trigger>
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
