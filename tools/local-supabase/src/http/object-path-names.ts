import { bucketIdProblem, objectNameProblem } from '../storage-names.js';
import type { Middleware } from './middleware.js';
import { storageError } from './storage-error.js';

// Routes naming an object: /object[/public|/authenticated|/sign|/upload/sign|/info]/<bucket>/<name>, /render/image/<kind>/<bucket>/<name>.
const NAMED_OBJECT =
  /^\/storage\/v1\/(?:object\/(?:public\/|authenticated\/|sign\/|upload\/sign\/|info\/)?|render\/image\/(?:public|authenticated|sign)\/)([^/]+)\/(.+)$/;
// Routes naming a bucket only: lists, removals, batch signing, the bucket API.
const NAMED_BUCKET = /^\/storage\/v1\/(?:object\/(?:list\/|sign\/)?|bucket\/)([^/]+)(?:\/empty)?$/;

/** Every `%XX` run decoded where it forms UTF-8, the rest left as it is: the most a router could read into a path. */
export function decodePath(path: string): string {
  return path.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}

/** Why the bucket and object a storage path names are refused (pt-BR), or undefined when they are acceptable or it names none. */
export function pathNameProblem(pathname: string): string | undefined {
  const object = pathname.match(NAMED_OBJECT);
  if (object) return bucketIdProblem(decodePath(object[1])) ?? objectNameProblem(decodePath(object[2]));
  const bucket = pathname.match(NAMED_BUCKET);
  return bucket ? bucketIdProblem(decodePath(bucket[1])) : undefined;
}

/**
 * Object names and bucket ids in storage paths follow the storage naming rules: a name with a
 * NUL byte reached the database (500) and one over 255 bytes the file system (500 again).
 * Refused here with 400, whatever the method, as no stored object can carry such a name.
 */
export const objectPathNames: Middleware = async (request, context, next) => {
  const problem = pathNameProblem(new URL(request.url).pathname);
  if (problem) return storageError(400, 'InvalidKey', problem);
  return next(request, context);
};
