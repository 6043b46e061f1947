import { describe, expect, it } from 'vitest';
import { allowedMethods } from './allowed-methods';

describe('allowedMethods', () => {
  it('takes a post only where a form posts without the script', () => {
    for (const path of ['/produto/3f0c2a8e-1b7d-4c55-9a10-2d4e6f8a9b0c', '/contato', '/newsletter', '/newsletter/']) {
      expect(allowedMethods(path), path).toEqual(['GET', 'HEAD', 'POST']);
    }
  });

  it('reads every other path, the pages beside those included', () => {
    for (const path of ['/', '/loja', '/loja/embarcacoes', '/produto/a/b', '/produtos/a', '/contato/x', '/newsletter/confirmar', '/robots.txt', '/assets/a.js']) {
      expect(allowedMethods(path), path).toEqual(['GET', 'HEAD']);
    }
  });
});
