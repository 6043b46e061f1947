import { useSyncExternalStore } from 'react';

/**
 * Whether the mobile filter sheet is open. It lives outside the component because choosing a
 * category moves between the /loja and /loja/{slug} routes, which remounts the shop page; the
 * sheet must stay open until the visitor presses 'Aplicar Filtros'.
 */
let open = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function setFilterSheetOpen(next: boolean) {
  if (next === open) return;
  open = next;
  listeners.forEach((listener) => listener());
}

export function useFilterSheetOpen(): boolean {
  return useSyncExternalStore(subscribe, () => open, () => false);
}
