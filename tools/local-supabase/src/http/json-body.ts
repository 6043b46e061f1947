const parsed = new WeakMap<Request, Promise<unknown>>();

/**
 * A request's body parsed as JSON, or undefined when it has none or it is not JSON. Read from a
 * clone, so the request stays unread for lite, and once per request: several guards (rate limits,
 * input checks, the code-attempt count) look at the same auth or REST body.
 */
export function jsonBody(request: Request): Promise<unknown> {
  let body = parsed.get(request);
  if (!body) {
    body = request.body ? request.clone().json().catch(() => undefined) : Promise.resolve(undefined);
    parsed.set(request, body);
  }
  return body;
}
