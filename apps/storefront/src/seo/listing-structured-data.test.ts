import { listingSpecs, type SpecDefinition, type SpecValues } from '@oneboss/domain';
import { describe, expect, it } from 'vitest';
import { listingKind } from './listing-kind';
import { itemCondition, listingStructuredData } from './listing-structured-data';

const CATEGORY = 'c0000000-0000-4000-8000-000000000001';

let position = 0;
function definition(overrides: Partial<SpecDefinition> & Pick<SpecDefinition, 'key' | 'label'>): SpecDefinition {
  position += 1;
  return {
    id: `00000000-0000-4000-8000-${String(position).padStart(12, '0')}`,
    categoryId: CATEGORY,
    subcategoryId: null,
    type: 'integer',
    unit: null,
    decimals: 0,
    min: null,
    max: null,
    required: false,
    filterable: false,
    sortable: false,
    headline: false,
    position,
    groupLabel: null,
    options: [],
    ...overrides,
  };
}

const data = (kind: ReturnType<typeof listingKind>, definitions: SpecDefinition[], specs: SpecValues) =>
  JSON.parse(JSON.stringify(listingStructuredData(kind, listingSpecs(definitions, { categoryId: CATEGORY, specs })))) as Record<string, unknown>;

const CAR = [
  definition({ key: 'ano', label: 'Ano/modelo', type: 'year' }),
  definition({ key: 'quilometragem', label: 'Quilometragem', unit: 'km' }),
  definition({ key: 'potencia', label: 'Potência', unit: 'cv' }),
  definition({
    key: 'combustivel',
    label: 'Combustível',
    type: 'option',
    options: [
      { value: 'gasolina', label: 'Gasolina' },
      { value: 'hibrido', label: 'Híbrido' },
    ],
  }),
  definition({ key: 'cambio', label: 'Câmbio', type: 'option', options: [{ value: 'automatico', label: 'Automático' }] }),
  definition({ key: 'blindado', label: 'Blindado', type: 'boolean' }),
];

const HOME = [
  definition({
    key: 'tipo',
    label: 'Tipo',
    type: 'option',
    options: [
      { value: 'apartamento', label: 'Apartamento' },
      { value: 'cobertura', label: 'Cobertura' },
      { value: 'casa', label: 'Casa' },
      { value: 'fazenda', label: 'Fazenda' },
    ],
  }),
  definition({ key: 'area_privativa', label: 'Área privativa', unit: 'm2', type: 'number', decimals: 2 }),
  definition({ key: 'quartos', label: 'Quartos' }),
  definition({ key: 'suites', label: 'Suítes' }),
  definition({ key: 'condominio', label: 'Condomínio', unit: 'brl_month', type: 'number', decimals: 2 }),
];

const BOAT = [
  definition({ key: 'comprimento', label: 'Comprimento', unit: 'ft', type: 'number', decimals: 1 }),
  definition({ key: 'ano', label: 'Ano', type: 'year' }),
  definition({ key: 'horas_motor', label: 'Horas de motor', unit: 'h' }),
  definition({ key: 'capacidade', label: 'Capacidade', unit: 'people' }),
  definition({ key: 'motorizacao', label: 'Motorização', type: 'text' }),
  definition({ key: 'equipamentos', label: 'Equipamentos', type: 'options', options: [{ value: 'gerador', label: 'Gerador' }, { value: 'ar', label: 'Ar-condicionado' }] }),
];

describe('listingKind', () => {
  it('names cars and real estate by their category, and everything else a product', () => {
    expect(listingKind('veiculos')).toBe('car');
    expect(listingKind('imoveis')).toBe('residence');
    expect(listingKind('embarcacoes')).toBe('product');
    expect(listingKind('constructor')).toBe('product');
    expect(listingKind(undefined)).toBe('product');
  });
});

