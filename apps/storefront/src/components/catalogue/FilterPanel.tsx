import { Box, Button, Checkbox, Collapsible, HStack, Heading, IconButton, Stack, Text } from '@chakra-ui/react';
import { checkboxSlotRecipe, collapsibleSlotRecipe } from '@chakra-ui/react/theme';
import { resetFilters, resolveCategory, selectCategory, type Category, type ShopFilters, type Subcategory } from '@oneboss/domain';
import { useId, useState } from 'react';
import type { ShopLocation } from '../../hooks/use-shop-navigation';
import { ChevronDownIcon } from '../ui/PageIcons';
import { ActiveFilters } from './ActiveFilters';
import { ShopLink } from './ShopLink';
import { TypedFilters, type TypedFilterProps } from './TypedFilters';
import type { ActiveFilterChip, FacetCounts } from './shop-facets';

/**
 * What the panel's controls do. Whatever only leads to other filters is a link (`linkTo`), so it
 * works before the page's script has run; the checkboxes change the filters in place.
 */
export interface FilterActions {
  linkTo: (next: ShopFilters) => ShopLocation;
  /** The filters without an active filter's chip. */
  withoutChip: (chip: ActiveFilterChip) => ShopFilters;
  toggleSubcategory: (subcategoryId: string) => void;
  toggleAttribute: (attributeId: string) => void;
}

interface FilterPanelProps {
  filters: ShopFilters;
  tree: readonly Category[];
  /** The categories offered: the tree's, or on a seller's page those it lists in. */
  categories: readonly Category[];
  counts: FacetCounts;
  actions: FilterActions;
  /** The id of this copy's filter form (the panel is rendered twice: sidebar and sheet). */
  formId: string;
  /** Whether the filter form shows its own 'Aplicar filtros' (the sheet has one in its footer). */
  ownSubmit: boolean;
  typed: TypedFilterProps;
}

function Count({ value }: { value: number | undefined }) {
  return (
    <Text as="span" fontSize="xs" color="fg.muted" ms="auto" fontVariantNumeric="tabular-nums">
      {value ?? 0}
    </Text>
  );
}

function FilterCheckbox({ checked, label, count, onChange }: { checked: boolean; label: string; count?: number; onChange: () => void }) {
  return (
    <Checkbox.Root recipe={checkboxSlotRecipe} checked={checked} onCheckedChange={onChange} size="sm" colorPalette="gold" w="full" gap="3">
      <Checkbox.HiddenInput />
      <Checkbox.Control>
        <Checkbox.Indicator />
      </Checkbox.Control>
      <Checkbox.Label flex="1" display="flex" alignItems="center" gap="2" fontWeight="normal" color="fg">
        {label}
        <Count value={count} />
      </Checkbox.Label>
    </Checkbox.Root>
  );
}

function SubcategoryFilter({
  subcategory,
  filters,
  counts,
  actions,
}: {
  subcategory: Subcategory;
  filters: ShopFilters;
  counts: FacetCounts;
  actions: FilterActions;
}) {
  const attributes = subcategory.attributes ?? [];
  const [open, setOpen] = useState(() => attributes.some((a) => filters.attributeIds.includes(a.id)));
  return (
    <Collapsible.Root recipe={collapsibleSlotRecipe} open={open} onOpenChange={(details) => setOpen(details.open)}>
      <HStack gap="1">
        <Box flex="1">
          <FilterCheckbox
            checked={filters.subcategoryIds.includes(subcategory.id)}
            label={subcategory.name}
            count={counts.subcategories.get(subcategory.id)}
            onChange={() => actions.toggleSubcategory(subcategory.id)}
          />
        </Box>
        {attributes.length > 0 && (
          <Collapsible.Trigger asChild>
            <IconButton variant="ghost" size="xs" aria-label={`${open ? 'Ocultar' : 'Mostrar'} valores de ${subcategory.name}`}>
              <ChevronDownIcon boxSize="4" turned={open} />
            </IconButton>
          </Collapsible.Trigger>
        )}
      </HStack>
      {attributes.length > 0 && (
        <Collapsible.Content>
          <Stack gap="2" ps="7" pt="2" pb="1">
            {attributes.map((attribute) => (
              <FilterCheckbox
                key={attribute.id}
                checked={filters.attributeIds.includes(attribute.id)}
                label={attribute.name}
                count={counts.attributes.get(attribute.id)}
                onChange={() => actions.toggleAttribute(attribute.id)}
              />
            ))}
          </Stack>
        </Collapsible.Content>
      )}
    </Collapsible.Root>
  );
}

const groupTitle = { fontSize: 'xs', letterSpacing: '0.2em', textTransform: 'uppercase', color: 'gold.fg', fontFamily: 'body' } as const;

/** The shop's filter sidebar, also shown inside the mobile sheet. */
export function FilterPanel({ filters, tree, categories, counts, actions, formId, ownSubmit, typed }: FilterPanelProps) {
  const selected = filters.categorySlug ? resolveCategory(filters.categorySlug, tree) : null;
  const subcategories = selected?.subcategories ?? [];
  // The panel is rendered twice (sidebar and mobile sheet), so its ids must differ per copy.
  const id = useId();

  return (
    <Stack gap="8">
      <Stack gap="1">
        <Heading as="h2" fontSize="2xl" fontWeight="medium">
          Filtros
        </Heading>
        <Text fontSize="sm" color="fg.muted">
          Encontre exatamente o que você procura
        </Text>
        <Button asChild variant="plain" size="sm" px="0" justifyContent="flex-start" color="gold.fg" alignSelf="flex-start">
          <ShopLink location={actions.linkTo(resetFilters())}>Limpar todos os filtros</ShopLink>
        </Button>
      </Stack>

      <ActiveFilters filters={filters} tree={tree} specs={typed.specs} facets={typed.facets} actions={actions} />

      <Stack as="section" gap="3" aria-labelledby={`${id}-categories`}>
        <Heading as="h3" id={`${id}-categories`} css={groupTitle}>
          Categorias
        </Heading>
        <Stack as="ul" gap="1" listStyleType="none">
          {categories.map((category) => {
            const active = selected?.id === category.id;
            return (
              <li key={category.id}>
                {/* The chosen category's link leads back to every category, as choosing it again deselects it. */}
                <Button
                  asChild
                  variant="ghost"
                  size="sm"
                  w="full"
                  justifyContent="space-between"
                  fontWeight={active ? 'semibold' : 'normal'}
                  color={active ? 'gold.fg' : 'fg'}
                  bg={active ? 'gold.subtle' : undefined}
                >
                  <ShopLink location={actions.linkTo(selectCategory(filters, active ? null : category.value))} aria-current={active ? 'true' : undefined}>
                    {category.name}
                    <Count value={counts.categories.get(category.id)} />
                  </ShopLink>
                </Button>
              </li>
            );
          })}
        </Stack>
      </Stack>

      {subcategories.length > 0 && (
        <Stack as="section" gap="3" aria-labelledby={`${id}-subcategories`}>
          <Heading as="h3" id={`${id}-subcategories`} css={groupTitle}>
            Subcategorias
          </Heading>
          <Stack gap="2">
            {subcategories.map((subcategory) => (
              <SubcategoryFilter key={subcategory.id} subcategory={subcategory} filters={filters} counts={counts} actions={actions} />
            ))}
          </Stack>
        </Stack>
      )}

      <TypedFilters formId={formId} filters={filters} typed={typed} ownSubmit={ownSubmit} />
    </Stack>
  );
}
