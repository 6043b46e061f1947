import type { Plugin } from 'vite';

/** One rewrite of one dependency module: the exact code it replaces, so an upgrade that changes it stops the build. */
export interface SourcePatch {
  /** The module it applies to, at the version in the lockfile. */
  module: RegExp;
  /** What the patch is for, in the error that stops the build when the module has changed. */
  purpose: string;
  from: string;
  to: string;
}

/**
 * The patch function of `patches`: a module's code with its patches applied in order, null for a
 * module no patch is for, and an error naming `owner` and its file when the code to replace is not there.
 */
export function applyingPatches(owner: { plugin: string; file: string }, patches: SourcePatch[]) {
  return (code: string, id: string): string | null => {
    const own = patches.filter((candidate) => candidate.module.test(id));
    if (own.length === 0) return null;
    return own.reduce((patched, patch) => {
      if (!patched.includes(patch.from)) {
        throw new Error(`${id} has changed: ${owner.plugin} can no longer ${patch.purpose}; review vite/${owner.file}`);
      }
      return patched.replace(patch.from, patch.to);
    }, code);
  };
}

/**
 * A plugin that rewrites dependency modules with `patch` (code and id in, the patched code or null
 * out), in the build's browser and server bundles and in the dev server, which pre-bundles
 * dependencies outside the plugin pipeline.
 */
export function dependencyPatch(name: string, patch: (code: string, id: string) => string | null): Plugin {
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
