import { HStack, IconButton, Stack, Text, Wrap } from '@chakra-ui/react';
import type { Category, ShopFacets, ShopFilters, SpecDefinition } from '@oneboss/domain';
import { CloseIcon } from '../ui/Icons';
import type { FilterActions } from './FilterPanel';
import { ShopLink } from './ShopLink';
import { activeFilterChips } from './shop-facets';

/** 'Filtros Ativos:' with one remove link per filter; nothing when no filter is set. */
interface ActiveFiltersProps {
  filters: ShopFilters;
  tree: readonly Category[];
  specs: readonly SpecDefinition[];
  facets: ShopFacets | undefined;
  actions: FilterActions;
}

export function ActiveFilters({ filters, tree, specs, facets, actions }: ActiveFiltersProps) {
  const chips = activeFilterChips(filters, tree, specs, facets);
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
            <IconButton asChild aria-label={`Remover filtro ${chip.label}`} variant="ghost" size="2xs" rounded="full">
              <ShopLink location={actions.linkTo(actions.withoutChip(chip))}>
                <CloseIcon boxSize="3" />
              </ShopLink>
            </IconButton>
          </HStack>
        ))}
      </Wrap>
    </Stack>
  );
}
