import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { SupabaseClient } from '@supabase/supabase-js';
import { generateAdminPassword } from './admin-password';
import { savedAdminPassword } from './admin-password-file';

const DEFAULT_ADMIN_EMAIL = 'admin@oneboss.local';

export interface AdminAccountSettings {
  readonly email: string;
  /** From SEED_ADMIN_PASSWORD; when absent the password file's, else one generated, shown once and saved. */
  readonly password?: string;
  /** Where a generated password is saved; null keeps it on the console only. */
  readonly passwordFile: string | null;
}

export function adminAccountSettings(passwordFile: string | null, env: NodeJS.ProcessEnv = process.env): AdminAccountSettings {
  return {
    email: (env.SEED_ADMIN_EMAIL?.trim() || DEFAULT_ADMIN_EMAIL).toLowerCase(),
    password: env.SEED_ADMIN_PASSWORD || undefined,
    passwordFile,
  };
}

async function findUserId(client: SupabaseClient, email: string): Promise<string | undefined> {
  for (let page = 1; ; page += 1) {
    const { data, error } = await client.auth.admin.listUsers({ page, perPage: 200 });
    if (error) throw error;
    const user = data.users.find((candidate) => candidate.email?.toLowerCase() === email);
    if (user) return user.id;
    if (data.users.length < 200) return undefined;
  }
}

/**
 * Creates (or resets) the back-office account through the auth admin API with the e-mail
 * confirmed, and lists the e-mail in admin_permissions. No default password exists: the one the
 * password file (the git-ignored `.admin-password`) keeps for this e-mail, else a generated one,
 * printed once and written there.
 */
export async function ensureAdminAccount(client: SupabaseClient, settings: AdminAccountSettings): Promise<void> {
  const saved = settings.password ? undefined : await savedAdminPassword(settings.passwordFile, settings.email);
  const password = settings.password ?? saved ?? generateAdminPassword();
  const attributes = { password, email_confirm: true, user_metadata: { full_name: 'Administrador OneBoss' } };

  const created = await client.auth.admin.createUser({ email: settings.email, ...attributes });
  if (created.error) {
    const existingId = await findUserId(client, settings.email);
    if (!existingId) throw created.error;
    const updated = await client.auth.admin.updateUserById(existingId, attributes);
    if (updated.error) throw updated.error;
  }

  const { error } = await client
    .from('admin_permissions')
    .upsert({ email: settings.email, is_admin: true }, { onConflict: 'email' });
  if (error) throw new Error(`admin_permissions: ${error.message}`);

  if (saved) {
    console.log(`[seed] admin account ${settings.email} — password kept in ${path.basename(settings.passwordFile ?? '')}`);
  } else if (!settings.password) {
    if (settings.passwordFile) await writeFile(settings.passwordFile, `${settings.email}\n${password}\n`, { mode: 0o600 });
    const where = settings.passwordFile ? ` (saved to ${path.basename(settings.passwordFile)})` : '';
    console.log(`[seed] admin account ${settings.email} — password: ${password}${where}`);
  } else {
    console.log(`[seed] admin account ${settings.email} — password from SEED_ADMIN_PASSWORD`);
  }
}
