// Self-hosted heading font: only the subsets a page's characters need are downloaded (unicode-range).
import '@fontsource-variable/playfair-display/wght.css';
// Chakra's reset, global CSS and tokens, built into a stylesheet (vite/chakra-static-globals.ts).
import 'virtual:chakra-globals.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { UiProvider } from './components/ui/provider';
import { appQueryClient as queryClient } from './queries/appQueryClient';
import { firstViewReady } from './firstViewReady';
import { createAppRouter } from './router';

// Only builds configured with a container carry the loader; it still checks the id and PROD itself.
if (import.meta.env.VITE_GTM_ID) void import('./analytics/tag-manager').then(({ startTagManager }) => startTagManager());

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

// Creating and loading the router runs in a task of its own (after Chakra's system, queued by its
// module), so the modules' evaluation is a shorter task; the early entry has already started the
// route's code and data.
setTimeout(() => {
  const router = createAppRouter(queryClient);
  // A transition renders in slices that yield to the browser, so the first render is no single
  // long task; the static shell in index.html stays on screen until it commits.
  void firstViewReady(router, queryClient).then(() =>
    startTransition(() => {
      root.render(
        <StrictMode>
          <QueryClientProvider client={queryClient}>
            <UiProvider>
              <RouterProvider router={router} />
            </UiProvider>
          </QueryClientProvider>
        </StrictMode>,
      );
    }),
  );
});
