import { z } from 'zod';
import { objectNameProblem } from '../storage-names.js';
import type { Middleware } from './middleware.js';
import { storageError } from './storage-error.js';

const LIST_PATH = /^\/storage\/v1\/object\/list\/[^/]+$/;
// Hosted Storage's default page size for `list()`.
const DEFAULT_LIMIT = 100;
// A page as large as PostgREST's max_rows: the admin lists a product's pictures in one.
const MAX_LIMIT = 1000;

// The list body supabase-js sends, every field optional; the sort column is the name or one of an object's dates.
const listRequest = z.object({
  prefix: z
    .string()
    .refine((prefix) => prefix === '' || !objectNameProblem(prefix))
    .optional(),
  limit: z.number().int().min(1).max(MAX_LIMIT).optional(),
  offset: z.number().int().min(0).optional(),
  search: z.string().optional(),
  sortBy: z
    .object({
      column: z.enum(['name', 'created_at', 'updated_at', 'last_accessed_at']),
      order: z
        .string()
        .transform((order) => order.toLowerCase())
        .pipe(z.enum(['asc', 'desc']))
        .optional(),
    })
    .optional(),
});

type ListRequest = z.infer<typeof listRequest>;

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
  const column = request.sortBy?.column ?? 'name';
  const direction = request.sortBy?.order === 'desc' ? -1 : 1;
  const offset = request.offset ?? 0;
  return [...entries.values()]
    .filter((entry) => entry.name.toLowerCase().startsWith(search))
    .sort((a, b) => direction * String(a[column] ?? '').localeCompare(String(b[column] ?? '')))
    .slice(offset, offset + (request.limit ?? DEFAULT_LIMIT));
}

/** The list body parsed, or the names of its fields that are wrong (`body` when it is no JSON object at all). */
export function parseListRequest(text: string): { ok: true; request: ListRequest } | { ok: false; fields: string[] } {
  let json: unknown;
  try {
    json = text === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, fields: ['body'] };
  }
  const parsed = listRequest.safeParse(json);
  if (parsed.success) return { ok: true, request: parsed.data };
  const fields = parsed.error.issues.map((issue) => issue.path.join('.') || 'body');
  return { ok: false, fields: [...new Set(fields)] };
}

export const objectList: Middleware = async (request, context, next) => {
  if (request.method !== 'POST' || !LIST_PATH.test(new URL(request.url).pathname)) return next(request, context);
  const parsed = parseListRequest(await request.text());
  if (!parsed.ok) {
    return storageError(400, 'InvalidRequest', `Parâmetros de listagem inválidos: ${parsed.fields.join(', ')}.`);
  }
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  headers.set('content-type', 'application/json');
  // Ask lite for everything under the prefix: paging only means something after folding folders.
  const response = await next(
    new Request(request.url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ prefix: parsed.request.prefix ?? '' }),
    }),
    context,
  );
  if (!response.ok) return response;
  const objects = (await response.json()) as LiteObject[];
  return Response.json(folderListing(objects, parsed.request), { status: 200 });
};
