import { COMPARE_KEY, addCompareChoice, compareIdsParam, parseCompareChoices, type CompareChoice } from '@oneboss/domain';
import { useSyncExternalStore } from 'react';
import { browserStore } from '../ui/browser-store';

/** The listings chosen to compare, kept in this browser for the tray and every 'Comparar' toggle. */
const store = browserStore(COMPARE_KEY);

export function useCompareChoices(): CompareChoice[] {
  const text = useSyncExternalStore(store.subscribe, store.snapshot, store.serverSnapshot);
  return parseCompareChoices(text || null);
}

/** Adds a listing; answers why not (pt-BR) when it cannot be added. */
export function addToCompare(choice: CompareChoice): string | null {
  const next = addCompareChoice(parseCompareChoices(store.snapshot() || null), choice);
  if ('refused' in next) return next.refused;
  store.write(next.choices);
  return null;
}

export function removeFromCompare(id: string) {
  store.write(parseCompareChoices(store.snapshot() || null).filter((choice) => choice.id !== id));
}

export function clearCompare() {
  store.write([]);
}

/** The comparison page's search for these choices. */
export const compareSearch = (choices: readonly CompareChoice[]) => ({ ids: compareIdsParam(choices.map((choice) => choice.id)) });
