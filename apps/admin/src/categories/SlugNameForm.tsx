import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useFormContext } from 'react-hook-form';
import { TextInput, useSaveContext } from 'react-admin';
import type { z } from 'zod';
import { slugify } from '@oneboss/domain';
import { InlineCreate } from './InlineCreate';

export interface SlugNameValues {
  name: string;
  slug: string;
}

interface SlugNameFormProps {
  resource: 'categories' | 'subcategories';
  /** Validates both fields (domain schema, plus the duplicate check of the caller). */
  schema: z.ZodType<SlugNameValues, SlugNameValues>;
  /** The record created from the name and slug. */
  toRecord: (values: SlugNameValues) => Record<string, string>;
  messages: { success: string; failure: string };
  nameLabel: string;
  slugLabel: string;
  submitLabel: string;
}

const EMPTY: SlugNameValues = { name: '', slug: '' };

/** Inline "name + slug" add form of a category or subcategory. */
export function SlugNameForm({ resource, schema, toRecord, messages, ...labels }: SlugNameFormProps) {
  return (
    <InlineCreate resource={resource} schema={schema} defaultValues={EMPTY} transform={(values) => toRecord(values as SlugNameValues)} messages={messages}>
      <SlugNameFields {...labels} />
    </InlineCreate>
  );
}

/** The slug follows the name (domain slugify) until the admin types one of their own. */
function SlugNameFields({ nameLabel, slugLabel, submitLabel }: Pick<SlugNameFormProps, 'nameLabel' | 'slugLabel' | 'submitLabel'>) {
  const { setValue, getFieldState } = useFormContext<SlugNameValues>();
  const { saving } = useSaveContext();
  return (
    <Stack spacing={1}>
      <TextInput
        source="name"
        label={nameLabel}
        size="small"
        disabled={saving}
        helperText={false}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          if (!getFieldState('slug').isDirty) setValue('slug', slugify(event.target.value));
        }}
      />
      <TextInput source="slug" label={slugLabel} size="small" disabled={saving} helperText={false} />
      <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={saving}>
        {submitLabel}
      </Button>
    </Stack>
  );
}
