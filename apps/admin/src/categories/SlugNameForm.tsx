import { Button, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { slugify } from '@oneboss/domain';

export interface SlugNameValues {
  name: string;
  slug: string;
}

interface SlugNameFormProps {
  /** Validates both fields (domain schema, plus any duplicate check of the caller). */
  schema: z.ZodType<SlugNameValues, SlugNameValues>;
  nameLabel: string;
  slugLabel: string;
  submitLabel: string;
  /** Resolves true when the item was created, so the form clears. */
  onSubmit: (values: SlugNameValues) => Promise<boolean>;
}

const EMPTY: SlugNameValues = { name: '', slug: '' };

/**
 * Inline "name + slug" add form. The slug follows the name (domain slugify) until the admin
 * types one of their own.
 */
export function SlugNameForm({ schema, nameLabel, slugLabel, submitLabel, onSubmit }: SlugNameFormProps) {
  const { control, handleSubmit, setValue, getFieldState, reset, formState } = useForm<SlugNameValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
  });

  const submit = handleSubmit(async (values) => {
    if (await onSubmit(values)) reset(EMPTY);
  });

  return (
    <Stack component="form" noValidate spacing={1} onSubmit={submit}>
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            size="small"
            label={nameLabel}
            disabled={formState.isSubmitting}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            onChange={(event) => {
              field.onChange(event);
              if (!getFieldState('slug').isDirty) setValue('slug', slugify(event.target.value));
            }}
          />
        )}
      />
      <Controller
        name="slug"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            size="small"
            label={slugLabel}
            disabled={formState.isSubmitting}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
