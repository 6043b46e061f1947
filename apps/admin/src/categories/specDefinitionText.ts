import { SPEC_TYPE_LABELS, SPEC_UNITS, type Category, type SpecDefinition } from '@oneboss/domain';

const BOUND = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 4 });

/** The line under a definition's name: key, type, unit, bounds, options, group and where it applies. */
export function specSummary(definition: SpecDefinition, category: Pick<Category, 'subcategories'>): string {
  const parts = [definition.key, SPEC_TYPE_LABELS[definition.type]];
  if (definition.unit) parts.push(SPEC_UNITS[definition.unit].symbol);
  const bound = (value: number) => (definition.type === 'year' ? String(value) : BOUND.format(value));
  if (definition.min !== null || definition.max !== null) {
    parts.push(`${definition.min === null ? '…' : bound(definition.min)} a ${definition.max === null ? '…' : bound(definition.max)}`);
  }
  if (definition.options.length > 0) parts.push(definition.options.map((option) => option.label).join(', '));
  if (definition.groupLabel) parts.push(`grupo ${definition.groupLabel}`);
  if (definition.subcategoryId) {
    const subcategory = category.subcategories?.find((item) => item.id === definition.subcategoryId);
    parts.push(`só ${subcategory?.name ?? 'uma subcategoria'}`);
  }
  return parts.join(' · ');
}

/** The flags a definition has, as chips read them. */
export function specFlags(definition: Pick<SpecDefinition, 'required' | 'filterable' | 'sortable' | 'headline'>): string[] {
  const flags: [boolean, string][] = [
    [definition.required, 'Obrigatória'],
    [definition.filterable, 'Filtro'],
    [definition.sortable, 'Ordena'],
    [definition.headline, 'Destaque'],
  ];
  return flags.filter(([on]) => on).map(([, label]) => label);
}

/** The deletion's confirmation: how many listings lose their value, read just before asking. */
export function specDeletionText(label: string, valueCount: number): string {
  if (valueCount === 0) return `A especificação "${label}" será removida. Nenhum anúncio tem valor nela.`;
  const listings = valueCount === 1 ? '1 anúncio tem' : `${valueCount.toLocaleString('pt-BR')} anúncios têm`;
  return `A especificação "${label}" será removida. ${listings} valor nela, que será apagado. Esta ação não pode ser desfeita.`;
}
