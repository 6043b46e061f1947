import { describe, expect, it } from 'vitest';
import { bucketIdProblem, objectNameProblem } from './storage-names.js';

describe('objectNameProblem', () => {
  it('accepts the names the apps produce, accents and a 255-byte name included', () => {
    for (const name of ['products/1/1700000000000_ab12cd.webp', 'logos/marca-ação.png', 'a.b/c d.png', 'é'.repeat(127) + 'x']) {
      expect(objectNameProblem(name)).toBeUndefined();
    }
  });

  it('counts UTF-8 bytes, not characters', () => {
    // 128 characters, 256 bytes
    expect(objectNameProblem('é'.repeat(128))).toBe('O nome do objeto passa de 255 bytes.');
    expect(objectNameProblem('a'.repeat(256))).toBe('O nome do objeto passa de 255 bytes.');
  });

  it.each(['a\u0000.png', 'a\u0001.png', 'a\n.png', 'a\u007f.png', 'a\u0085.png'])('refuses the control character in %j', (name) => {
    expect(objectNameProblem(name)).toBe('O nome do objeto contém caracteres de controle.');
  });

  it.each(['../x.png', 'a/../../x.png', 'a/..', '/etc/passwd'])('refuses %j', (name) => {
    expect(objectNameProblem(name)).toMatch(/"\.\."/);
  });

  it('refuses an empty name', () => {
    expect(objectNameProblem('')).toBe('O nome do objeto está vazio.');
  });
});

describe('bucketIdProblem', () => {
  it('accepts hosted-style ids', () => {
    for (const id of ['products', 'partner-logos', 'a.b', 'x'.repeat(100)]) expect(bucketIdProblem(id)).toBeUndefined();
  });

  it.each(['', '.', '..', 'a/b', 'a\u0000', 'ação', 'x'.repeat(101)])('refuses %j', (id) => {
    expect(bucketIdProblem(id)).toBe('Identificador de bucket inválido.');
  });
});
