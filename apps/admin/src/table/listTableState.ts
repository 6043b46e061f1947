import type { Identifier, SortPayload } from 'react-admin';
import type { RowSelectionState, SortingState } from '@tanstack/react-table';

/** react-admin's list sort (one field, server side) as TanStack Table's sorting state. */
export function sortingOf(sort: SortPayload | undefined): SortingState {
  return sort?.field ? [{ id: sort.field, desc: sort.order === 'DESC' }] : [];
}

/** TanStack's sorting back to react-admin's; a cleared sort keeps the list's current one. */
export function sortOf(sorting: SortingState, current: SortPayload): SortPayload {
  const [first] = sorting;
  return first ? { field: first.id, order: first.desc ? 'DESC' : 'ASC' } : current;
}

/** react-admin's selected ids as TanStack's row selection (rows are keyed by record id). */
export function selectionOf(ids: readonly Identifier[]): RowSelectionState {
  return Object.fromEntries(ids.map((id) => [String(id), true]));
}

/** TanStack's row selection (only selected rows are keys) back to the ids react-admin's list context selects. */
export function idsOf(selection: RowSelectionState): string[] {
  return Object.keys(selection);
}
