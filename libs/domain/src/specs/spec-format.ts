import { formatPtBrNumber, formatPtBrReais } from '../pt-br-number';
import { SPEC_UNITS, isSpecUnit, type ListingLocation, type SpecDefinition, type SpecValues } from './spec-definition';

/** Between a value and its unit: the two never break across lines ("12.000 km"). */
const NBSP = '\u00a0';

type FormattedDefinition = Pick<SpecDefinition, 'type' | 'unit' | 'decimals' | 'options'>;

/** A number in pt-BR with at most `decimals` places and no trailing zeros: "1.250", "13,7". */
function formatSpecNumber(value: number, decimals: number): string {
  return formatPtBrNumber(value, { maximumFractionDigits: decimals });
}

/** Reais: whole amounts without centavos ("R$ 3.500"), others with both places ("R$ 3.500,50"). */
function formatMoney(value: number): string {
  return formatPtBrReais(value, Number.isInteger(value) ? 0 : 2);
}

function formatMeasure(value: number, definition: FormattedDefinition): string {
  const number = formatSpecNumber(value, definition.type === 'number' ? definition.decimals : 0);
  if (!definition.unit || !isSpecUnit(definition.unit)) return number;
  const unit = SPEC_UNITS[definition.unit];
  // 'R$/mês' reads "R$ 3.500/mês": the currency before the amount, the period after it.
  if (unit.base === 'brl') return `${formatMoney(value)}${unit.symbol.slice('R$'.length)}`;
  const text = `${number}${NBSP}${unit.symbol}`;
  if (!unit.showBase || !isSpecUnit(unit.base)) return text;
  const base = formatSpecNumber(value * unit.toBase, Math.max(1, definition.decimals));
  return `${text} (${base}${NBSP}${SPEC_UNITS[unit.base].symbol})`;
}

function optionLabel(definition: FormattedDefinition, value: string): string {
  // A value the cached definitions do not know yet (an option staff just added) shows as stored.
  return definition.options.find((option) => option.value === value)?.label ?? value;
}

/**
 * A spec value as a buyer reads it, in pt-BR: "1.250 m²", "45 pés (13,7 m)", "12.000 km",
 * "R$ 3.500/mês", "2021", "Sim"/"Não", option labels joined by ", ". Null when the value does not
 * fit the definition's type (a definition changed after the value was read), so nothing wrong shows.
 */
export function formatSpecValue(definition: FormattedDefinition, value: SpecValues[string] | undefined): string | null {
  switch (definition.type) {
    case 'number':
    case 'integer':
      return typeof value === 'number' && Number.isFinite(value) ? formatMeasure(value, definition) : null;
    case 'year':
      return typeof value === 'number' && Number.isFinite(value) ? formatPtBrNumber(value, { maximumFractionDigits: 0, useGrouping: false }) : null;
    case 'boolean':
      return typeof value === 'boolean' ? (value ? 'Sim' : 'Não') : null;
    case 'option':
      return typeof value === 'string' && value !== '' ? optionLabel(definition, value) : null;
    case 'options': {
      if (!Array.isArray(value) || value.length === 0) return null;
      // In the definition's order, as the form and the filters list them, whatever order was stored.
      const known = definition.options.filter((option) => value.includes(option.value)).map((option) => option.label);
      const unknown = value.filter((item) => !definition.options.some((option) => option.value === item));
      return [...known, ...unknown].join(', ');
    }
    case 'text':
      return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
  }
}

/** The city as a card shows it: "São Paulo - SP". */
export function formatCity(location: Pick<ListingLocation, 'cityName' | 'uf'>): string {
  return `${location.cityName} - ${location.uf}`;
}

/** The public location, bairro first when there is one: "Itaim Bibi, São Paulo - SP". */
export function formatLocation(location: ListingLocation): string {
  const bairro = location.bairro?.trim();
  return bairro ? `${bairro}, ${formatCity(location)}` : formatCity(location);
}
