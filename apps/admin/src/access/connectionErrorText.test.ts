import { describe, expect, it } from 'vitest';
import { connectionErrorText } from './connectionErrorText';

describe('connectionErrorText', () => {
  it('names a failed connection in pt-BR, then the server message', () => {
    expect(connectionErrorText(new Error('Failed to fetch'))).toBe('Erro ao conectar ao banco de dados: Failed to fetch');
  });

  it('falls back to the unknown-error text', () => {
    expect(connectionErrorText(null)).toBe('Erro desconhecido de conexão');
    expect(connectionErrorText({ message: '' })).toBe('Erro desconhecido de conexão');
  });
});
