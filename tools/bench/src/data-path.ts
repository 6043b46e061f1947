import { PostgrestClient } from '@supabase/postgrest-js';
import { catalogueSql, productUuid } from './catalogue-sql';
import { startBenchBackend, type BackendKind } from './databases';
import { createMeter } from './meter';
import { originalPattern } from './original-pattern';
import { filteredPagePlans } from './filtered-plans';
import { catalogueScenarios } from './scenarios';
import { measure, type Measurement } from './timing';

export interface DataPathRow extends Measurement {
  backend: BackendKind;
  size: number;
  scenario: string;
  pattern: 'oneboss' | 'original';
  countsRight?: boolean;
}

async function exactCategoryCounts(url: string, anonKey: string, categoryIds: string[]): Promise<Map<string, number>> {
  const db = new PostgrestClient(`${url}/rest/v1`, { headers: { apikey: anonKey, Authorization: `Bearer ${anonKey}` } });
  const counts = new Map<string, number>();
  for (const id of categoryIds) {
    const { count, error } = await db.from('products').select('id', { count: 'exact', head: true }).eq('published', true).eq('category_id', id);
    if (error) throw error;
    counts.set(id, count ?? 0);
  }
  return counts;
}

const sameCounts = (a: Map<string, number>, b: Map<string, number>) =>
  [...b].every(([id, n]) => (a.get(id) ?? 0) === n) && [...a].every(([id, n]) => (b.get(id) ?? 0) === n);

/** Past this size only PostgreSQL is measured, and the original pattern (a request per 1 000 rows) is left out. */
export const PGLITE_MAX_SIZE = 100_000;

export interface DataPathResult {
  rows: DataPathRow[];
  /** On PostgreSQL: the plans of the boats' filtered page (filtered-plans.ts). */
  plans: string[];
}

export async function runDataPath(kind: BackendKind, size: number, runs: number, log: (line: string) => void): Promise<DataPathResult> {
  log(`${kind}: generating ${size.toLocaleString('en')} products…`);
  const backend = await startBenchBackend(kind, (url) => catalogueSql(size, url));
  const rows: DataPathRow[] = [];
  const plans: string[] = [];
  try {
    const { url, anonKey } = backend.server;
    const meter = createMeter();
    const { scenarios, tree } = await catalogueScenarios(url, anonKey, meter, productUuid(2), size);
    const truth = await exactCategoryCounts(url, anonKey, tree.map((c) => c.id));

    for (const scenario of scenarios) {
      rows.push({ backend: kind, size, scenario: scenario.name, pattern: 'oneboss', ...(await measure(meter, scenario.run, runs)) });
    }
    const { getShopFacets, createCatalogueClient } = await import('@oneboss/data/catalogue');
    const facets = await getShopFacets(createCatalogueClient({ url, anonKey }), {});
    const facetsRight = sameCounts(new Map(facets.categories.map((c) => [c.id, c.count])), truth);
    rows[0].countsRight = facetsRight;
    if (backend.databaseUrl) plans.push(...(await filteredPagePlans(backend.databaseUrl)));
    if (size > PGLITE_MAX_SIZE) {
      log(`${kind}: ${size.toLocaleString('en')} products measured (the original pattern left out past ${PGLITE_MAX_SIZE.toLocaleString('en')})`);
      return { rows, plans };
    }

    const original = originalPattern(url, anonKey, meter, tree);
    const originalCounts = (await original.view({ filtered: false })).categories;
    rows.push({
      backend: kind,
      size,
      scenario: 'shop page 1 (list + count + facets)',
      pattern: 'original',
      countsRight: sameCounts(originalCounts, truth),
      ...(await measure(meter, () => original.view({ filtered: false }), runs)),
    });
    rows.push({
      backend: kind,
      size,
      scenario: 'category + subcategory + attribute',
      pattern: 'original',
      ...(await measure(meter, () => original.view({ filtered: true }), runs)),
    });
    log(`${kind}: ${size.toLocaleString('en')} products measured`);
  } finally {
    await backend.stop();
  }
  return { rows, plans };
}
