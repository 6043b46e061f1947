import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BRAZILIAN_STATES } from './schemas/brazilian-states';
import {
  avatarInitial,
  comparePtBr,
  foldLatin,
  htmlToText,
  normalizeSearch,
  productCode,
  safeRedirectPath,
  stripAccents,
  truncateMeta,
  whatsappMessage,
  whatsappUrl,
} from './text';

describe('normalizeSearch', () => {
  it('trims, lower-cases and strips Portuguese diacritics', () => {
    expect(normalizeSearch('  Relógio AÇÃO Ônibus Fúria Pão à Vênus  ')).toBe('relogio acao onibus furia pao a venus');
    expect(normalizeSearch('ÁÉÍÓÚÀÂÊÔÃÕÇÜ')).toBe('aeiouaaeoaocu');
  });

  it('collapses inner spaces and folds letters unaccent folds', () => {
    expect(normalizeSearch('Motor \t  V12')).toBe('motor v12');
    expect(normalizeSearch('Øresund Straße Cœur Łódź')).toBe('oresund strasse coeur lodz');
  });

  it('handles decomposed input the same as composed', () => {
    expect(normalizeSearch('Embarcac\u0327o\u0303es')).toBe('embarcacoes');
  });

  it('is idempotent and never leaves combining marks', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (term) => {
        const once = normalizeSearch(term);
        expect(normalizeSearch(once)).toBe(once);
        expect(once.normalize('NFD')).not.toMatch(/[\u0300-\u036f]/);
      }),
    );
  });

  it('strips accents without changing the letters', () => {
    expect(stripAccents('Decoração')).toBe('Decoracao');
  });
});

describe('productCode', () => {
  it('is the first 8 characters upper-cased', () => {
    expect(productCode('6f1c2b1e-8f0a-4c4b-9a7e-1d2c3b4a5f60')).toBe('6F1C2B1E');
  });
});

describe('htmlToText and truncateMeta', () => {
  it('drops tags, decodes common entities and collapses spaces', () => {
    expect(htmlToText('<p>Casa&nbsp;de <b>praia</b></p>\n<p>&amp; piscina</p>')).toBe('Casa de praia & piscina');
  });

  it('keeps short texts whole', () => {
    expect(truncateMeta('<p>Curto</p>')).toBe('Curto');
  });

  it('cuts long texts to at most 160 characters ending with an ellipsis', () => {
    const text = `<p>${'palavra '.repeat(40)}</p>`;
    const meta = truncateMeta(text);
    expect(meta.length).toBeLessThanOrEqual(160);
    expect(meta.endsWith('…')).toBe(true);
    expect(meta).not.toContain('<');
  });

  it('never exceeds the limit and keeps a prefix of the plain text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), fc.integer({ min: 1, max: 200 }), (text, max) => {
        const meta = truncateMeta(text, max);
        const plain = htmlToText(text);
        expect(Array.from(meta).length).toBeLessThanOrEqual(max);
        if (meta.endsWith('…') && meta !== plain) expect(plain.startsWith(meta.slice(0, -1))).toBe(true);
        else expect(meta).toBe(plain);
      }),
    );
  });
});

describe('whatsapp', () => {
  it('builds the prefilled message and link', () => {
    const message = whatsappMessage('Lancha 40 pés');
    expect(message).toBe('Olá, vim do site e quero saber mais sobre o produto "Lancha 40 pés"');
    const url = new URL(whatsappUrl('+55 (11) 99999-9999', message));
    expect(url.origin).toBe('https://wa.me');
    expect(url.pathname).toBe('/5511999999999');
    expect(url.searchParams.get('text')).toBe(message);
  });
});

describe('safeRedirectPath', () => {
  it('keeps same-origin relative paths', () => {
    expect(safeRedirectPath('/perfil')).toBe('/perfil');
    expect(safeRedirectPath('/loja/relogios?page=2#topo')).toBe('/loja/relogios?page=2#topo');
  });

  it('sends everything else home', () => {
    for (const value of [
      null,
      undefined,
      '',
      'perfil',
      'https://evil.example',
      '//evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '\\\\evil.example',
      ' /perfil',
    ]) {
      expect(safeRedirectPath(value)).toBe('/');
    }
  });

  it('never leaves the origin, whatever it is given', () => {
    const base = 'https://loja.example';
    fc.assert(
      fc.property(
        fc
          .tuple(fc.constantFrom('', '/', '//', '/\\', '\\', '/\t/', 'https://', 'javascript:', '/%2F'), fc.string())
          .map(([prefix, rest]) => prefix + rest),
        (value) => {
          const path = safeRedirectPath(value);
          expect(path.startsWith('/')).toBe(true);
          expect(path.startsWith('//')).toBe(false);
          expect(new URL(path, base).origin).toBe(base);
        },
      ),
    );
  });
});

describe('avatar letters', () => {
  it('takes the first letter, upper-cased', () => {
    expect(avatarInitial('ana@oneboss.com')).toBe('A');
    expect(avatarInitial('  élcio')).toBe('É');
    expect(avatarInitial('')).toBe('?');
    expect(avatarInitial(null)).toBe('?');
  });
});

describe('comparePtBr', () => {
  it("orders words as Intl's pt-BR collator does when they differ past accents and case", () => {
    const letters = fc.constantFrom(...'aábcçdeéêfghiíjlmnoóôõpqrstuúvxzAÁÇÉÍÓÚ ');
    const word = fc.array(letters, { minLength: 1, maxLength: 8 }).map((chars) => chars.join(''));
    const collator = new Intl.Collator('pt-BR');
    fc.assert(
      fc.property(word, word, (a, b) => {
        fc.pre(foldLatin(a) !== foldLatin(b));
        expect(Math.sign(comparePtBr(a, b))).toBe(Math.sign(collator.compare(a, b)));
      }),
      { numRuns: 2000 },
    );
  });

  it('puts the 27 states in the order of their names', () => {
    const names = BRAZILIAN_STATES.map((state) => state.name);
    expect([...names].sort(comparePtBr)).toEqual(names);
    expect(['Paraná', 'Pará', 'Paraíba'].sort(comparePtBr)).toEqual(['Pará', 'Paraíba', 'Paraná']);
  });
});
