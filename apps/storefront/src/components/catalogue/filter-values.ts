import { SPEC_UNITS, formatPtBrNumber, formatPtBrReais, type NumberRange, type SpecDefinition } from '@oneboss/domain';

/** What a range filter is of: the price (R$) or a range specification. */
export type RangeSubject = { kind: 'price' } | { kind: 'spec'; definition: Pick<SpecDefinition, 'type' | 'unit'> };

/** A bound as the filter field shows it and reads it back: "1.250.000", "13,7", a year as "2018". */
export function fieldNumber(value: number | undefined | null, subject: RangeSubject): string {
  if (value === undefined || value === null) return '';
  return subject.kind === 'spec' && subject.definition.type === 'year' ? String(value) : formatPtBrNumber(value, { maximumFractionDigits: 4 });
}

const reais = (value: number) => formatPtBrReais(value, 0).replace(/\u00a0/g, ' ');

/** A bound as text: "R$ 2.000.000", "30.000 km", "2018", "R$ 3.500/mês". */
export function boundText(value: number, subject: RangeSubject): string {
  if (subject.kind === 'price') return reais(value);
  const unit = subject.definition.unit ? SPEC_UNITS[subject.definition.unit] : null;
  if (unit?.base === 'brl') return `${reais(value)}${unit.symbol.slice('R$'.length)}`;
  const number = fieldNumber(value, subject);
  return unit ? `${number} ${unit.symbol}` : number;
}

/** "2018 a 2022", "a partir de 2018", "até 30.000 km". */
export function rangeText(range: NumberRange, subject: RangeSubject): string {
  if (range.min !== undefined && range.max !== undefined) {
    return range.min === range.max ? boundText(range.min, subject) : `${boundText(range.min, subject)} a ${boundText(range.max, subject)}`;
  }
  if (range.min !== undefined) return `a partir de ${boundText(range.min, subject)}`;
  return `até ${boundText(range.max ?? 0, subject)}`;
}
