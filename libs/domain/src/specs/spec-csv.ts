import { LOCALE } from '../constants';
import type { SpecDefinition, SpecOption, SpecValue } from './spec-definition';
import { formatPtBrNumber } from '../pt-br-number';

/**
 * A product's specification values as cells of the CSV the back office exports: one column per
 * definition key, numbers as pt-BR writes them, booleans "Sim"/"Não", options by their label (their
 * value when the label would not read back as that option), several joined by " | ". The import
 * reads each cell back with parseSpecValue (spec-schema.ts), the product form's own reading.
 */

/** Between the several values of one cell (options, picture file names). */
export const CSV_LIST_SEPARATOR = '|';

/** How an option reads in a cell: its label, unless that would read back as another option, split, or not match (spaces around it). */
function optionCell(definition: SpecDefinition, option: SpecOption): string {
  const label = option.label.trim();
  const folded = label.toLocaleLowerCase(LOCALE);
  const readsAsAnother = definition.options.some(
    (other) => other !== option && (other.value === label || other.label.trim().toLocaleLowerCase(LOCALE) === folded),
  );
  return label === '' || label !== option.label || readsAsAnother || label.includes(CSV_LIST_SEPARATOR) ? option.value : label;
}

/** A value as its CSV cell; '' when the product has none. */
export function formatSpecCsvValue(definition: SpecDefinition, value: SpecValue['value'] | undefined): string {
  if (value === undefined || value === null) return '';
  switch (definition.type) {
    case 'number':
    case 'integer':
      return typeof value === 'number' ? formatPtBrNumber(value, { maximumFractionDigits: definition.type === 'number' ? definition.decimals : 0 }) : '';
    case 'year':
      // The first digits of a year are not thousands: "2018", not "2.018".
      return typeof value === 'number' ? formatPtBrNumber(value, { maximumFractionDigits: 0, useGrouping: false }) : '';
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
