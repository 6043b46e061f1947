import type { AuthChangeEvent, Session, User } from '@supabase/supabase-js';
import { AUTH_MESSAGES, type Profile, type SignUpInput } from '@oneboss/domain';
import type { Db } from './client';
import { DataError, MESSAGES, toUserError } from './errors';
import { toProfile } from './mappers';
import { request } from './request';
import { withTimeout } from './resilience';
import type { ProfileRow } from './rows';

export interface Credentials {
  email: string;
  password: string;
}


export interface SignUpResult {
  user: User | null;
  session: Session | null;
  /** True when the server asks for an e-mail confirmation before the first sign-in. */
  needsConfirmation: boolean;
}

async function authCall<T extends { error: unknown }>(work: () => Promise<T>): Promise<T> {
  let result: T;
  try {
    result = await withTimeout(work());
  } catch (error) {
    throw toUserError(error, 'auth');
  }
  if (result.error) throw toUserError(result.error, 'auth');
  return result;
}

export async function signIn(db: Db, { email, password }: Credentials): Promise<Session> {
  const { data } = await authCall(() => db.auth.signInWithPassword({ email: email.trim(), password }));
  if (!data.session) throw new DataError('no_session', MESSAGES.invalidCredentials);
  return data.session;
}

/**
 * Signs up with the profile fields as user metadata, then writes the profiles row. Without
 * e-mail confirmation the server returns a session and the row is written as the new user;
 * with confirmation there is no session yet, so the row waits for the first sign-in
 * (`ensureProfileFromMetadata`). Profile errors are only logged.
 */
export async function signUp(db: Db, input: SignUpInput, options: { emailRedirectTo?: string } = {}): Promise<SignUpResult> {
  const metadata = { full_name: input.fullName.trim(), whatsapp: input.whatsapp.trim(), estado: input.estado.trim() };
  const { data } = await authCall(() =>
    db.auth.signUp({ email: input.email.trim(), password: input.password, options: { data: metadata, emailRedirectTo: options.emailRedirectTo } }),
  );
  if (data.session && data.user) {
    await upsertProfile(db, { id: data.user.id, fullName: metadata.full_name, whatsapp: metadata.whatsapp, estado: metadata.estado }).catch((error) =>
      console.error('Profile could not be saved after sign-up', error),
    );
  }
  return { user: data.user, session: data.session, needsConfirmation: !data.session };
}

/** Writes the profiles row from the user's sign-up metadata when it is still missing. */
export async function ensureProfileFromMetadata(db: Db, user: User): Promise<void> {
  const existing = await getProfile(db, user.id);
  if (existing) return;
  const meta = user.user_metadata ?? {};
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  await upsertProfile(db, { id: user.id, fullName: text(meta.full_name), whatsapp: text(meta.whatsapp), estado: text(meta.estado) });
}

/**
 * Starts the Google sign-in, coming back to `redirectTo` (the origin by default). The authorize
 * URL is probed first because a disabled provider only says so there ("provider is not
 * enabled"), and the browser would otherwise land on a raw JSON error page.
 */
export async function signInWithGoogle(db: Db, options: { redirectTo?: string; fetch?: typeof fetch } = {}): Promise<string> {
  const redirectTo = options.redirectTo ?? (typeof window !== 'undefined' ? window.location.origin : undefined);
  const { data } = await authCall(() => db.auth.signInWithOAuth({ provider: 'google', options: { redirectTo, skipBrowserRedirect: true } }));
  if (!data.url) throw new DataError('no_url', MESSAGES.googleFailed);
  const authorizeUrl = data.url;
  const doFetch = options.fetch ?? fetch;
  const probe = await doFetch(authorizeUrl, { redirect: 'manual' }).catch(() => null);
  if (probe && probe.status >= 400) {
    const body = await probe.text().catch(() => '');
    throw new DataError(/not enabled|unsupported provider/i.test(body) ? 'provider_disabled' : `http_${probe.status}`, MESSAGES.googleFailed, { status: probe.status, cause: body });
  }
  if (typeof window !== 'undefined') window.location.assign(authorizeUrl);
  return authorizeUrl;
}

/** Signs out (this device by default); a session the server no longer knows (401, 403, 404) counts as signed out. */
export async function signOut(db: Db, scope: 'global' | 'local' | 'others' = 'local'): Promise<void> {
  const { error } = await db.auth.signOut({ scope });
  if (!error) return;
  const status = 'status' in error ? Number(error.status) : 0;
  if ([401, 403, 404].includes(status)) return;
  throw toUserError(error, 'auth');
}

