import { describe, expect, it } from 'vitest';
import englishMessages from 'ra-language-english';
import { ptBrMessages } from './ptBrMessages';
import type { MessageTree } from './deepMerge';

function leafKeys(tree: MessageTree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'object' ? leafKeys(value, `${prefix}${key}.`) : [`${prefix}${key}`],
  );
}

function leaf(tree: MessageTree, path: string): string | MessageTree | undefined {
  return path.split('.').reduce<string | MessageTree | undefined>((node, key) => (typeof node === 'object' ? node[key] : undefined), tree);
}

describe('ptBrMessages', () => {
  it('has a pt-BR text for every key react-admin 5 ships in English', () => {
    const missing = leafKeys(englishMessages as unknown as MessageTree).filter((key) => typeof leaf(ptBrMessages, key) !== 'string');
    expect(missing).toEqual([]);
  });

  it('keeps the community translation where it exists and adds the new keys', () => {
    expect(leaf(ptBrMessages, 'ra.action.delete')).toBe('Remover');
    expect(leaf(ptBrMessages, 'ra.action.select_all')).toBe('Selecionar tudo');
    expect(leaf(ptBrMessages, 'ra.navigation.skip_nav')).toBe('Pular para o conteúdo');
  });

  it('words the ra-supabase set-password page in pt-BR', () => {
    expect(leaf(ptBrMessages, 'ra-supabase.set_password.new_password')).toBe('Criar nova senha');
    expect(leaf(ptBrMessages, 'ra-supabase.validation.password_mismatch')).toBe('As senhas não coincidem.');
    expect(leaf(ptBrMessages, 'ra.auth.confirm_password')).toBe('Confirme a nova senha');
    expect(leaf(ptBrMessages, 'ra.auth.password')).toBe('Senha');
  });
});
