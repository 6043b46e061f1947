import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = dirname(fileURLToPath(import.meta.url));

/** Every bare module the entry reaches through its relative imports. */
function reachablePackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/^\s*(?:import|export)\s[^'"]*?from\s+'([^']+)'/gm)) {
      if (specifier.startsWith('.')) visit(resolve(dirname(file), `${specifier}.ts`));
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

describe('@oneboss/data/catalogue entry', () => {
  it('reaches only postgrest-js and the domain, so public pages never load auth or storage code', () => {
    expect([...reachablePackages(resolve(here, 'index.ts'))].sort()).toEqual(['@oneboss/domain', '@supabase/postgrest-js']);
  });
});
