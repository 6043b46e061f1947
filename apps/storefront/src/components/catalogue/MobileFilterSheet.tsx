import { useRef, useState, type ReactNode } from 'react';
import { setFilterSheetOpen, useFilterSheetOpen } from '../../hooks/use-filter-sheet-open';
import { useIdleModule } from '../../hooks/use-idle-module';
import { MD_AND_UP } from '../../theme/media-queries';
import { FilterIcon } from '../ui/PageIcons';

// The drawer (a dialog, its focus trap, dismissal and scroll lock: about 25 KB gzip) is not in a shop
// page's first script: a phone loads it once the page is idle, a wide screen only if it is asked for.
const loadDrawer = () => import('./FilterSheetDrawer').then((module) => module.FilterSheetDrawer);

// Read when the page is idle, not kept as state: a width held in state re-rendered the sheet right after hydration.
const onNarrowScreen = () => !window.matchMedia(MD_AND_UP).matches;

// The sheet mounts at the buyer's first press on 'Filtros', not when its code arrives: mounted, its
// filters build Chakra's styling system, a long task on a phone in the page's first seconds. Kept for
// the visit: the shop page remounts between categories with the sheet open.
let sheetPressed = false;

/**
 * Under 768 px the sidebar lives in a left sheet; boxes apply as they are ticked. The button is a
 * link to the page's own filters (#filtros), which is what it does before the page's script has run.
 */
export function MobileFilterSheet({ activeCount, formId, children }: { activeCount: number; formId: string; children: ReactNode }) {
  const open = useFilterSheetOpen();
  const trigger = useRef<HTMLAnchorElement>(null);
  const { module: FilterSheetDrawer, request } = useIdleModule(loadDrawer, onNarrowScreen);
  const [pressed, setPressed] = useState(sheetPressed);
  const press = () => {
    sheetPressed = true;
    setPressed(true);
    if (!FilterSheetDrawer) request();
  };
  return (
    <>
      <a
        ref={trigger}
        href="#filtros"
        className="button button--lg button--outline shop-toolbar__sheet-button"
        // It opens the sheet (a dialog); the link is its way before the page's script has run.
        role="button"
        aria-haspopup="dialog"
        onPointerDown={press}
        onClick={(event) => {
          event.preventDefault();
          setFilterSheetOpen(true);
          press();
        }}
      >
        <FilterIcon boxSize="4" /> Filtros{activeCount > 0 ? ` (${activeCount})` : ''}
      </a>
      {FilterSheetDrawer && (pressed || open) && (
        <FilterSheetDrawer open={open} formId={formId} trigger={trigger}>
          {children}
        </FilterSheetDrawer>
      )}
    </>
  );
}
