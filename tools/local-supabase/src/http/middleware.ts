import type { AppRequestContext } from '@supabase/lite';

/** A request handler over the Fetch API, as lite's `app.fetch` is. */
export type Handler = (request: Request, context: AppRequestContext) => Promise<Response>;

/** Looks at a request before lite does, and may answer it, rewrite it or rework the response. */
export type Middleware = (request: Request, context: AppRequestContext, next: Handler) => Promise<Response>;

/** `compose([a, b], handler)` runs a, then b, then handler. */
export function compose(middlewares: Middleware[], handler: Handler): Handler {
  return middlewares.reduceRight<Handler>(
    (next, middleware) => (request, context) => middleware(request, context, next),
    handler,
  );
}
