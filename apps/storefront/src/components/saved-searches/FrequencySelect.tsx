import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { ALERT_FREQUENCIES, isAlertFrequency, type AlertFrequency } from '@oneboss/domain';

/** How often a saved search's new listings are e-mailed. `id` ties it to its label. */
export function FrequencySelect({
  id,
  value,
  disabled,
  onChange,
}: {
  id: string;
  value: AlertFrequency;
  disabled?: boolean;
  onChange: (frequency: AlertFrequency) => void;
}) {
  return (
    <NativeSelect.Root recipe={nativeSelectSlotRecipe} size="sm" width={{ base: 'full', sm: '44' }} disabled={disabled}>
      <NativeSelect.Field
        id={id}
        name="frequency"
        value={value}
        bg="bg.subtle"
        onChange={(event) => {
          if (isAlertFrequency(event.target.value)) onChange(event.target.value);
        }}
      >
        {ALERT_FREQUENCIES.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
