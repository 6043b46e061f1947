import type { HtmlTagDescriptor, Plugin, Rolldown } from 'vite';
import { ROUTE_CHUNK_MODULES, ROUTE_CHUNKS_ELEMENT_ID, type RouteChunkKey } from '../src/early/routeChunks';

const SOURCE = '/src/early-entry.ts';
/** The name of the early entry in `build.rolldownOptions.input`. */
export const EARLY_ENTRY_NAME = 'early';

/**
 * Loads src/early-entry.ts as its own `async` module script. Vite folds every module script of an
 * HTML page into one entry, which would make the early reads wait for the whole app; as a second
 * build input it downloads and runs on its own, as soon as its few small chunks arrive.
 */
export function earlyEntry(): Plugin {
  return {
    name: 'oneboss:early-entry',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        if (!ctx.bundle) return [{ tag: 'script', attrs: { type: 'module', async: true, src: SOURCE }, injectTo: 'body' }];
        const chunk = Object.values(ctx.bundle).find(
          (output): output is Rolldown.OutputChunk => output.type === 'chunk' && output.isEntry && output.name === EARLY_ENTRY_NAME,
        );
        if (!chunk) throw new Error(`The build has no "${EARLY_ENTRY_NAME}" entry chunk`);
        const base = ctx.server?.config.base ?? '/';
        return [
          routeChunksTag(ctx.bundle, base),
          ...staticImports(chunk, ctx.bundle).map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `${base}${file}` }, injectTo: 'head-prepend' as const })),
          { tag: 'script', attrs: { type: 'module', async: true, crossorigin: true, src: `${base}${chunk.fileName}` }, injectTo: 'head-prepend' },
        ];
      },
    },
  };
}

/** Every chunk a chunk imports statically, directly or through others: all are fetched before it runs. */
function staticImports(chunk: Rolldown.OutputChunk, bundle: Rolldown.OutputBundle): string[] {
  const found = new Set<string>();
  const visit = (files: readonly string[]) => {
    for (const file of files) {
      if (found.has(file)) continue;
      found.add(file);
      const imported = bundle[file];
      if (imported?.type === 'chunk') visit(imported.imports);
    }
  };
  visit(chunk.imports);
  return [...found];
}

/**
 * The JSON map from each early route to the chunks its modules need beyond what index.html
 * already preloads, read by src/early/preloadRouteChunks.ts.
 */
function routeChunksTag(bundle: Rolldown.OutputBundle, base: string): HtmlTagDescriptor {
  const chunks = Object.values(bundle).filter((output): output is Rolldown.OutputChunk => output.type === 'chunk');
  const preloaded = new Set(chunks.filter((chunk) => chunk.isEntry).flatMap((chunk) => [chunk.fileName, ...staticImports(chunk, bundle)]));
  const map = {} as Record<RouteChunkKey, string[]>;
  for (const [key, modules] of Object.entries(ROUTE_CHUNK_MODULES) as [RouteChunkKey, string[]][]) {
    const files = new Set<string>();
    for (const module of modules) {
      const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/src/${module}`));
      if (!chunk) throw new Error(`No chunk for the route module ${module}`);
      for (const file of [chunk.fileName, ...staticImports(chunk, bundle)]) if (!preloaded.has(file)) files.add(`${base}${file}`);
    }
    map[key] = [...files];
  }
  return { tag: 'script', attrs: { type: 'application/json', id: ROUTE_CHUNKS_ELEMENT_ID }, children: JSON.stringify(map), injectTo: 'head' };
}
