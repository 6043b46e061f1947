import type { Plugin } from 'vite';
import { CHAKRA_STYLE_PRECEDENCE } from '../src/theme/style-precedence';
import { chakraModule } from './chakra-module';
import { applyingPatches, dependencyPatch } from './dependency-patch';

/**
 * On the server, Chakra writes each element's rules as a `<style>` just before the element, in the
 * body; in the browser emotion then moves every one of them into `<head>` before hydrating. Each is
 * a stylesheet with cascade layers, so each added or moved one makes the browser restyle the whole
 * page: while the page streams in, and again after hydration (130-280 ms of a 4x-slowed phone's
 * main thread on a product page, measured by moving its 135 tags in Chromium). Given an `href` and a
 * `precedence`, React hoists them into `<head>` instead, merged into one tag, before the first
 * paint; the browser's emotion cache is told their names (`components/ui/UiProvider.tsx`), so nothing
 * moves and nothing is inserted again.
 */
export const withHeadStyles = applyingPatches({ plugin: 'chakraHeadStyles', file: 'chakra-head-styles.ts' }, [
  {
    module: chakraModule('styled-system/factory'),
    purpose: 'let React hoist the server’s element styles into the head',
    from: `    return /* @__PURE__ */ jsx(
      "style",
      {
        ...{
          [\`data-emotion\`]: cx(cache2.key, serializedNames),
          dangerouslySetInnerHTML: { __html: rules },
          nonce: cache2.sheet.nonce
        }
      }
    );`,
    to: `    return /* @__PURE__ */ jsx("style", { href: serializedNames, precedence: ${JSON.stringify(CHAKRA_STYLE_PRECEDENCE)}, nonce: cache2.sheet.nonce, children: rules });`,
  },
]);

/** The patch above, in the build (browser and server) and in the dev server. */
export function chakraHeadStyles(): Plugin {
  return dependencyPatch('oneboss:chakra-head-styles', withHeadStyles);
}
