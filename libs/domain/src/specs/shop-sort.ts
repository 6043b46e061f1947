import type { SpecSort } from '../shop-filters';
import { isRangeSpec } from './shop-url';
import type { SpecDefinition } from './spec-definition';

/** A label inside a sentence: "Área privativa" reads "área privativa", an acronym ("IPTU") stays. */
function inSentence(label: string): string {
  const [first = '', second = ''] = label;
  return second !== '' && second === second.toUpperCase() && second !== second.toLowerCase() ? label : first.toLowerCase() + label.slice(1);
}

/**
 * The sort choices a category's sortable specifications add: a year newest and oldest first
 * ("Ano: mais novo"), any other range smallest and largest first ("Menor quilometragem").
 */
export function specSortOptions(definitions: readonly SpecDefinition[]): Array<{ value: SpecSort; label: string }> {
  return [...definitions]
    .filter((definition) => definition.sortable && isRangeSpec(definition))
    .sort((a, b) => a.position - b.position)
    .flatMap(({ key, label, type }) =>
      type === 'year'
        ? [
            { value: `${key}-desc` as const, label: `${label}: mais novo` },
            { value: `${key}-asc` as const, label: `${label}: mais antigo` },
          ]
        : [
            { value: `${key}-asc` as const, label: `Menor ${inSentence(label)}` },
            { value: `${key}-desc` as const, label: `Maior ${inSentence(label)}` },
          ],
    );
}
