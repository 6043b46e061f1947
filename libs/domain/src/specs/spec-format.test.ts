import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SPEC_UNITS, SPEC_UNIT_KEYS, type SpecDefinition, type SpecUnit } from './spec-definition';
import { formatCity, formatLocation, formatSpecValue } from './spec-format';

const NBSP = '\u00a0';
/** The tests write plain spaces; the formatter keeps a value and its unit together with a no-break space. */
const spaced = (text: string | null) => text?.replaceAll(NBSP, ' ') ?? null;

function definition(overrides: Partial<SpecDefinition> = {}): SpecDefinition {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    categoryId: '00000000-0000-4000-8000-0000000000c1',
    subcategoryId: null,
    key: 'comprimento',
    label: 'Comprimento',
    type: 'number',
    unit: null,
    decimals: 0,
    min: null,
    max: null,
    required: false,
    filterable: false,
    sortable: false,
    headline: false,
    position: 0,
    groupLabel: null,
    options: [],
    ...overrides,
  };
}

/** Reads a pt-BR figure back: thousands dots dropped, the decimal comma a point. */
const readBack = (figure: string) => Number(figure.replaceAll('.', '').replace(',', '.'));

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

describe('formatSpecValue', () => {
  it('writes the examples of the contract', () => {
    expect(spaced(formatSpecValue(definition({ unit: 'm2' }), 1250))).toBe('1.250 m²');
    expect(spaced(formatSpecValue(definition({ unit: 'ft' }), 45))).toBe('45 pés (13,7 m)');
    expect(spaced(formatSpecValue(definition({ type: 'integer', unit: 'km' }), 12000))).toBe('12.000 km');
    expect(spaced(formatSpecValue(definition({ unit: 'brl_month' }), 3500))).toBe('R$ 3.500/mês');
    expect(formatSpecValue(definition({ type: 'year' }), 2021)).toBe('2021');
    expect(formatSpecValue(definition({ type: 'boolean' }), true)).toBe('Sim');
    expect(formatSpecValue(definition({ type: 'boolean' }), false)).toBe('Não');
  });

  it('shows the base unit beside miles and nautical miles, and never beside metric units', () => {
    expect(spaced(formatSpecValue(definition({ unit: 'mi' }), 100))).toBe('100 mi (160,9 km)');
    expect(spaced(formatSpecValue(definition({ type: 'integer', unit: 'nmi' }), 1200))).toBe('1.200 nm (2.222,4 km)');
    expect(spaced(formatSpecValue(definition({ unit: 'kn' }), 32))).toBe('32 nós');
    expect(spaced(formatSpecValue(definition({ type: 'integer', unit: 'people' }), 12))).toBe('12 pessoas');
    expect(spaced(formatSpecValue(definition({ unit: 'l' }), 900))).toBe('900 L');
  });

  it('keeps the places the definition allows, without trailing zeros', () => {
    expect(spaced(formatSpecValue(definition({ unit: 'mm', decimals: 1 }), 40.5))).toBe('40,5 mm');
    expect(spaced(formatSpecValue(definition({ unit: 'mm', decimals: 1 }), 40))).toBe('40 mm');
    expect(spaced(formatSpecValue(definition({ unit: 'ct', decimals: 2 }), 1.25))).toBe('1,25 ct');
    expect(spaced(formatSpecValue(definition({ unit: 'ft', decimals: 1 }), 45.5))).toBe('45,5 pés (13,9 m)');
  });

  it('writes money with centavos only when there are some, the period after the amount', () => {
    expect(spaced(formatSpecValue(definition({ unit: 'brl_year', decimals: 2 }), 12000))).toBe('R$ 12.000/ano');
    expect(spaced(formatSpecValue(definition({ unit: 'brl_month', decimals: 2 }), 3500.5))).toBe('R$ 3.500,50/mês');
    expect(spaced(formatSpecValue(definition({ unit: 'brl', decimals: 2 }), 980000))).toBe('R$ 980.000');
  });

  it('names options by their labels, in the definition order', () => {
    const options = [
      { value: 'gasolina', label: 'Gasolina' },
      { value: 'diesel', label: 'Diesel' },
      { value: 'eletrico', label: 'Elétrico' },
    ];
    expect(formatSpecValue(definition({ type: 'option', options }), 'diesel')).toBe('Diesel');
    expect(formatSpecValue(definition({ type: 'options', options }), ['eletrico', 'gasolina'])).toBe('Gasolina, Elétrico');
    // An option added after the definitions were read shows as stored rather than disappearing.
    expect(formatSpecValue(definition({ type: 'option', options }), 'hibrido')).toBe('hibrido');
    expect(formatSpecValue(definition({ type: 'options', options }), [])).toBeNull();
  });

  it('shows text trimmed and nothing for a blank one', () => {
    expect(formatSpecValue(definition({ type: 'text' }), '  126500LN ')).toBe('126500LN');
    expect(formatSpecValue(definition({ type: 'text' }), '   ')).toBeNull();
  });

  it('shows nothing for a value of another type than its definition', () => {
    expect(formatSpecValue(definition({ type: 'number' }), 'doze')).toBeNull();
    expect(formatSpecValue(definition({ type: 'year' }), true)).toBeNull();
    expect(formatSpecValue(definition({ type: 'boolean' }), 1)).toBeNull();
    expect(formatSpecValue(definition({ type: 'option' }), ['a'])).toBeNull();
    expect(formatSpecValue(definition({ type: 'options' }), 'a')).toBeNull();
    expect(formatSpecValue(definition({ type: 'text' }), 12)).toBeNull();
    expect(formatSpecValue(definition(), undefined)).toBeNull();
  });
});

