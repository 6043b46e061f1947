import { Field } from '@ark-ui/react/field';
import { formatPtBrNumber } from '@oneboss/domain';
import type { ReactNode } from 'react';

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
 * One labelled form control with its message underneath. Ark's Field (the headless part of
 * Chakra's) wires the label, `aria-invalid` and `aria-describedby` to the control inside, Chakra's
 * inputs as well as plain ones; the styles are Chakra's field recipe as static classes
 * (form-field.css), so a form of plain controls (a product's contact form) hydrates without
 * building Chakra's styling system.
 */
export function FormField({ label, error, helperText, required, count, children }: FormFieldProps) {
  return (
    <Field.Root invalid={Boolean(error)} required={required} className="form-field">
      <Field.Label className="form-field__label">
        {label}
        <Field.RequiredIndicator className="form-field__required">*</Field.RequiredIndicator>
      </Field.Label>
      {children}
      <div className="form-field__messages">
        {helperText && !error ? <Field.HelperText className="form-field__helper">{helperText}</Field.HelperText> : null}
        {error ? <Field.ErrorText className="form-field__error">{error}</Field.ErrorText> : null}
        {count ? <CharacterCount {...count} /> : null}
      </div>
    </Field.Root>
  );
}

function CharacterCount({ length, max }: { length: number; max: number }) {
  return (
    <p className="form-field__count" data-over={length > max ? '' : undefined} data-testid="character-count">
      {formatPtBrNumber(length)}/{formatPtBrNumber(max)}
      <span className="visually-hidden"> caracteres</span>
    </p>
  );
}
