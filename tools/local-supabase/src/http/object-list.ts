import type { Middleware } from './middleware.js';

const LIST_PATH = /^\/storage\/v1\/object\/list\/[^/]+$/;
// Hosted Storage's default page size for `list()`.
const DEFAULT_LIMIT = 100;

interface ListRequest {
  prefix?: string;
  limit?: number;
  offset?: number;
  search?: string;
  sortBy?: { column?: string; order?: string };
}

interface LiteObject {
  name: string;
  id: string | null;
  created_at: string | null;
  updated_at: string | null;
  last_accessed_at: string | null;
  metadata: Record<string, unknown> | null;
}

export type ListEntry = Pick<LiteObject, 'name' | 'id' | 'created_at' | 'updated_at' | 'last_accessed_at' | 'metadata'>;

/**
 * Hosted Storage lists one folder level: files by their name inside the folder,
 * sub-folders once each with `id: null`, filtered by `search` at the start of the
 * name, sorted, then paged. Lite returns every object whose full path starts with
 * the prefix, full paths included.
 */
export function folderListing(objects: LiteObject[], request: ListRequest): ListEntry[] {
  const folder = request.prefix ? `${request.prefix.replace(/\/+$/, '')}/` : '';
  const entries = new Map<string, ListEntry>();
  for (const object of objects) {
    if (!object.name.startsWith(folder)) continue;
    const rest = object.name.slice(folder.length);
    const slash = rest.indexOf('/');
    const name = slash === -1 ? rest : rest.slice(0, slash);
    if (name === '' || entries.has(name)) continue;
    entries.set(
      name,
      slash === -1
        ? {
            name,
            id: object.id,
            created_at: object.created_at,
            updated_at: object.updated_at,
            last_accessed_at: object.last_accessed_at,
            metadata: object.metadata,
          }
        : { name, id: null, created_at: null, updated_at: null, last_accessed_at: null, metadata: null },
    );
  }
  const search = request.search?.toLowerCase() ?? '';
  const column = (request.sortBy?.column ?? 'name') as keyof ListEntry;
  const direction = request.sortBy?.order?.toLowerCase() === 'desc' ? -1 : 1;
  const offset = request.offset ?? 0;
  return [...entries.values()]
    .filter((entry) => entry.name.toLowerCase().startsWith(search))
    .sort((a, b) => direction * String(a[column] ?? '').localeCompare(String(b[column] ?? '')))
    .slice(offset, offset + (request.limit ?? DEFAULT_LIMIT));
}

export const objectList: Middleware = async (request, context, next) => {
  if (request.method !== 'POST' || !LIST_PATH.test(new URL(request.url).pathname)) return next(request, context);
  const body = (await request.json()) as ListRequest;
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  // Ask lite for everything under the prefix: paging only means something after folding folders.
  const response = await next(
    new Request(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ prefix: body.prefix ?? '' }),
    }),
    context,
  );
  if (!response.ok) return response;
  const objects = (await response.json()) as LiteObject[];
  return Response.json(folderListing(objects, body), { status: 200 });
};
