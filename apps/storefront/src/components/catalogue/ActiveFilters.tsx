import { HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Category, ShopFilters } from '@oneboss/domain';
import { CloseIcon } from '../ui/icons';
import type { FilterActions } from './FilterPanel';
import { activeFilterChips, type ActiveFilterChip } from './shopFacets';

function removeChip(chip: ActiveFilterChip, actions: FilterActions) {
  switch (chip.kind) {
    case 'category':
      return actions.selectCategory(null);
    case 'search':
      return actions.clearSearch();
    case 'subcategory':
      return actions.toggleSubcategory(chip.id);
    case 'attribute':
      return actions.toggleAttribute(chip.id);
  }
}

/** 'Filtros Ativos:' with one remove button per filter; nothing when no filter is set. */
export function ActiveFilters({ filters, tree, actions }: { filters: ShopFilters; tree: readonly Category[]; actions: FilterActions }) {
  const chips = activeFilterChips(filters, tree);
  if (chips.length === 0) return null;
  return (
    <Stack gap="3" aria-label="Filtros ativos" role="group">
      <Text fontSize="sm" fontWeight="semibold">
        Filtros Ativos:
      </Text>
      <Wrap gap="2">
        {chips.map((chip) => (
          <HStack
            key={chip.key}
            gap="1"
            ps="3"
            pe="1"
            py="0.5"
            rounded="full"
            borderWidth="1px"
            borderColor="gold.border"
            bg="gold.subtle"
            fontSize="sm"
          >
            <Text as="span">{chip.label}</Text>
            <IconButton aria-label={`Remover filtro ${chip.label}`} variant="ghost" size="2xs" rounded="full" onClick={() => removeChip(chip, actions)}>
              <CloseIcon boxSize="3" />
            </IconButton>
          </HStack>
        ))}
      </Wrap>
    </Stack>
  );
}
