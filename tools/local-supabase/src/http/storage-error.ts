/** An answer in hosted Storage's error shape, `{statusCode, error, message}`, with `status` as the HTTP status too. */
export function storageError(status: number, error: string, message: string): Response {
  return Response.json({ statusCode: String(status), error, message }, { status });
}
