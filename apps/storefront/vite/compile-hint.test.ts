import type { Rolldown } from 'vite';
import { describe, expect, it } from 'vitest';
import { COMPILE_HINT, withCompileHint } from './compile-hint';

const chunk = (fileName: string, isEntry: boolean, code: string) => ({ type: 'chunk', fileName, isEntry, code }) as Rolldown.OutputChunk;
const asset = (fileName: string, source: string) => ({ type: 'asset', fileName, source }) as Rolldown.OutputAsset;

describe('compile hint on the browser entry', () => {
  it('puts the hint on the first line of the entry chunk only', () => {
    const bundle: Rolldown.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', true, 'const a=1;\nexport{a};'),
      'assets/page.js': chunk('assets/page.js', false, 'export const b=2;'),
      'assets/index.css': asset('assets/index.css', 'a{color:red}'),
    };
    withCompileHint(bundle);
    expect((bundle['assets/index.js'] as Rolldown.OutputChunk).code).toBe('//# allFunctionsCalledOnLoad\nconst a=1;\nexport{a};');
    expect((bundle['assets/page.js'] as Rolldown.OutputChunk).code).toBe('export const b=2;');
    expect((bundle['assets/index.css'] as Rolldown.OutputAsset).source).toBe('a{color:red}');
    expect(COMPILE_HINT.endsWith('\n')).toBe(true);
  });

  it('moves the entry’s source map one line down, so it still points at the right sources', () => {
    const map = { version: 3, sources: ['src/a.ts'], names: [], mappings: 'AAAA;AACA' };
    const bundle: Rolldown.OutputBundle = {
      'assets/index.js': chunk('assets/index.js', true, 'const a=1;\nexport{a};'),
      'assets/index.js.map': asset('assets/index.js.map', JSON.stringify(map)),
    };
    withCompileHint(bundle);
    expect(JSON.parse(String((bundle['assets/index.js.map'] as Rolldown.OutputAsset).source))).toEqual({ ...map, mappings: ';AAAA;AACA' });
  });
});
