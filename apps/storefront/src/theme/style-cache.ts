import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { DECLARATION } from 'stylis';

/**
 * The properties that a browser of the build's target (Safari 16 and the Chromium, Firefox and
 * Edge of its time) still reads only with a vendor prefix, all of them Safari's -webkit- ones.
 */
const WEBKIT_PREFIXED = new Set([
  'user-select',
  'text-size-adjust',
  'background-clip',
  'mask',
  'mask-image',
  'mask-mode',
  'mask-clip',
  'mask-size',
  'mask-repeat',
  'mask-origin',
  'mask-position',
  'mask-composite',
  'text-decoration',
  'box-decoration-break',
  'hyphens',
  'print-color-adjust',
]);

/**
 * Writes the -webkit- copy of those declarations only. Emotion's default prefixer, given every
 * declaration, wrote the flexbox of 2012 (-webkit-box, -ms-flexbox) and prefixes that never
 * existed (-ms-translate) into a quarter of a product page's declarations, which the server
 * serializes, the page carries and the browser parses; stylis's own prefixer would do the same,
 * and add a second copy of that code to the browser bundle beside emotion's.
 */
const currentPrefixes: StylisPlugin = (element) => {
  if (element.type === DECLARATION && !element.return && typeof element.props === 'string' && WEBKIT_PREFIXED.has(element.props)) {
    element.return = `-webkit-${element.value}${element.value}`;
  }
};

/**
 * One array for every cache: on the server emotion keeps the CSS it compiled per plugin array and
 * key, so the renders of one process compile each rule once; a new array per render would compile
 * every rule of every page again.
 */
const STYLIS_PLUGINS = [currentPrefixes];

/** The storefront's emotion cache: the same on the server, in the browser and for the build's global stylesheet. */
export function createStyleCache(key: string): EmotionCache {
  return createCache({ key, stylisPlugins: STYLIS_PLUGINS });
}