describe('listingStructuredData', () => {
  it("describes a car's model year, mileage in km, engine power, fuel and gearbox; the rest as properties", () => {
    expect(data('car', CAR, { ano: 2021, quilometragem: 12000, potencia: 640, combustivel: 'hibrido', cambio: 'automatico', blindado: true })).toEqual({
      '@type': 'Car',
      vehicleModelDate: '2021',
      mileageFromOdometer: { '@type': 'QuantitativeValue', value: 12000, unitCode: 'KMT' },
      vehicleEngine: { '@type': 'EngineSpecification', enginePower: { '@type': 'QuantitativeValue', value: 640, unitCode: 'N12' } },
      fuelType: 'Híbrido',
      vehicleTransmission: 'Automático',
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Blindado', value: true }],
    });
  });

  it('leaves out what a car does not state', () => {
    expect(data('car', CAR, { ano: 2019 })).toEqual({ '@type': 'Car', vehicleModelDate: '2019' });
  });

  it("types a residence by its Tipo, with floor size in m², rooms and bedrooms, and stays a Product for its offer", () => {
    const apartment = data('residence', HOME, { tipo: 'cobertura', area_privativa: 420.5, quartos: 4, suites: 4, condominio: 3500 });
    expect(apartment['@type']).toEqual(['Product', 'Apartment']);
    expect(apartment.floorSize).toEqual({ '@type': 'QuantitativeValue', value: 420.5, unitCode: 'MTK' });
    expect(apartment.numberOfRooms).toBe(4);
    expect(apartment.numberOfBedrooms).toBe(4);
    expect(apartment.additionalProperty).toEqual([
      { '@type': 'PropertyValue', name: 'Tipo', value: 'Cobertura' },
      { '@type': 'PropertyValue', name: 'Suítes', value: 4 },
      { '@type': 'PropertyValue', name: 'Condomínio', value: 3500, unitText: 'R$/mês' },
    ]);
    expect(data('residence', HOME, { tipo: 'casa' })['@type']).toEqual(['Product', 'SingleFamilyResidence']);
    expect(data('residence', HOME, { tipo: 'fazenda' })['@type']).toEqual(['Product', 'Accommodation']);
    expect(data('residence', HOME, {})['@type']).toEqual(['Product', 'Accommodation']);
  });

  it('gives any other listing its specs as properties with UN/CEFACT unit codes', () => {
    expect(data('product', BOAT, { comprimento: 62.5, ano: 2020, horas_motor: 350, capacidade: 12, motorizacao: '2x Volvo IPS 950', equipamentos: ['ar', 'gerador'] })).toEqual({
      '@type': 'Product',
      additionalProperty: [
        { '@type': 'PropertyValue', name: 'Comprimento', value: 62.5, unitCode: 'FOT' },
        { '@type': 'PropertyValue', name: 'Ano', value: 2020 },
        { '@type': 'PropertyValue', name: 'Horas de motor', value: 350, unitCode: 'HUR' },
        { '@type': 'PropertyValue', name: 'Capacidade', value: 12, unitCode: 'IE' },
        { '@type': 'PropertyValue', name: 'Motorização', value: '2x Volvo IPS 950' },
        { '@type': 'PropertyValue', name: 'Equipamentos', value: 'Gerador, Ar-condicionado' },
      ],
    });
    expect(data('product', BOAT, {})).toEqual({ '@type': 'Product' });
  });
});

describe('itemCondition', () => {
  const condition = (definitions: SpecDefinition[], specs: SpecValues) => itemCondition(listingSpecs(definitions, { categoryId: CATEGORY, specs }));
  const hours = definition({ key: 'horas_motor', label: 'Horas de motor', unit: 'h' });
  const area = definition({ key: 'area', label: 'Área privativa', type: 'number', unit: 'm2' });

  it('reads a used car or boat from its odometer or engine hours, a new one from zero', () => {
    expect(condition(CAR, { quilometragem: 12_000 })).toBe('https://schema.org/UsedCondition');
    expect(condition(CAR, { quilometragem: 0 })).toBe('https://schema.org/NewCondition');
    expect(condition([hours], { horas_motor: 180 })).toBe('https://schema.org/UsedCondition');
  });

  it('claims nothing for a listing without a usage measure, or without its value', () => {
    expect(condition([area], { area: 320 })).toBeUndefined();
    expect(condition(CAR, {})).toBeUndefined();
  });
});
