import { Suspense, lazy, useSyncExternalStore } from 'react';
import { Link } from '@tanstack/react-router';
import type { NewSavedSearch } from '@oneboss/domain';
import { getAuthState, subscribeToAuth } from '../../auth/auth-store';
import { hasStoredSession } from '../../auth/stored-session';
import { useAfterHydration } from '../../hooks/use-after-hydration';

// Only a signed-in buyer gets the dialog (its focus trap, form and select): loaded when one is here,
// not in every shop page's first script.
const SaveSearchDialog = lazy(() => import('./SaveSearchDialog').then((m) => ({ default: m.SaveSearchDialog })));

// Static classes (button.css): the button is on every filtered shop page's first screen.
const OUTLINE = 'button button--lg button--outline';

interface SaveSearchButtonProps {
  /** This shop page's canonical URL (path and query, first page): where the sign-in comes back to. */
  href: string;
  /** The search to save, its name the suggested one. */
  search: Omit<NewSavedSearch, 'frequency'>;
}

/**
 * 'Salvar busca': a signed-in buyer names the shop's current filters and picks the alerts'
 * frequency; a signed-out visitor goes to sign in and comes back to this same search.
 */
export function SaveSearchButton({ href, search }: SaveSearchButtonProps) {
  const auth = useSyncExternalStore(subscribeToAuth, getAuthState, getAuthState);
  // The server's HTML (and the hydration that matches it) offers the sign-in; the browser's stored session decides after.
  const hydrated = useAfterHydration();
  const signedOut = !hydrated || auth.status === 'signed-out' || (auth.status === 'loading' && !hasStoredSession());
  if (signedOut) {
    return (
      <Link to="/login" search={{ redirect_to: href }} className={OUTLINE}>
        Salvar busca
      </Link>
    );
  }
  return (
    <Suspense
      fallback={
        <button type="button" className={OUTLINE} disabled>
          Salvar busca
        </button>
      }
    >
      <SaveSearchDialog userId={auth.user?.id ?? null} href={href} search={search} />
    </Suspense>
  );
}
