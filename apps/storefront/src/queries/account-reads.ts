import { createIsomorphicFn } from '@tanstack/react-start';
import { getCookie } from '@tanstack/react-start/server';
import type { CatalogueDb } from '@oneboss/data/catalogue';
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { ACCOUNT_COOKIE, accountOfToken } from '../auth/account-cookie';
import type { AuthUser } from '../auth/auth-state';
import { env } from '../env';
import { readCatalogue } from './read-catalogue';

type CatalogueReads = typeof import('./catalogue-reads');

/** On the server, the buyer the request's account cookie names and their token; never in the browser. */
const requestAccount = createIsomorphicFn()
  .server((): { token: string; user: AuthUser } | null => {
    const token = getCookie(ACCOUNT_COOKIE);
    const user = token ? accountOfToken(token, Date.now()) : null;
    return token && user ? { token, user } : null;
  })
  .client((): { token: string; user: AuthUser } | null => null);

/**
 * An account page's server render: reads the buyer's own list as them (the backend checks the token
 * on the read) into the query the page shows, and answers the account. Null without a cookie, with
 * an expired or refused token, or in the browser, where the page reads it once the session is known.
 */
export async function serverAccountList<T>(
  queryClient: QueryClient,
  query: (userId: string) => { queryKey: QueryKey },
  read: (reads: CatalogueReads, db: CatalogueDb) => Promise<T>,
): Promise<AuthUser | null> {
  const account = requestAccount();
  if (!account) return null;
  try {
    const data = await readCatalogue((reads) => read(reads, reads.createCatalogueClient({ url: env.supabaseUrl, anonKey: env.supabaseAnonKey, accessToken: account.token })));
    queryClient.setQueryData(query(account.user.id).queryKey, data);
    return account.user;
  } catch {
    return null;
  }
}
