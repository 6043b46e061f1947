import type { Plugin } from 'vite';
import { applyingPatches, dependencyPatch } from './dependency-patch';

/** @emotion/react's browser builds (production and development), where its cache context is created. */
const EMOTION_ELEMENT_BROWSER = /@emotion[\\/]react[\\/]dist[\\/]emotion-element-[0-9a-f]+\.browser(?:\.development)?\.esm\.js$/;

/**
 * In the browser, emotion's cache context starts with a cache of its own, made when @emotion/react
 * loads: that put emotion's cache, its stylesheet and the stylis compiler (about 4 KB gzip) into the
 * first script of every page, though every Chakra element renders inside the storefront's provider,
 * which passes its own cache. Without the default, they load with the styling system's chunk
 * (`components/ui/style-system.ts`), as the server's render already does (its default is null).
 */
export const withoutDefaultCache = applyingPatches({ plugin: 'emotionCacheDefault', file: 'emotion-cache-default.ts' }, [
  {
    module: EMOTION_ELEMENT_BROWSER,
    purpose: 'leave out the cache context’s default cache',
    from: `typeof HTMLElement !== 'undefined' ? /* #__PURE__ */createCache({
  key: 'css'
}) : null);`,
    to: 'null);',
  },
]);

export function emotionCacheDefault(): Plugin {
  return dependencyPatch('oneboss:emotion-cache-default', withoutDefaultCache);
}
