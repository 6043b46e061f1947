import { useLayoutEffect, useState } from 'react';
import { useHydrated } from '@tanstack/react-router';

/**
 * Each form's first reading in this page. React hydrates a textarea by putting the server's text
 * back into it (an input keeps what was typed), and a hydration it restarts (an update reaching the
 * form while it hydrates) renders the form again after that: a second reading would find the
 * server's text instead of the buyer's.
 */
const firstReadings = new Map<string, Partial<Record<string, string>>>();

/**
 * What a visitor typed into a server-rendered form before the page's script ran, by field name.
 * Read while the page hydrates: the server's fields are still the ones on screen. Nothing on the
 * server, nor for a field the form does not have.
 */
function typedBeforeScript<Name extends string>(formId: string, names: readonly Name[]): Partial<Record<Name, string>> {
  if (typeof document === 'undefined') return {};
  const kept = firstReadings.get(formId);
  if (kept) return kept;
  const form = document.getElementById(formId);
  if (!(form instanceof HTMLFormElement)) return {};
  const typed: Partial<Record<Name, string>> = {};
  for (const name of names) {
    const field = form.elements.namedItem(name);
    if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement) typed[name] = field.value;
  }
  firstReadings.set(formId, typed);
  return typed;
}

/**
 * Keeps a public form's words typed before the script ran: hydration renders the server's values
 * (so its markup matches) and the form's own state then writes them over the page's fields, so what
 * was typed is read first and handed to `restore` before the browser paints. Only on hydration: a
 * form rendered by the script itself starts empty.
 */
export function useTypedBeforeScript<Name extends string>(formId: string, names: readonly Name[], restore: (typed: Partial<Record<Name, string>>) => void): void {
  const hydrating = !useHydrated();
  const [typed] = useState(() => (hydrating ? typedBeforeScript(formId, names) : {}));
  const [restoreOnce] = useState(() => restore);
  useLayoutEffect(() => restoreOnce(typed), [restoreOnce, typed]);
}
