import { AUTH_MESSAGES } from '@oneboss/domain';

/** Wrong e-mail or password, as auth-js reports it (hosted GoTrue and @supabase/lite alike). */
export function isInvalidCredentials(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code, status, message } = error as { code?: unknown; status?: unknown; message?: unknown };
  if (code === 'invalid_credentials' || code === 'invalid_grant') return true;
  return status === 400 && typeof message === 'string' && /invalid login credentials/i.test(message);
}

/** The line under the login form for a failed sign-in. */
export function loginErrorText(error: unknown): string {
  if (isInvalidCredentials(error)) return AUTH_MESSAGES.loginFailed;
  const code = error && typeof error === 'object' ? (error as { code?: unknown }).code : undefined;
  return code === 'email_not_confirmed' ? AUTH_MESSAGES.emailNotConfirmed : AUTH_MESSAGES.loginUnexpected;
}
