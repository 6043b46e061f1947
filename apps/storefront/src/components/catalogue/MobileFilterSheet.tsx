import { useRef, type ReactNode } from 'react';
import { setFilterSheetOpen, useFilterSheetOpen } from '../../hooks/use-filter-sheet-open';
import { useIdleModule } from '../../hooks/use-idle-module';
import { MD_AND_UP } from '../../theme/media-queries';
import { FilterIcon } from './ShopIcons';

// The sheet (a dialog with the filter panel) is not in a shop page's first script: a phone loads it
// once the page is idle, a wide screen only if it is asked for.
const loadDrawer = () => import('./FilterSheetDrawer').then((module) => module.FilterSheetDrawer);

// Read when the page is idle, not kept as state: a width held in state re-rendered the sheet right after hydration.
const onNarrowScreen = () => !window.matchMedia(MD_AND_UP).matches;

/**
 * Under 768 px the sidebar lives in a left sheet; boxes apply as they are ticked. The button is a
 * link to the page's own filters (#filtros), which is what it does before the page's script has run.
 */
export function MobileFilterSheet({ activeCount, formId, children }: { activeCount: number; formId: string; children: ReactNode }) {
  const open = useFilterSheetOpen();
  const trigger = useRef<HTMLAnchorElement>(null);
  // Mounted at the buyer's first press on 'Filtros' (its code is fetched in idle time before).
  const { module: FilterSheetDrawer, request } = useIdleModule(loadDrawer, onNarrowScreen);
  return (
    <>
      <a
        ref={trigger}
        href="#filtros"
        className="button button--lg button--outline shop-toolbar__sheet-button"
        // It opens the sheet (a dialog); the link is its way before the page's script has run.
        role="button"
        aria-haspopup="dialog"
        onPointerDown={request}
        onClick={(event) => {
          event.preventDefault();
          setFilterSheetOpen(true);
          request();
        }}
      >
        <FilterIcon boxSize="4" /> Filtros{activeCount > 0 ? ` (${activeCount})` : ''}
      </a>
      {FilterSheetDrawer && (
        <FilterSheetDrawer open={open} formId={formId} trigger={trigger}>
          {children}
        </FilterSheetDrawer>
      )}
    </>
  );
}
