import type { pageHead } from './page-head';

type PageHead = ReturnType<typeof pageHead>;

/** The content of the meta tag with that name or property, or undefined. */
export function tag(head: PageHead, key: string): string | undefined {
  for (const entry of head.meta) {
    if (('name' in entry && entry.name === key) || ('property' in entry && entry.property === key)) return entry.content;
  }
  return undefined;
}

/** The JSON-LD of that type (one of its types), parsed from its script's text as a crawler reads it. */
export function jsonLd(head: PageHead, type: string): Record<string, unknown> {
  const found = head.scripts
    .filter((script) => script.type === 'application/ld+json')
    .map((script) => JSON.parse(script.children) as Record<string, unknown>)
    // A listing can have two types at once (a Product that is an Apartment).
    .find((data) => data['@type'] === type || (Array.isArray(data['@type']) && data['@type'].includes(type)));
  if (!found) throw new Error(`no ${type} JSON-LD`);
  return found;
}
