import type { Plugin } from 'vite';

/**
 * A plugin that rewrites Chakra's own modules with `patch` (code and id in, the patched code or
 * null out), in the build's browser and server bundles and in the dev server, which pre-bundles
 * Chakra outside the plugin pipeline.
 */
export function chakraSourcePatch(name: string, patch: (code: string, id: string) => string | null): Plugin {
  const transform = (code: string, id: string) => {
    const patched = patch(code, id);
    return patched === null ? null : { code: patched, map: null };
  };
  return {
    name,
    enforce: 'pre',
    config: () => ({ optimizeDeps: { rolldownOptions: { plugins: [{ name: `${name}-deps`, transform }] } } }),
    transform,
  };
}
