import type { ReactNode } from 'react';
import { Field } from '@chakra-ui/react';
import { fieldSlotRecipe } from '@chakra-ui/react/theme';

interface FormFieldProps {
  label: string;
  /** The validation message shown under the field; the field is invalid while it is set. */
  error?: string;
  helperText?: string;
  required?: boolean;
  children: ReactNode;
}

/**
 * One labelled form control with its message underneath. Chakra's Field wires the label,
 * `aria-invalid` and `aria-describedby` to the control inside.
 */
export function FormField({ label, error, helperText, required, children }: FormFieldProps) {
  return (
    <Field.Root recipe={fieldSlotRecipe} invalid={Boolean(error)} required={required}>
      <Field.Label>
        {label}
        {required ? <Field.RequiredIndicator /> : null}
      </Field.Label>
      {children}
      {helperText && !error ? <Field.HelperText>{helperText}</Field.HelperText> : null}
      {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
    </Field.Root>
  );
}
