import type { EmotionCache } from '@emotion/cache';
import { CHAKRA_STYLE_PRECEDENCE } from '../../theme/style-precedence';

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
/** Fetches the system's code (once; again after a failure). */
export const loadStyleSystem = () =>
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
if (typeof document === 'undefined') void loadStyleSystem();

function loadedModule(): SystemModule {
  if (!systemModule) throw loadStyleSystem();
  return systemModule;
}

/** Stands for `real()`, which throws the system's load until its code is here: how a context's value waits for it. */
function whenLoaded<T extends object>(real: () => T): T {
  return new Proxy({} as T, {
    get: (_, key) => Reflect.get(real(), key),
    set: (_, key, value) => Reflect.set(real(), key, value),
    has: (_, key) => Reflect.has(real(), key),
    ownKeys: () => Reflect.ownKeys(real()),
    getOwnPropertyDescriptor: (_, key) => Reflect.getOwnPropertyDescriptor(real(), key),
  });
}

let system: StorefrontSystem | undefined;
const realSystem = () => (system ??= loadedModule().createStorefrontSystem());
const lazySystem = whenLoaded(realSystem);
/** The value for Chakra's provider: the system itself on the server, the lazy proxy in the browser. */
export const storefrontSystem = () => (typeof document === 'undefined' ? realSystem() : lazySystem);

// In the browser, one emotion cache for the page, made with the system's code. It starts with the
// names of the rules the server hoisted into <head> (vite/chakra-head-styles.ts), so hydration
// inserts none of them again; those tags stay in <head>, so reading them at the first Chakra
// element's render is as good as before the first render.
let browserCache: EmotionCache | undefined;
const lazyCache = whenLoaded(() => (browserCache ??= withServerStyles(loadedModule().createStyleCache('css'))));

function withServerStyles(cache: EmotionCache): EmotionCache {
  for (const style of document.querySelectorAll<HTMLStyleElement>(`style[data-precedence="${CHAKRA_STYLE_PRECEDENCE}"]`)) {
    for (const name of style.dataset.href?.split(' ') ?? []) cache.inserted[name] = true;
  }
  return cache;
}

/**
 * The emotion cache for the provider: a new one per server render, so each rule is sent once per
 * page (emotion's default makes one per component); the page's lazy one in the browser.
 */
export const styleCache = () => (typeof document === 'undefined' ? loadedModule().createStyleCache('css') : lazyCache);
