import { useHydrated } from '@tanstack/react-router';
import { Suspense, use, useState, type ReactNode } from 'react';

const NEVER_SETTLES = new Promise<never>(() => undefined);

function Unrendered(): never {
  return use(NEVER_SETTLES);
}

// One element for every kept section: it never changes, so no later render reaches the boundary
// and React leaves the server's HTML in it untouched for the page's life.
const KEPT_AS_SERVED = (
  <Suspense fallback={null}>
    <Unrendered />
  </Suspense>
);

/**
 * A section the browser keeps exactly as the server sent it when the page hydrates: never
 * hydrated, its code never loaded, no React work for it. `hydrateIf`, read once as the page
 * hydrates, lets it hydrate with the page instead (the shop's sidebar on a wide screen). Mounted
 * after hydration (a page rendered in the browser), it renders as usual.
 * Hand-written because TanStack Start's never() and condition() gates, re-rendered when the page
 * finishes hydrating, put a copy of their server HTML in its place, parsed from a string in one
 * synchronous task: the footer's columns on every page, a phone's whole filter sidebar.
 */
export function ServerHtml({ children, hydrateIf }: { children: ReactNode; hydrateIf?: () => boolean }) {
  const hydrated = useHydrated();
  const [kept] = useState(() => typeof window !== 'undefined' && !hydrated && !(hydrateIf?.() ?? false));
  if (kept) return KEPT_AS_SERVED;
  return <Suspense fallback={null}>{children}</Suspense>;
}
