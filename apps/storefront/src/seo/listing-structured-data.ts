import { SPEC_UNITS, type ShownSpec, type SpecUnit } from '@oneboss/domain';
import type { ListingKind } from './listing-kind';

/**
 * A listing's specs as schema.org reads them: a car's model year, mileage, fuel, gearbox and
 * engine power; a residence's type, floor size and rooms; every other spec (all of them for the
 * other kinds) as an additionalProperty. Plain data for productJsonLd.
 */

/** UN/CEFACT common codes, as schema.org's unitCode takes them; a unit without one names its symbol. */
const UNIT_CODES: Readonly<Record<SpecUnit, string | null>> = {
  m: 'MTR',
  ft: 'FOT',
  m2: 'MTK',
  km: 'KMT',
  mi: 'SMI',
  h: 'HUR',
  cv: 'N12',
  kn: 'KNT',
  nmi: 'NMI',
  mm: 'MMT',
  ct: 'CTM',
  l: 'LTR',
  kg: 'KGM',
  people: 'IE',
  brl: null,
  brl_month: null,
  brl_year: null,
};

function unitOf(unit: SpecUnit | null) {
  if (!unit) return {};
  const code = UNIT_CODES[unit];
  return code ? { unitCode: code } : { unitText: SPEC_UNITS[unit].symbol };
}

function quantity(spec: ShownSpec) {
  return { '@type': 'QuantitativeValue', value: spec.value, ...unitOf(spec.definition.unit) };
}

/** Numbers and yes/no as they are; options and text as the buyer reads them (labels, not slugs). */
function propertyValue(spec: ShownSpec) {
  const { type, label, unit } = spec.definition;
  const value = type === 'number' || type === 'integer' || type === 'year' || type === 'boolean' ? spec.value : spec.text;
  return { '@type': 'PropertyValue', name: label, value, ...(type === 'number' || type === 'integer' ? unitOf(unit) : {}) };
}

/** The residence type of a real-estate listing's Tipo option; a flat or penthouse is an Apartment. */
const RESIDENCE_TYPES: Readonly<Record<string, string>> = {
  apartamento: 'Apartment',
  cobertura: 'Apartment',
  studio: 'Apartment',
  loft: 'Apartment',
  flat: 'Apartment',
  casa: 'SingleFamilyResidence',
  'casa-em-condominio': 'SingleFamilyResidence',
  sobrado: 'SingleFamilyResidence',
};

type Claim = (spec: ShownSpec) => Record<string, unknown> | null;

const isMeasure = (spec: ShownSpec, units: SpecUnit[]) =>
  (spec.definition.type === 'number' || spec.definition.type === 'integer') && spec.definition.unit !== null && units.includes(spec.definition.unit);

const CAR_CLAIMS: Claim[] = [
  (spec) => (spec.definition.type === 'year' ? { vehicleModelDate: String(spec.value) } : null),
  (spec) => (isMeasure(spec, ['km', 'mi']) ? { mileageFromOdometer: quantity(spec) } : null),
  (spec) => (isMeasure(spec, ['cv']) ? { vehicleEngine: { '@type': 'EngineSpecification', enginePower: quantity(spec) } } : null),
  (spec) => (spec.definition.key === 'combustivel' ? { fuelType: spec.text } : null),
  (spec) => (spec.definition.key === 'cambio' ? { vehicleTransmission: spec.text } : null),
  (spec) => (spec.definition.key === 'cor' ? { color: spec.text } : null),
];

const RESIDENCE_CLAIMS: Claim[] = [
  (spec) => (isMeasure(spec, ['m2']) ? { floorSize: quantity(spec) } : null),
  // Quartos are the rooms schema.org counts (bathrooms and closets excluded) and its bedrooms.
  (spec) => (spec.definition.key === 'quartos' ? { numberOfRooms: spec.value, numberOfBedrooms: spec.value } : null),
];

const CLAIMS: Record<ListingKind, Claim[]> = { car: CAR_CLAIMS, residence: RESIDENCE_CLAIMS, product: [] };

function residenceType(specs: ShownSpec[]): string {
  const tipo = specs.find((spec) => spec.definition.key === 'tipo')?.value;
  // Accommodation is the residence types' parent: it carries floorSize and rooms for a farm or a plot too.
  return typeof tipo === 'string' && Object.hasOwn(RESIDENCE_TYPES, tipo) ? RESIDENCE_TYPES[tipo] : 'Accommodation';
}

/**
 * The type and spec properties of a listing's JSON-LD. A residence is also a Product, so the offer
 * (a Product's property, not a place's) stays valid beside its floor size.
 */
export function listingStructuredData(kind: ListingKind, specs: ShownSpec[]): Record<string, unknown> {
  const claimed: Record<string, unknown> = {};
  const additional: ReturnType<typeof propertyValue>[] = [];
  for (const spec of specs) {
    let taken = false;
    for (const claim of CLAIMS[kind]) {
      const properties = claim(spec);
      if (properties && !Object.keys(properties).some((name) => name in claimed)) {
        Object.assign(claimed, properties);
        taken = true;
        break;
      }
    }
    if (!taken) additional.push(propertyValue(spec));
  }
  const type = kind === 'car' ? 'Car' : kind === 'residence' ? ['Product', residenceType(specs)] : 'Product';
  return { '@type': type, ...claimed, ...(additional.length > 0 ? { additionalProperty: additional } : {}) };
}

/**
 * A listing's condition as its usage reads it: distance on the odometer or hours on an engine or
 * airframe. Any of them above zero is a used item, all at zero a new one; a listing with no usage
 * measure (a house, a painting) claims none, rather than calling everything new.
 */
export function itemCondition(specs: ShownSpec[]): string | undefined {
  const usage = specs.filter((spec) => isMeasure(spec, ['km', 'mi', 'h'])).map((spec) => Number(spec.value));
  if (usage.length === 0) return undefined;
  return usage.some((value) => value > 0) ? 'https://schema.org/UsedCondition' : 'https://schema.org/NewCondition';
}
