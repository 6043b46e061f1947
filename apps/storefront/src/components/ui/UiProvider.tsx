import { ChakraProvider } from '@chakra-ui/react';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { createStyleCache } from '../../theme/style-cache';
import { CHAKRA_STYLE_PRECEDENCE } from '../../theme/style-precedence';
import { Toaster } from './Toaster';
import { whenIdle } from './when-idle';

type SystemModule = typeof import('../../theme/system');
type StorefrontSystem = ReturnType<SystemModule['createStorefrontSystem']>;

// Built when a Chakra element first reads it rather than when the provider renders: creating the
// system is the largest single piece of a phone's start-up (80-90 ms at 4x CPU), and the home's
// first screens are static classes, so there it falls to whatever first uses Chakra (a section
// hydrating as it comes into view, the newsletter form reached for, a dialog opening). The provider
// only passes the value down; a proxy, because Chakra's hooks read the context's object directly.
//
// Its code (Chakra's base theme and style engine, about a fifth of the first script) is a chunk of
// its own: fetched when the page is idle after hydration, or by the first element that needs it
// sooner, which then waits for it as a lazy component waits for its code (a thrown promise is how
// React suspends a render). The server loads it as this module loads, before its first page.
let systemModule: SystemModule | undefined;
let systemLoading: Promise<void> | undefined;
const loadSystemModule = () =>
  (systemLoading ??= import('../../theme/system').then(
    (loaded) => {
      systemModule = loaded;
    },
    (error: unknown) => {
      // A failed fetch (offline, a deploy replaced the assets) is tried again by the next element.
      systemLoading = undefined;
      throw error;
    },
  ));
if (typeof document === 'undefined') void loadSystemModule();

let system: StorefrontSystem | undefined;
function realSystem(): StorefrontSystem {
  if (system) return system;
  if (!systemModule) throw loadSystemModule();
  return (system = systemModule.createStorefrontSystem());
}
const lazySystem = new Proxy({} as StorefrontSystem, {
  get: (_, key) => Reflect.get(realSystem(), key),
  has: (_, key) => Reflect.has(realSystem(), key),
  ownKeys: () => Reflect.ownKeys(realSystem()),
  getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(realSystem(), key),
});
const storefrontSystem = () => (typeof document === 'undefined' ? realSystem() : lazySystem);

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
  useEffect(() => whenIdle(() => void loadSystemModule().catch(() => undefined)), []);
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={storefrontSystem()}>
        {children}
        <Toaster />
      </ChakraProvider>
    </CacheProvider>
  );
}