/** Subscribes to session events; returns the unsubscribe function. */
export function onAuthStateChange(db: Db, listener: (event: AuthChangeEvent, session: Session | null) => void): () => void {
  const { data } = db.auth.onAuthStateChange(listener);
  return () => data.subscription.unsubscribe();
}

/** Sends the password-reset e-mail; the link leads back to the admin panel. */
export async function resetPassword(db: Db, email: string, redirectTo?: string): Promise<void> {
  const target = redirectTo ?? (typeof window !== 'undefined' ? `${window.location.origin}/admin` : undefined);
  try {
    await authCall(() => db.auth.resetPasswordForEmail(email.trim(), { redirectTo: target }));
  } catch (error) {
    throw new DataError(error instanceof DataError ? error.code : 'reset_failed', AUTH_MESSAGES.resetFailed, { cause: error });
  }
}

/**
 * Sets the signed-in user's new password: the last step of a recovery link, which signs the user
 * in (PASSWORD_RECOVERY). Without a session, or with one the server no longer accepts, the link
 * was expired or already used, and that is what the user is told.
 */
export async function updatePassword(db: Db, password: string): Promise<void> {
  const { data } = await authCall(() => db.auth.getSession());
  if (!data.session) throw new DataError('session_missing', AUTH_MESSAGES.recoveryLinkInvalid);
  try {
    await authCall(() => db.auth.updateUser({ password }));
  } catch (error) {
    if (error instanceof DataError && error.userMessage === MESSAGES.sessionInvalid) {
      throw new DataError(error.code, AUTH_MESSAGES.recoveryLinkInvalid, { cause: error, status: error.status });
    }
    throw error;
  }
}

/**
 * Asks to move the signed-in account to `email`: the auth server mails a confirmation link to the
 * new address (hosted GoTrue also to the current one), and nothing changes until it is followed.
 */
export async function changeEmail(db: Db, email: string, redirectTo: string): Promise<void> {
  await authCall(() => db.auth.updateUser({ email: email.trim() }, { emailRedirectTo: redirectTo }));
}

/** The server-side admin check; a failure is logged and treated as "not admin". */
export async function isCurrentUserAdmin(db: Db): Promise<boolean> {
  try {
    const { data } = await request<boolean>('auth', (signal) => db.rpc('is_current_user_admin').abortSignal(signal));
    return data === true;
  } catch (error) {
    console.error('Admin check failed', error);
    return false;
  }
}

export interface AdminDiagnostics {
  /** The e-mail has a row in admin_permissions (as far as this user may see). */
  inAdminTable: boolean;
  adminCheck: boolean;
}

/** What the 'Acesso Negado' screen explains: e-mail missing from the table, or present but the check is false. */
export async function adminDiagnostics(db: Db, email: string): Promise<AdminDiagnostics> {
  const [rows, adminCheck] = await Promise.all([
    request<{ email: string }[]>('auth', (signal) =>
      db.from('admin_permissions').select('email').eq('email', email.trim().toLowerCase()).limit(1).abortSignal(signal),
    ).catch((error) => {
      console.error('Admin table check failed', error);
      return { data: [] };
    }),
    isCurrentUserAdmin(db),
  ]);
  return { inAdminTable: (rows.data ?? []).length > 0, adminCheck };
}

export async function getProfile(db: Db, userId: string): Promise<Profile | null> {
  const { data } = await request<ProfileRow>('profiles', (signal) =>
    db.from('profiles').select('id,full_name,whatsapp,estado').eq('id', userId).abortSignal(signal).maybeSingle(),
  );
  return data ? toProfile(data) : null;
}

export async function upsertProfile(db: Db, profile: Profile): Promise<Profile> {
  const { data } = await request<ProfileRow>('profiles', (signal) =>
    db
      .from('profiles')
      // An account made through Google carries no state; the column holds a UF or nothing, never ''.
      .upsert({ id: profile.id, full_name: profile.fullName, whatsapp: profile.whatsapp, estado: profile.estado || null })
      .select('id,full_name,whatsapp,estado')
      .abortSignal(signal)
      .single(),
  );
  if (!data) throw new DataError('no_row', MESSAGES.permissionDenied);
  return toProfile(data);
}
