import { describe, expect, it } from 'vitest';
import { asPrintableLine, isPrintableLine, isPrintableText } from './printable-text';

describe('isPrintableLine and isPrintableText', () => {
  it('take markup, accents and emoji as ordinary text', () => {
    for (const text of ['Ana <b>Souza</b>', 'Decoração & Cia', 'Olá 🏠']) {
      expect(isPrintableLine(text), text).toBe(true);
      expect(isPrintableText(text), text).toBe(true);
    }
  });

  it('let a text keep tab and line breaks, never a line', () => {
    expect(isPrintableText('Linha 1\r\nLinha 2\tfim')).toBe(true);
    expect(isPrintableLine('Linha 1\nLinha 2')).toBe(false);
    expect(isPrintableLine('a\tb')).toBe(false);
  });

  it('refuse NUL, other C0 controls, DEL and C1 controls in both', () => {
    for (const text of ['a\u0000', 'a\u0007', 'a\u001b[2J', 'a\u007f', 'a\u0085', 'a\u009f']) {
      expect(isPrintableLine(text), JSON.stringify(text)).toBe(false);
      expect(isPrintableText(text), JSON.stringify(text)).toBe(false);
    }
  });
});

describe('asPrintableLine', () => {
  it('reads each control character as a space and leaves the rest as it was', () => {
    expect(asPrintableLine('a\u0000b\tc\r\nd\u009f')).toBe('a b c  d ');
    expect(asPrintableLine('Decoração <b>&</b> 🏠')).toBe('Decoração <b>&</b> 🏠');
  });
});
