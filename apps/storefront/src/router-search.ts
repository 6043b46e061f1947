import { defaultParseSearch, defaultStringifySearch } from '@tanstack/react-router';

/** A typed number field of the shop's filter form (`preco.min`, `ano.max`). */
const TYPED_FIELD = /\.(min|max)$/;

/**
 * The router's reading of a query string (values JSON-parsed), except the shop filter form's typed
 * number fields, kept as typed: JSON reads "30.000" as 30 and "1.500" as 1.5, a Brazilian's thirty
 * thousand and fifteen hundred.
 */
export function parseRouterSearch(searchStr: string): Record<string, unknown> {
  const search: Record<string, unknown> = defaultParseSearch(searchStr);
  for (const [key, value] of new URLSearchParams(searchStr)) if (TYPED_FIELD.test(key)) search[key] = value;
  return search;
}

/** The router's query string, with commas as written (`uf=SC,SP`): a query needs no escape for them. */
export function stringifyRouterSearch(search: Record<string, unknown>): string {
  return defaultStringifySearch(search).replace(/%2C/gi, ',');
}
