import { Button } from '@chakra-ui/react';
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { setFilterSheetOpen, useFilterSheetOpen } from '../../hooks/useFilterSheetOpen';
import { FilterIcon } from '../ui/page-icons';

// The sheet's code (a dialog, its portal and focus trap) loads on the first tap, not with the page.
const FilterDrawer = lazy(() => import('./FilterDrawer'));

interface MobileFilterSheetProps {
  activeCount: number;
  /** Starts loading the sheet's own lazy content as the button is pressed, beside the sheet's code. */
  preload?: () => unknown;
  children: ReactNode;
}

/** Under 768 px the sidebar lives in a left sheet, opened from this button. */
export function MobileFilterSheet({ activeCount, preload, children }: MobileFilterSheetProps) {
  const open = useFilterSheetOpen();
  const trigger = useRef<HTMLButtonElement>(null);
  // Once opened the sheet stays mounted, so closing it plays its exit animation.
  const [used, setUsed] = useState(open);
  if (open && !used) setUsed(true);
  return (
    <>
      <Button ref={trigger} variant="outline" size="lg" aria-haspopup="dialog" aria-expanded={open} onPointerDown={preload} onClick={() => setFilterSheetOpen(true)}>
        <FilterIcon boxSize="4" /> Filtros{activeCount > 0 ? ` (${activeCount})` : ''}
      </Button>
      {used && (
        <Suspense fallback={null}>
          <FilterDrawer open={open} finalFocusEl={() => trigger.current}>
            {children}
          </FilterDrawer>
        </Suspense>
      )}
    </>
  );
}
