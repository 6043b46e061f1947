import { z } from 'zod';
import { mediaType } from '../declared-content.js';
import { bucketIdProblem, objectNameProblem } from '../storage-names.js';
import type { Middleware } from './middleware.js';
import { storageError } from './storage-error.js';

const JSON_MEDIA_TYPE = /^application\/([\w.-]+\+)?json$/;
// Hosted Storage removes or signs at most 1000 objects per request.
const MAX_OBJECTS = 1000;

const objectName = z.string().refine((name) => !objectNameProblem(name));
const bucketId = z.string().refine((id) => !bucketIdProblem(id));
const expiresIn = z.number().int().min(1);

/**
 * Storage's JSON routes, each with what its body must hold where it carries object names or
 * bucket ids; lite checks the rest of their types itself. (Lists have their own parser.)
 */
const BODIES: { method: string; path: RegExp; schema: z.ZodType }[] = [
  {
    method: 'POST',
    path: /^\/storage\/v1\/object\/(?:move|copy)$/,
    schema: z.object({ bucketId, sourceKey: objectName, destinationKey: objectName, destinationBucket: bucketId.optional() }),
  },
  { method: 'DELETE', path: /^\/storage\/v1\/object\/[^/]+$/, schema: z.object({ prefixes: z.array(objectName).max(MAX_OBJECTS) }) },
  { method: 'POST', path: /^\/storage\/v1\/object\/sign\/[^/]+\/./, schema: z.object({ expiresIn }) },
  {
    method: 'POST',
    path: /^\/storage\/v1\/object\/sign\/[^/]+$/,
    schema: z.object({ expiresIn, paths: z.array(objectName).min(1).max(MAX_OBJECTS) }),
  },
  { method: 'POST', path: /^\/storage\/v1\/bucket$/, schema: z.looseObject({ id: bucketId, name: bucketId.optional() }) },
  { method: 'PUT', path: /^\/storage\/v1\/bucket\/[^/]+$/, schema: z.unknown() },
];

function bodyRoute(method: string, pathname: string) {
  return BODIES.find((route) => route.method === method && route.path.test(pathname));
}

/**
 * The fields of a JSON body sent to one of storage's JSON routes that are wrong (`body` when it
 * is no JSON at all); none for a good body or another route.
 */
export function storageBodyProblems(method: string, pathname: string, text: string): string[] {
  const route = bodyRoute(method, pathname);
  if (!route) return [];
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return ['body'];
  }
  const parsed = route.schema.safeParse(json);
  if (parsed.success) return [];
  return [...new Set(parsed.error.issues.map((issue) => issue.path.join('.') || 'body'))];
}

/**
 * Lite answers malformed JSON with a 500, and hands names with NUL bytes to the database, which
 * fails with another: a storage JSON body that does not parse, or whose object names and bucket
 * ids break the storage naming rules, is refused here with 400.
 */
export const storageJsonBody: Middleware = async (request, context, next) => {
  const { pathname } = new URL(request.url);
  if (
    !request.body ||
    !JSON_MEDIA_TYPE.test(mediaType(request.headers.get('content-type'))) ||
    !bodyRoute(request.method, pathname)
  ) {
    return next(request, context);
  }
  const text = await request.text();
  const problems = storageBodyProblems(request.method, pathname, text);
  if (problems.length > 0) return storageError(400, 'InvalidRequest', `Corpo da requisição inválido: ${problems.join(', ')}.`);
  return next(new Request(request.url, { method: request.method, headers: request.headers, body: text, signal: request.signal }), context);
};
