import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COMPARE_MAX,
  addCompareChoice,
  compareIdsParam,
  compareProblem,
  compareSpecRows,
  isCanonicalCompareSearch,
  parseCompareChoices,
  parseCompareIds,
  parseRecentlyViewed,
  recordRecentlyViewed,
} from './compare';
import type { SpecDefinition } from './specs/spec-definition';

const A = '8da8ea6f-396a-4061-916a-fc3b826052fe';
const B = '58547a35-08e2-4da7-9258-0b7b59ed4f1b';
const C = 'c01327c9-8c71-4711-904b-c778d20996e9';
const D = 'a25ef790-a106-49b2-ab0e-a0437917406b';
const E = '23e59a19-2b24-4ece-bb0e-55a8b89495c4';

describe('compare ids', () => {
  it('keeps uuids once each, in order, the first four, dropping the rest', () => {
    expect(parseCompareIds(`${A},${B.toUpperCase()}, nada ,${A},${C},${D},${E}`)).toEqual([A, B, C, D]);
    expect(parseCompareIds(undefined)).toEqual([]);
    expect(parseCompareIds(42)).toEqual([]);
    expect(parseCompareIds([A, `${B},${C}`])).toEqual([A, B, C]);
  });

  it('reads its canonical form back unchanged, and any input settles in one step (one redirect, never a loop)', () => {
    const id = fc.uuid().map((u) => u.replace(/^(.{14})./, '$14').replace(/^(.{19})./, '$1a'));
    const noise = fc.constantFrom('', ' ', 'x', 'DROP', '1,2');
    const part = fc.oneof(id, id.map((u) => u.toUpperCase()), noise);
    fc.assert(
      fc.property(fc.array(part, { maxLength: 8 }), (parts) => {
        const ids = parseCompareIds(parts.join(','));
        expect(ids.length).toBeLessThanOrEqual(COMPARE_MAX);
        const param = compareIdsParam(ids);
        expect(parseCompareIds(param)).toEqual(ids);
        expect(isCanonicalCompareSearch(param === undefined ? {} : { ids: param }, ids)).toBe(true);
      }),
    );
  });

  it('is canonical only as written: another order of parameters, extra ones or a fifth id are not', () => {
    expect(isCanonicalCompareSearch({ ids: `${A},${B}` }, [A, B])).toBe(true);
    expect(isCanonicalCompareSearch({ ids: `${A},${B}`, x: '1' }, [A, B])).toBe(false);
    expect(isCanonicalCompareSearch({ ids: `${A},${B},${C},${D},${E}` }, parseCompareIds(`${A},${B},${C},${D},${E}`))).toBe(false);
    expect(isCanonicalCompareSearch({}, [])).toBe(true);
    expect(isCanonicalCompareSearch({ ids: 'lixo' }, [])).toBe(false);
  });
});

const definition = (key: string, position: number, extra: Partial<SpecDefinition> = {}): SpecDefinition =>
  ({
    id: key,
    categoryId: 'barcos',
    subcategoryId: null,
    key,
    label: key[0].toUpperCase() + key.slice(1),
    type: 'integer',
    unit: null,
    decimals: 0,
    min: null,
    max: null,
    required: false,
    filterable: true,
    sortable: false,
    headline: false,
    position,
    groupLabel: null,
    options: [],
    ...extra,
  }) as SpecDefinition;

describe('compareSpecRows', () => {
  const definitions = [definition('cabines', 2), definition('ano', 1, { type: 'year' }), definition('outro', 3, { categoryId: 'carros' }), definition('vazio', 4)];
  it('lists the category\'s specs by position, marking the rows that differ', () => {
    const rows = compareSpecRows(definitions, [
      { id: A, categoryId: 'barcos', specs: { ano: 2023, cabines: 3 } },
      { id: B, categoryId: 'barcos', specs: { ano: 2023, cabines: 2 } },
      { id: C, categoryId: 'barcos', specs: { ano: 2023 } },
    ]);
    expect(rows.map((row) => [row.key, row.values, row.differs])).toEqual([
      ['ano', ['2023', '2023', '2023'], false],
      ['cabines', ['3', '2', null], true],
    ]);
  });
});

describe('compareProblem', () => {
  it('explains in pt-BR what stops a comparison', () => {
    expect(compareProblem(0, [])).toMatch(/Escolha anúncios/);
    expect(compareProblem(3, [{ categoryId: 'a' }, { categoryId: 'a' }])).toBe('Um dos anúncios não está mais disponível. Escolha outro para comparar.');
    expect(compareProblem(2, [{ categoryId: 'a' }, { categoryId: 'b' }])).toBe('Só é possível comparar anúncios da mesma categoria.');
    expect(compareProblem(1, [{ categoryId: 'a' }])).toMatch(/pelo menos dois/);
    expect(compareProblem(2, [{ categoryId: 'a' }, { categoryId: 'a' }])).toBeNull();
  });
});

describe('compare choices in the browser', () => {
  const choice = (id: string, categoryId = 'barcos') => ({ id, categoryId, name: id, imageUrl: '/x.jpg' });
  it('adds up to four of one category and refuses the rest in pt-BR', () => {
    let choices = [choice(A)];
    for (const id of [B, C, D]) {
      const next = addCompareChoice(choices, choice(id));
      if (!('choices' in next)) throw new Error('refused');
      choices = next.choices;
    }
    expect(choices.map((c) => c.id)).toEqual([A, B, C, D]);
    expect(addCompareChoice(choices, choice(E))).toEqual({ refused: 'Compare até 4 anúncios por vez. Remova um para incluir este.' });
    expect(addCompareChoice([choice(A)], choice(B, 'carros'))).toHaveProperty('refused');
    expect(addCompareChoice([choice(A)], choice(A))).toEqual({ choices: [choice(A)] });
  });

  it('drops whatever else is stored', () => {
    expect(parseCompareChoices('{"a":1}')).toEqual([]);
    expect(parseCompareChoices('não é json')).toEqual([]);
    expect(parseCompareChoices(JSON.stringify([choice(A), { id: 'x' }, choice(A), choice(B)]))).toEqual([choice(A), choice(B)]);
  });
});

describe('recently viewed', () => {
  it('keeps the last twelve, newest first, each once', () => {
    const ids = Array.from({ length: 14 }, (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`);
    const kept = ids.reduce<string[]>((list, id) => recordRecentlyViewed(list, id), []);
    expect(kept).toHaveLength(12);
    expect(kept[0]).toBe(ids[13]);
    expect(recordRecentlyViewed(kept, ids[5])[0]).toBe(ids[5]);
    expect(recordRecentlyViewed(kept, ids[5])).toHaveLength(12);
    expect(parseRecentlyViewed(JSON.stringify(kept))).toEqual(kept);
    expect(parseRecentlyViewed('[1, "x"]')).toEqual([]);
  });
});
