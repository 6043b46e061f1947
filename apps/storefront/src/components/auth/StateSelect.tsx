import type { ComponentProps } from 'react';
import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { BRAZILIAN_STATES } from '@oneboss/domain';

/** The 27 Brazilian states as a native select, two-letter code and name. */
export function StateSelect(props: ComponentProps<typeof NativeSelect.Field>) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
      <NativeSelect.Field autoComplete="address-level1" {...props}>
        <option value="" disabled>
          Selecione
        </option>
        {BRAZILIAN_STATES.map((state) => (
          <option key={state.code} value={state.code}>
            {state.code} — {state.name}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
