import { readFileSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { raSupabaseEnglishMessages } from 'ra-supabase-language-english';
import { ptBrMessages } from './ptBrMessages';

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  return new Map(
    Object.entries(tree).flatMap(([key, value]) => (typeof value === 'object' ? [...leaves(value, `${prefix}${key}.`)] : [[`${prefix}${key}`, value] as const])),
  );
}

const english = new Map([...leaves(englishMessages as unknown as Tree), ...leaves(raSupabaseEnglishMessages)]);
const portuguese = leaves(ptBrMessages as unknown as Tree);
/** The rich-text toolbar's keys, as ra-input-rich-text asks for them (it ships no catalogue). */
const richTextDir = join(dirname(createRequire(import.meta.url).resolve('ra-input-rich-text')), '..');
const RICH_TEXT_KEYS = [
  ...new Set(
    readdirSync(richTextDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.js'))
      .flatMap((file) => [...readFileSync(join(richTextDir, file), 'utf8').matchAll(/ra\.tiptap\.[a-z0-9_]+/g)].map(([key]) => key)),
  ),
].sort();
/** Keys ra-supabase's and ra-input-rich-text's screens ask for that no English catalogue ships. */
const OWN_KEYS = ['ra.auth.confirm_password', ...RICH_TEXT_KEYS];

const placeholders = (text: string) => [...new Set([...text.matchAll(/%\{(\w+)\}/g)].map(([, name]) => name))].sort();

describe('ptBrMessages', () => {
  it('has a pt-BR text for every key react-admin 5 and ra-supabase ship in English', () => {
    expect([...english.keys()].filter((key) => !portuguese.has(key))).toEqual([]);
  });

  it('has a pt-BR text for every key of the rich-text toolbar', () => {
    expect(RICH_TEXT_KEYS.length).toBeGreaterThan(10);
    expect(RICH_TEXT_KEYS.filter((key) => !portuguese.has(key))).toEqual([]);
  });

  it('has no key the English catalogues dropped', () => {
    expect([...portuguese.keys()].filter((key) => !english.has(key) && !OWN_KEYS.includes(key))).toEqual([]);
  });

  it('fills the same placeholders and plural forms as the English text', () => {
    const mismatched = [...english].filter(([key, text]) => {
      const translated = portuguese.get(key) ?? '';
      return placeholders(translated).join() !== placeholders(text).join() || translated.split('||||').length !== text.split('||||').length;
    });
    expect(mismatched.map(([key]) => key)).toEqual([]);
  });

  it('is written in Portuguese, not copied from English', () => {
    const copied = [...english].filter(([key, text]) => portuguese.get(key) === text && /[a-z]{3}/i.test(text.replace(/%\{\w+\}/g, '')));
    expect(copied.map(([key]) => key)).toEqual([]);
  });

  it('keeps the texts the panel and its journeys rely on', () => {
    const text = (key: string) => portuguese.get(key);
    expect(text('ra.action.delete')).toBe('Remover');
    expect(text('ra.action.export')).toBe('Exportar');
    expect(text('ra.action.select_all')).toBe('Selecionar tudo');
    expect(text('ra.navigation.skip_nav')).toBe('Pular para o conteúdo');
    expect(text('ra.auth.password')).toBe('Senha');
    expect(text('ra.auth.confirm_password')).toBe('Confirme a nova senha');
    expect(text('ra-supabase.set_password.new_password')).toBe('Criar nova senha');
    expect(text('ra-supabase.validation.password_mismatch')).toBe('As senhas não coincidem.');
    expect(text('ra-supabase.auth.missing_tokens')).toBe('Este link de redefinição de senha é inválido ou expirou. Solicite um novo e-mail.');
  });
});