describe('formatSpecValue (properties)', () => {
  const decimals = fc.integer({ min: 0, max: 4 });
  const plainUnit = fc.constantFrom(...SPEC_UNIT_KEYS.filter((unit) => SPEC_UNITS[unit].base !== 'brl' && !SPEC_UNITS[unit].showBase));

  it('a number reads back as the value rounded to its places, followed by its unit symbol', () => {
    fc.assert(
      fc.property(decimals, fc.double({ min: -1e9, max: 1e9, noNaN: true }), plainUnit, (places, raw, unit: SpecUnit) => {
        const value = round(raw, places);
        const text = formatSpecValue(definition({ unit, decimals: places }), value) ?? '';
        const [figure, symbol] = text.split(NBSP);
        expect(symbol).toBe(SPEC_UNITS[unit].symbol);
        expect(readBack(figure)).toBeCloseTo(value, places);
        expect((figure.split(',')[1] ?? '').length).toBeLessThanOrEqual(places);
        expect(figure).toMatch(/^-?\d{1,3}(\.\d{3})*(,\d+)?$/);
      }),
    );
  });

  it('a length in feet shows the metres it converts to, to a tenth', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), (feet) => {
        const match = /^(.+) pés \((.+) m\)$/.exec(spaced(formatSpecValue(definition({ unit: 'ft' }), feet)) ?? '');
        expect(match).not.toBeNull();
        expect(readBack(match![1])).toBe(feet);
        expect(Math.abs(readBack(match![2]) - feet * 0.3048)).toBeLessThanOrEqual(0.05);
      }),
    );
  });

  it('an amount in reais reads back exactly', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e11 }), fc.constantFrom<SpecUnit>('brl', 'brl_month', 'brl_year'), (centavos, unit) => {
        const text = spaced(formatSpecValue(definition({ unit, decimals: 2 }), centavos / 100)) ?? '';
        const match = /^R\$ ([\d.,]+)(\/mês|\/ano)?$/.exec(text);
        expect(match).not.toBeNull();
        expect(Math.round(readBack(match![1]) * 100)).toBe(centavos);
      }),
    );
  });

  it('a year is its four digits, never grouped', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 9999 }), (year) => {
        expect(formatSpecValue(definition({ type: 'year' }), year)).toBe(String(year));
      }),
    );
  });

  it('several options name each chosen one once, in the definition order', () => {
    const options = ['a', 'b', 'c', 'd', 'e'].map((value) => ({ value, label: `Opção ${value.toUpperCase()}` }));
    fc.assert(
      fc.property(fc.shuffledSubarray(options.map((option) => option.value), { minLength: 1 }), (chosen) => {
        const expected = options.filter((option) => chosen.includes(option.value)).map((option) => option.label);
        expect(formatSpecValue(definition({ type: 'options', options }), chosen)?.split(', ')).toEqual(expected);
      }),
    );
  });
});

describe('location', () => {
  const saoPaulo = { uf: 'SP', cityId: 3550308, cityName: 'São Paulo', bairro: 'Itaim Bibi' };

  it('names the bairro, the city and the UF', () => {
    expect(formatLocation(saoPaulo)).toBe('Itaim Bibi, São Paulo - SP');
  });

  it('leaves out a missing or blank bairro', () => {
    expect(formatLocation({ ...saoPaulo, bairro: null })).toBe('São Paulo - SP');
    expect(formatLocation({ ...saoPaulo, bairro: '  ' })).toBe('São Paulo - SP');
  });

  it('a card names only the city and UF', () => {
    expect(formatCity(saoPaulo)).toBe('São Paulo - SP');
  });
});
