import { HStack, NativeSelect, chakra } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { SORT_OPTIONS, isShopSort, type ShopSort } from '@oneboss/domain';
import { useId } from 'react';

/** The server sorts the whole result (libs/data), so a page is always a slice of one order. */
export function SortSelect({ value, onChange }: { value: ShopSort; onChange: (sort: ShopSort) => void }) {
  const id = useId();
  return (
    <HStack gap="2">
      {/* Named for screen readers everywhere; shown from the sm breakpoint, where the result count leaves it room. */}
      <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap" srOnly={{ base: true, sm: false }}>
        Ordenar por
      </chakra.label>
      <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width={{ base: '36', sm: '44' }}>
        <NativeSelect.Field
          id={id}
          value={value}
          bg="bg.subtle"
          onChange={(event) => {
            if (isShopSort(event.target.value)) onChange(event.target.value);
          }}
        >
          {SORT_OPTIONS.map((option) => (
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
