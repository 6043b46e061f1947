import { join } from 'node:path';
import { repoRoot } from '../repo-root.js';

/**
 * The auth e-mails in pt-BR with the brand: the subjects and HTML files supabase/config.toml gives
 * hosted GoTrue ([auth.email.template.*]), handed to lite's mailer in the same shape.
 */
export const AUTH_EMAIL_TEMPLATES = {
  confirmation: { subject: 'Confirme seu cadastro na OneBoss', content_path: join(repoRoot, 'supabase/templates/confirmation.html') },
  recovery: { subject: 'Redefina sua senha da OneBoss', content_path: join(repoRoot, 'supabase/templates/recovery.html') },
  magic_link: { subject: 'Seu link de acesso à OneBoss', content_path: join(repoRoot, 'supabase/templates/magic_link.html') },
  email_change: { subject: 'Confirme seu novo e-mail na OneBoss', content_path: join(repoRoot, 'supabase/templates/email_change.html') },
} as const;
