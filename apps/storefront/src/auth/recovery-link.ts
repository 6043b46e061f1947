/** What the URL fragment of a password-reset e-mail's link says on arrival. */
export type RecoveryLink =
  /** The auth server refused the link (expired, used, unknown); `reason` is its English text, for logs. */
  | { kind: 'refused'; code: string | null; reason: string }
  /** A valid link: auth-js takes the session from the fragment. */
  | { kind: 'recovery' }
  /** Nothing from a link: a reload after arrival, or someone typing the address. */
  | { kind: 'none' };

/** Reads `#error_description=...` or `#access_token=...&type=recovery` as the auth server sends them. */
export function readRecoveryLink(hash: string): RecoveryLink {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const reason = params.get('error_description') ?? params.get('error');
  if (reason) return { kind: 'refused', code: params.get('error_code'), reason };
  if (params.get('type') === 'recovery' && params.get('access_token')) return { kind: 'recovery' };
  return { kind: 'none' };
}
