import type { Meter } from './meter';
import type { RecordedRequest } from './load-run';
import { catalogueScenarios } from './scenarios';

/**
 * The HTTP requests the storefront's shop page sends (list and facets, for the first page, a
 * category with a subcategory and an attribute, searches with and without accents, a price sort),
 * recorded from libs/data's own calls so a load replays exactly what a browser asks for.
 */
export async function recordShopRequests(url: string, anonKey: string): Promise<RecordedRequest[]> {
  const recorded: RecordedRequest[] = [];
  const recorder: Meter = {
    async fetch(input, init) {
      const request = new Request(input, init);
      const body = request.body ? await request.clone().text() : undefined;
      recorded.push({ url: request.url, method: request.method, headers: Object.fromEntries(request.headers), body });
      return fetch(request);
    },
    reset: () => {
      recorded.length = 0;
    },
    read: () => ({ requests: recorded.length, bytes: 0 }),
  };
  // No product page among them, so no product id is needed.
  const { scenarios } = await catalogueScenarios(url, anonKey, recorder, '', 0);
  recorder.reset();
  for (const scenario of scenarios.filter((s) => s.name !== 'product page')) await scenario.run();
  return recorded;
}
