import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createStyleCache } from '../../theme/style-cache';
import { CHAKRA_STYLE_PRECEDENCE } from '../../theme/style-precedence';
import { loadStyleSystem, storefrontSystem } from './style-system';
import { Toaster } from './Toaster';
import { whenIdle } from './when-idle';

// One emotion cache per server render, so each rule is sent once per page (emotion's default makes
// one per component). In the browser it starts with the names of the rules the server hoisted into
// <head> (vite/chakra-head-styles.ts), so hydration inserts none of them again; hence it is created
// when this module loads, before the first render.
const browserCache = typeof document === 'undefined' ? null : withServerStyles(createStyleCache('css'));

function withServerStyles(cache: EmotionCache): EmotionCache {
  for (const style of document.querySelectorAll<HTMLStyleElement>(`style[data-precedence="${CHAKRA_STYLE_PRECEDENCE}"]`)) {
    for (const name of style.dataset.href?.split(' ') ?? []) cache.inserted[name] = true;
  }
  return cache;
}

export function UiProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(() => browserCache ?? createStyleCache('css'));
  useEffect(() => whenIdle(() => void loadStyleSystem().catch(() => undefined)), []);
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={storefrontSystem()}>
        {children}
        <Toaster />
      </ChakraProvider>
    </CacheProvider>
  );
}
