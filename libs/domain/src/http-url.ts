// The database's public.is_http_url, rule for rule (value-rules.postgres.test.ts checks that they
// agree): an absolute http(s) URL with a host, without spaces or control characters, at most
// 2048 characters. Anything else (javascript:, data:, //host) never reaches an href or a src.
const HTTP_URL_PATTERN = /^https?:\/\/[^ \u0000-\u001f\u007f-\u009f/?#\\]+([/?#][^ \u0000-\u001f\u007f-\u009f]*)?$/i;

export function isHttpUrl(value: string): boolean {
  return [...value].length <= 2048 && HTTP_URL_PATTERN.test(value);
}
