import { LOCALE } from '../constants';
import { foldLatin } from '../text';
import type { SpecDefinition, SpecOption, SpecValue } from './spec-definition';

/**
 * A product's specification values as cells of the CSV the back office exports and imports:
 * one column per definition key, numbers as pt-BR writes them, booleans "Sim"/"Não", options by
 * their label (their value when the label would not read back as that option), several joined by " | ".
 */

/** Between the several values of one cell (options, picture file names). */
export const CSV_LIST_SEPARATOR = '|';

/** The first digits of a year are not thousands: "2018", not "2.018". */
const YEAR = new Intl.NumberFormat(LOCALE, { useGrouping: false, maximumFractionDigits: 0 });

const numberFormat = (decimals: number) => new Intl.NumberFormat(LOCALE, { maximumFractionDigits: decimals });

/**
 * A number as written in a Brazilian spreadsheet: thousands with '.', in groups of three, and the
 * decimal comma ("1.250.000,5", "1250000,5", "-3"); null for anything else, so "12.5" (a decimal point)
 * is refused rather than read as 125.
 */
export function parsePtBrNumber(text: string): number | null {
  const compact = text.trim().replace(/[\s\u00a0\u202f]/g, '');
  if (!/^-?(\d{1,3}(\.\d{3})+|\d+)(,\d+)?$/.test(compact)) return null;
  const value = Number(compact.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** Decimal places written in a pt-BR number ("1.250,75" has 2). */
function decimalPlaces(text: string): number {
  const comma = text.indexOf(',');
  return comma < 0 ? 0 : text.trim().length - comma - 1;
}

/** How an option reads in a cell: its label unless another option would read the same (or it holds the separator). */
function optionCell(definition: SpecDefinition, option: SpecOption): string {
  const label = option.label.trim();
  const clashes = definition.options.some((other) => other !== option && foldLatin(other.label.trim()) === foldLatin(label));
  const clashesWithValue = definition.options.some((other) => other !== option && other.value === foldLatin(label));
  return label === '' || clashes || clashesWithValue || label.includes(CSV_LIST_SEPARATOR) ? option.value : label;
}

/** A value as its CSV cell; '' when the product has none. */
export function formatSpecCsvValue(definition: SpecDefinition, value: SpecValue['value'] | undefined): string {
  if (value === undefined || value === null) return '';
  switch (definition.type) {
    case 'number':
    case 'integer':
      return typeof value === 'number' ? numberFormat(definition.type === 'number' ? definition.decimals : 0).format(value) : '';
    case 'year':
      return typeof value === 'number' ? YEAR.format(value) : '';
    case 'boolean':
      return value === true ? 'Sim' : value === false ? 'Não' : '';
    case 'option': {
      const option = definition.options.find((candidate) => candidate.value === value);
      return option ? optionCell(definition, option) : String(value);
    }
    case 'options': {
      const values = Array.isArray(value) ? value : [];
      return values
        .map((item) => {
          const option = definition.options.find((candidate) => candidate.value === item);
          return option ? optionCell(definition, option) : item;
        })
        .join(` ${CSV_LIST_SEPARATOR} `);
    }
    case 'text':
      return typeof value === 'string' ? value : '';
  }
}

export type SpecCellResult = { value: SpecValue['value'] | undefined } | { error: string };

const TRUE_WORDS = new Set(['sim', 's']);
const FALSE_WORDS = new Set(['nao', 'n']);

/** The option a cell names, by value or by label, case and accents aside. */
function findOption(definition: SpecDefinition, text: string): SpecOption | undefined {
  const wanted = foldLatin(text.trim());
  return (
    definition.options.find((option) => option.value === wanted) ??
    definition.options.find((option) => foldLatin(option.label.trim()) === wanted)
  );
}

const optionList = (definition: SpecDefinition) => definition.options.map((option) => option.label).join(', ');

/**
 * A cell read as its definition's type: `{ value: undefined }` for an empty cell, a pt-BR error
 * for text that is not a value of that type. Ranges, decimals and required values are the
 * specification schema's to judge, as in the product form.
 */
export function parseSpecCsvValue(definition: SpecDefinition, cell: string): SpecCellResult {
  const text = cell.trim();
  if (text === '') return { value: undefined };
  switch (definition.type) {
    case 'number':
    case 'integer':
    case 'year': {
      const value = parsePtBrNumber(text);
      if (value === null) return { error: 'informe um número no formato brasileiro, como 1.250,5.' };
      if (definition.type !== 'number' && !Number.isInteger(value)) return { error: 'informe um número inteiro.' };
      if (definition.type === 'number' && decimalPlaces(text) > definition.decimals) {
        return { error: definition.decimals === 0 ? 'informe um número sem casas decimais.' : `informe no máximo ${definition.decimals} casas decimais.` };
      }
      return { value };
    }
    case 'boolean': {
      const word = foldLatin(text);
      if (TRUE_WORDS.has(word)) return { value: true };
      if (FALSE_WORDS.has(word)) return { value: false };
      return { error: 'informe Sim ou Não.' };
    }
    case 'option': {
      const option = findOption(definition, text);
      return option ? { value: option.value } : { error: `"${text}" não é uma opção. Use uma de: ${optionList(definition)}.` };
    }
    case 'options': {
      const values: string[] = [];
      for (const part of text.split(CSV_LIST_SEPARATOR).map((item) => item.trim()).filter((item) => item !== '')) {
        const option = findOption(definition, part);
        if (!option) return { error: `"${part}" não é uma opção. Use uma de: ${optionList(definition)}.` };
        if (!values.includes(option.value)) values.push(option.value);
      }
      return { value: values.length > 0 ? values : undefined };
    }
    case 'text':
      return { value: text };
  }
}
