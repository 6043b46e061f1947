import type { ReactNode } from 'react';
import { Box, Field, Text, chakra } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';

const countFormat = new Intl.NumberFormat('pt-BR');

interface FormFieldProps {
  label: string;
  /** The validation message shown under the field; the field is invalid while it is set. */
  error?: string;
  helperText?: string;
  required?: boolean;
  /** Characters typed against the database's limit for the column, shown as '120/5.000'. */
  count?: { length: number; max: number };
  children: ReactNode;
}

/**
 * One labelled form control with its message underneath. Chakra's Field wires the label,
 * `aria-invalid` and `aria-describedby` to the control inside.
 */
export function FormField({ label, error, helperText, required, count, children }: FormFieldProps) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      <Box display="flex" gap={3} width="full" justifyContent="space-between" _empty={{ display: 'none' }}>
        {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
        {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
        {count ? <CharacterCount {...count} /> : null}
      </Box>
    </Field.Root>
  );
}

function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <Text fontSize="xs" color={length > max ? 'fg.error' : 'fg.muted'} marginStart="auto" fontVariantNumeric="tabular-nums" data-testid="character-count">
      {countFormat.format(length)}/{countFormat.format(max)}
      <chakra.span srOnly> caracteres</chakra.span>
    </Text>
  );
}
