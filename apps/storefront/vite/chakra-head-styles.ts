import type { Plugin } from 'vite';
import { CHAKRA_STYLE_PRECEDENCE } from '../src/theme/style-precedence';
import { chakraModule } from './chakra-module';
import { CHAKRA_TOKENS_HREF, chakraTokensCss } from './chakra-static-globals';
import { applyingPatches, dependencyPatch } from './dependency-patch';

/**
 * On the server, Chakra writes each element's rules as a `<style>` just before the element, in the
 * body; in the browser emotion then moves every one of them into `<head>` before hydrating. Each is
 * a stylesheet with cascade layers, so each added or moved one makes the browser restyle the whole
 * page: while the page streams in, and again after hydration (130-280 ms of a 4x-slowed phone's
 * main thread on a product page, measured by moving its 135 tags in Chromium). Given an `href` and a
 * `precedence`, React hoists them into `<head>` instead, merged into one tag, before the first
 * paint; the browser's emotion cache is told their names (`components/ui/style-system.ts`), so nothing
 * moves and nothing is inserted again.
 *
 * The page's stylesheet holds only the tokens the storefront's own classes read; every Chakra
 * element also renders the full set (`chakraTokensCss`, written into Chakra's factory) as one more
 * such style, which React writes into the head once per page: on the server for a page that renders
 * Chakra, in the browser with the first element that renders after the styling system has loaded.
 */
export const withHeadStyles = (tokensCss: string) =>
  applyingPatches({ plugin: 'chakraHeadStyles', file: 'chakra-head-styles.ts' }, [
  {
    module: chakraModule('styled-system/factory'),
    purpose: 'let React hoist the element styles and the tokens into the head',
    from: `    return /* @__PURE__ */ jsx(
      "style",
      {
        ...{
          [\`data-emotion\`]: cx(cache2.key, serializedNames),
          dangerouslySetInnerHTML: { __html: rules },
          nonce: cache2.sheet.nonce
        }
      }
    );
  }
  return null;
};`,
    to: `    return /* @__PURE__ */ jsxs(React.Fragment, { children: [chakraTokens(cache2), jsx("style", { href: serializedNames, precedence: ${JSON.stringify(CHAKRA_STYLE_PRECEDENCE)}, nonce: cache2.sheet.nonce, children: rules })] });
  }
  return chakraTokens(cache2);
};`,
  },
  {
    module: chakraModule('styled-system/factory'),
    purpose: 'carry the tokens’ text',
    from: `import { jsxs, jsx } from 'react/jsx-runtime';`,
    // The text itself rather than an import: the dev server pre-bundles Chakra where no virtual module resolves.
    to: `import { jsxs, jsx } from 'react/jsx-runtime';
const chakraTokens = (cache) => jsx("style", { href: ${JSON.stringify(CHAKRA_TOKENS_HREF)}, precedence: ${JSON.stringify(CHAKRA_STYLE_PRECEDENCE)}, nonce: cache.sheet.nonce, children: ${JSON.stringify(tokensCss)} });`,
  },
]);

/** The patches above, in the build (browser and server) and in the dev server. */
export function chakraHeadStyles(): Plugin {
  return dependencyPatch('oneboss:chakra-head-styles', withHeadStyles(chakraTokensCss()));
}
