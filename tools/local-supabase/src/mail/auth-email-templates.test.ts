import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../repo-root.js';
import { AUTH_EMAIL_TEMPLATES } from './auth-email-templates.js';
import { htmlToText } from './html-text.js';

const config = await readFile(join(repoRoot, 'supabase/config.toml'), 'utf8');

describe('the auth e-mail templates', () => {
  it.each(Object.entries(AUTH_EMAIL_TEMPLATES))('gives %s the same subject and file as supabase/config.toml', (kind, template) => {
    const section = config.split(`[auth.email.template.${kind}]`)[1]?.split('\n[')[0] ?? '';
    expect(section).toContain(`subject = "${template.subject}"`);
    expect(join(repoRoot, section.match(/content_path = "(.+)"/)?.[1] ?? '')).toBe(template.content_path);
  });

  it.each(Object.entries(AUTH_EMAIL_TEMPLATES))('writes %s in pt-BR with only the fields GoTrue and lite both fill in', async (_kind, template) => {
    const html = await readFile(template.content_path, 'utf8');
    expect(html).toContain('lang="pt-BR"');
    expect(html).toContain('{{ .ConfirmationURL }}');
    expect([...html.matchAll(/\{\{\s*([^}]*)\}\}/g)].map((match) => match[1].trim()).every((field) => /^\.(ConfirmationURL|Token|Email|NewEmail|SiteURL)$/.test(field))).toBe(true);
    expect(htmlToText(html)).toMatch(/OneBoss/);
  });
});

describe('htmlToText', () => {
  it('keeps the readable lines and links of a mail, without markup or head', () => {
    expect(htmlToText('<html><head><title>T</title><style>p{}</style></head><body><p>Olá &amp; bem-vindo</p><p>Link:<br /><a href="x">http://a/b?c=1&amp;d=2</a></p></body></html>')).toBe(
      'Olá & bem-vindo\nLink:\nhttp://a/b?c=1&d=2',
    );
  });
});
