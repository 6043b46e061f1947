import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { NotFound } from './components/layout/NotFound';
import { createQueryClient } from './queries/query-client';
import { parseRouterSearch, stringifyRouterSearch } from './router-search';
import { routeTree } from './routeTree.gen';
import { responsePolicyNonce } from './server/response-policy';

/**
 * TanStack Start calls this once per server request and once in the browser: each request gets its
 * own query cache, which the server streams to the browser so hydration reuses the loaders' data.
 */
export function getRouter() {
  const queryClient = createQueryClient();
  // A buyer on a slow phone may scroll to a form and type before the script runs: the render that
  // hydrates the server's page keeps their place (a reload's was restored by the server's inline
  // script, a link's #anchor by the browser), and later navigations restore or reset it as usual.
  let hydrating = typeof window !== 'undefined';
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // React Query owns freshness; the router must not cache loader results on its own.
    defaultPreloadStaleTime: 0,
    scrollRestoration: () => {
      if (!hydrating) return true;
      hydrating = false;
      return false;
    },
    parseSearch: parseRouterSearch,
    stringifySearch: stringifyRouterSearch,
    defaultNotFoundComponent: NotFound,
    ssr: { nonce: responsePolicyNonce() },
  });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof getRouter>;
  }
}
