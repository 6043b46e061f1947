import { useHydrated, useLayoutEffect } from '@tanstack/react-router';
import { Suspense, use, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useAfterHydration } from '../../hooks/use-after-hydration';

const NEVER_SETTLES = new Promise<never>(() => undefined);

/**
 * While the page hydrates it suspends for good, so React leaves the server's HTML in its boundary.
 * Rendered in the browser instead (an update reaching that boundary, or a kept boundary mounted by
 * a navigation in the instant before the page's switch), it renders the section as it is now
 * rather than leave a hole.
 */
function KeptWhileHydrating({ content }: { content: RefObject<ReactNode> }) {
  if (!useHydrated()) use(NEVER_SETTLES);
  return content.current;
}

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
  const afterHydration = useAfterHydration();
  const content = useRef(children);
  // Decided and made once, so this component's own renders never reach the kept boundary.
  const [keptBoundary] = useState(() =>
    typeof window !== 'undefined' && !afterHydration && !(hydrateIf?.() ?? false) ? (
      <Suspense fallback={null}>
        <KeptWhileHydrating content={content} />
      </Suspense>
    ) : null,
  );
  useLayoutEffect(() => {
    content.current = children;
  });
  return keptBoundary ?? <Suspense fallback={null}>{children}</Suspense>;
}
