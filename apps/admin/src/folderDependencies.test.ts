import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = import.meta.dirname;

/** Every source file under src (tests left out: they may reach across folders). */
function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

/** The feature folder a file lives in; a file at src's top (App.tsx, main.tsx) is its own node. */
const folderOf = (file: string) => relative(SRC, file).split('/')[0];

/** Which folders each folder imports from, through relative imports. */
function folderGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const file of sourceFiles(SRC)) {
    for (const [, specifier] of readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*'(\.[^']*)'/g)) {
      const from = folderOf(file);
      const to = folderOf(resolve(dirname(file), specifier));
      if (from !== to) graph.set(from, (graph.get(from) ?? new Set()).add(to));
    }
  }
  return graph;
}

/** The folder edges that lie on a loop: `a -> b` where `b` leads back to `a`. */
function edgesOnLoops(graph: Map<string, Set<string>>): string[] {
  const reaches = (start: string, goal: string) => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const folder = stack.pop() as string;
      if (folder === goal) return true;
      for (const next of graph.get(folder) ?? []) {
        if (!seen.has(next)) {
          seen.add(next);
          stack.push(next);
        }
      }
    }
    return false;
  };
  return [...graph].flatMap(([from, targets]) => [...targets].filter((to) => reaches(to, from)).map((to) => `${from} -> ${to}`));
}

describe('folder dependencies', () => {
  it('finds a loop when there is one', () => {
    const graph = new Map([['a', new Set(['b'])], ['b', new Set(['c'])], ['c', new Set(['a'])], ['d', new Set(['a'])]]);
    expect(edgesOnLoops(graph).sort()).toEqual(['a -> b', 'b -> c', 'c -> a']);
  });

  it('keeps every feature folder out of import loops, so each can be read (and moved) on its own', () => {
    expect(edgesOnLoops(folderGraph())).toEqual([]);
  });
});
