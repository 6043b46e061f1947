import { ChakraProvider } from '@chakra-ui/react';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useState, type ReactNode } from 'react';
import { createStorefrontSystem } from '../../theme/system';
import { Toaster } from './toaster';

// Built on the first render rather than when the entry module runs: creating the system is one
// of the largest parts of that first script task, which blocks a phone's main thread.
let system: ReturnType<typeof createStorefrontSystem> | undefined;
const storefrontSystem = () => (system ??= createStorefrontSystem());

// One emotion cache per server render, so each rule is sent once per page (emotion's default makes
// one per component). In the browser, creating the cache moves the server's <style> tags into <head>
// before hydration, which is why it is created when this module loads.
const browserCache = typeof document === 'undefined' ? null : createCache({ key: 'css' });

export function UiProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => browserCache ?? createCache({ key: 'css' }));
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={storefrontSystem()}>
        {children}
        <Toaster />
      </ChakraProvider>
    </CacheProvider>
  );
}
