import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { DECLARATION, prefixer } from 'stylis';

/**
 * The properties that a browser of the build's target (Safari 16 and the Chromium, Firefox and
 * Edge of its time) still reads only with a vendor prefix: Safari's -webkit-user-select,
 * -webkit-text-size-adjust, -webkit-background-clip: text, the mask properties, the text-decoration
 * shorthand, -webkit-box-decoration-break and -webkit-hyphens.
 */
const STILL_PREFIXED = new Set([
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
  'color-adjust',
]);

/**
 * Emotion's default prefixer for those properties only. Given every declaration it wrote the
 * flexbox of 2012 (-webkit-box, -ms-flexbox) and prefixes that never existed (-ms-translate) into a
 * quarter of a product page's style declarations, which the server serializes, the page carries
 * and the browser parses.
 */
const currentPrefixes: StylisPlugin = (element, index, children, callback) => {
  if (element.type === DECLARATION && typeof element.props === 'string' && STILL_PREFIXED.has(element.props)) {
    return prefixer(element as Parameters<typeof prefixer>[0], index, children as Parameters<typeof prefixer>[2], callback);
  }
};

/** The storefront's emotion cache: the same on the server, in the browser and for the build's global stylesheet. */
export function createStyleCache(key: string): EmotionCache {
  return createCache({ key, stylisPlugins: [currentPrefixes] });
}
