export interface RouteErrorSpec {
  status: number;
  /** GoTrue's `error_code` style: `over_request_rate_limit`, `request_too_large`… */
  code: string;
  /** pt-BR: the apps may show it as it is. */
  message: string;
  /** PostgREST's `code` when a SQLSTATE says it better than `PT<status>`. */
  restCode?: string;
  headers?: Record<string, string>;
}

/**
 * An error the embedded server answers itself, in the body each API's clients parse:
 * GoTrue `{code, error_code, msg}` plus `x-sb-error-code` on /auth/v1, PostgREST
 * `{code, message, details, hint}` on /rest/v1 (`PT<status>`, PostgREST's custom-status
 * code, unless a SQLSTATE is given), Storage `{statusCode, error, message}` on /storage/v1, `{message}` elsewhere.
 * CORS headers come with it, so a browser can read the answer to a cross-origin call.
 */
export function routeError(pathname: string, { status, code, message, restCode, headers = {} }: RouteErrorSpec): Response {
  const allHeaders: Record<string, string> = { 'access-control-allow-origin': '*', ...headers };
  if (pathname.startsWith('/auth/v1/')) {
    return Response.json(
      { code: status, error_code: code, msg: message },
      { status, headers: { ...allHeaders, 'x-sb-error-code': code } },
    );
  }
  if (pathname.startsWith('/rest/v1/')) {
    return Response.json({ code: restCode ?? `PT${status}`, message, details: null, hint: null }, { status, headers: allHeaders });
  }
  if (pathname.startsWith('/storage/v1/')) {
    return Response.json({ statusCode: String(status), error: code, message }, { status, headers: allHeaders });
  }
  return Response.json({ message }, { status, headers: allHeaders });
}
