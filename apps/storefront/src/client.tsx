import { StartClient } from '@tanstack/react-start/client';
import { StrictMode, startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { loadStyleSystem } from './components/ui/style-system';
import { MD_AND_UP } from './theme/media-queries';

// TanStack Start's own client entry, but where the shop's filter sidebar shows (md and up) the
// styling system's code is here before hydration starts: the sidebar is drawn with Chakra's parts
// and must hydrate in the page's own pass (ShopPage.tsx), where a suspended sidebar would stay the
// server's copy, its clicks lost. A phone hydrates at once and fetches it when idle.
const stylesReady = window.matchMedia(MD_AND_UP).matches ? loadStyleSystem().catch(() => undefined) : Promise.resolve();

void stylesReady.then(() =>
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <StartClient />
      </StrictMode>,
    );
  }),
);
