import { HStack, NativeSelect, chakra } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ShopOrder } from '@oneboss/domain';
import { useId } from 'react';

/**
 * The server sorts the whole result (libs/data), so a page is always a slice of one order.
 * `options`: the shop's own orders and those of the category's sortable specifications.
 */
export function SortSelect({
  value,
  options,
  onChange,
}: {
  value: ShopOrder;
  options: ReadonlyArray<{ value: ShopOrder; label: string }>;
  onChange: (sort: ShopOrder) => void;
}) {
  const id = useId();
  return (
    <HStack gap="2">
      {/* Named for screen readers everywhere; shown from the sm breakpoint, where the result count leaves it room. */}
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap" srOnly={{ base: true, sm: false }}>
        Ordenar por
      </chakra.label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width={{ base: '40', sm: '52' }}>
        <NativeSelect.Field
          id={id}
          value={value}
          bg="bg.subtle"
          onChange={(event) => {
            const chosen = options.find((option) => option.value === event.target.value);
            if (chosen) onChange(chosen.value);
          }}
        >
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
