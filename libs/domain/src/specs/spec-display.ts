import type { SpecDefinition, SpecValues } from './spec-definition';
import { formatSpecValue } from './spec-format';

/** The heading of the specs whose definition names no group. */
export const GENERAL_SPEC_GROUP = 'Geral';

/** Headline specs a card and the product page show beside the price. */
export const HEADLINE_SPEC_LIMIT = 3;

/** One spec of a listing as shown: its definition, its stored value and that value formatted. */
export interface ShownSpec {
  definition: SpecDefinition;
  value: SpecValues[string];
  text: string;
}

export interface SpecGroup {
  label: string;
  specs: ShownSpec[];
}

interface Listing {
  categoryId: string | null;
  /** Absent on a card: only the listing's own values are shown, so narrowing is moot there. */
  subcategoryId?: string | null;
  specs: SpecValues;
}

/**
 * The listing's specs that have a value, in display order: its category's definitions (a
 * subcategory's narrowed ones only when it is in that subcategory), by position.
 */
export function listingSpecs(definitions: readonly SpecDefinition[], listing: Listing): ShownSpec[] {
  if (!listing.categoryId) return [];
  const shown: ShownSpec[] = [];
  for (const definition of definitions) {
    if (definition.categoryId !== listing.categoryId) continue;
    if (definition.subcategoryId !== null && listing.subcategoryId !== undefined && definition.subcategoryId !== listing.subcategoryId) continue;
    const value = listing.specs[definition.key];
    const text = formatSpecValue(definition, value);
    if (value !== undefined && text !== null) shown.push({ definition, value, text });
  }
  return shown.sort((a, b) => a.definition.position - b.definition.position);
}

/**
 * The product page's Especificações: specs grouped under their definition's group label ("Geral"
 * when none), groups in the order of their first spec.
 */
export function groupListingSpecs(definitions: readonly SpecDefinition[], listing: Listing): SpecGroup[] {
  const groups = new Map<string, ShownSpec[]>();
  for (const spec of listingSpecs(definitions, listing)) {
    const label = spec.definition.groupLabel?.trim() || GENERAL_SPEC_GROUP;
    const specs = groups.get(label);
    if (specs) specs.push(spec);
    else groups.set(label, [spec]);
  }
  return [...groups].map(([label, specs]) => ({ label, specs }));
}

/** Up to three headline specs with a value, in display order. */
export function headlineSpecs(definitions: readonly SpecDefinition[], listing: Listing): ShownSpec[] {
  return listingSpecs(
    definitions.filter((definition) => definition.headline),
    listing,
  ).slice(0, HEADLINE_SPEC_LIMIT);
}

/**
 * A headline spec as a card's compact line shows it, without its label: the value ("2021",
 * "12.000 km"), or, for a yes/no spec, its label when yes ("Blindado") and nothing when no. A
 * count without a unit names what it counts, or "3" would say nothing: "3 cabines", "1 suíte"
 * (the labels of counts are plural nouns; one drops the final s).
 */
function compactSpecText(spec: ShownSpec): string | null {
  const { type, unit, label } = spec.definition;
  if (type === 'boolean') return spec.value === true ? label : null;
  if (type !== 'integer' || unit !== null) return spec.text;
  const noun = label.toLocaleLowerCase('pt-BR');
  return `${spec.text} ${spec.value === 1 ? noun.replace(/s$/, '') : noun}`;
}

/** A card's line of headline specs: "2021 · 12.000 km · 640 cv"; '' when it has none. */
export function headlineSpecLine(definitions: readonly SpecDefinition[], listing: Listing): string {
  return headlineSpecs(definitions, listing)
    .map(compactSpecText)
    .filter((text) => text !== null)
    .join(' · ');
}
