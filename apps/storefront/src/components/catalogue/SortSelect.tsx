import { Button, HStack, NativeSelect, chakra } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import type { ShopOrder, ShopSearch } from '@oneboss/domain';
import { useHydrated } from '@tanstack/react-router';
import { useId, type FormEvent } from 'react';
import { ChevronRightIcon } from '../ui/Icons';

/**
 * The server sorts the whole result (libs/data), so a page is always a slice of one order.
 * `options`: the shop's own orders and those of the category's sortable specifications. A GET
 * form carrying the other filters (`kept`), so the order also changes before the page's script
 * has run, with its 'Ordenar' button; once hydrated a choice applies at once and the button goes.
 * The button sits where the select's arrow is, so its going moves nothing on the page (a wider
 * form had wrapped below the result count on a phone and came back up once hydrated).
 */
export function SortSelect({
  value,
  options,
  kept,
  onChange,
}: {
  value: ShopOrder;
  options: ReadonlyArray<{ value: ShopOrder; label: string }>;
  kept: ShopSearch;
  onChange: (sort: ShopOrder) => void;
}) {
  const id = useId();
  const hydrated = useHydrated();
  const choose = (chosen: string) => {
    const option = options.find((candidate) => candidate.value === chosen);
    if (option) onChange(option.value);
  };
  return (
    <chakra.form
      method="get"
      aria-label="Ordenar produtos"
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        choose(String(new FormData(event.currentTarget).get('sort')));
      }}
    >
      <HStack gap="2">
        {/* Named for screen readers everywhere; shown from the sm breakpoint, where the result count leaves it room. */}
        <chakra.label htmlFor={id} fontSize="sm" color="fg.muted" whiteSpace="nowrap" srOnly={{ base: true, sm: false }}>
          Ordenar por
        </chakra.label>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width={{ base: '40', sm: '52' }}>
          <NativeSelect.Field id={id} name="sort" value={value} bg="bg.subtle" onChange={(event) => choose(event.target.value)}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect.Field>
          {hydrated ? (
            <NativeSelect.Indicator />
          ) : (
            <Button type="submit" aria-label="Ordenar" title="Ordenar" size="sm" variant="ghost" position="absolute" insetEnd="0" top="0" h="full" minW="8" px="0">
              <ChevronRightIcon boxSize="4" />
            </Button>
          )}
        </NativeSelect.Root>
        {Object.entries(kept).map(([name, keptValue]) => (
          <input key={name} type="hidden" name={name} value={String(keptValue)} />
        ))}
      </HStack>
    </chakra.form>
  );
}
