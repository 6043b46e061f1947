import { Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { TextInput, useSaveContext } from 'react-admin';
import { CATEGORY_MESSAGES, type Subcategory } from '@oneboss/domain';
import { attributeFormSchema } from './formSchemas';
import { InlineCreate } from './InlineCreate';

const MESSAGES = { success: CATEGORY_MESSAGES.attributeAdded, failure: CATEGORY_MESSAGES.addAttributeFailed };

/** Inline add form of the Valores column: one attribute name for the subcategory. */
export function AttributeForm({ subcategory }: { subcategory: Subcategory }) {
  return (
    <InlineCreate
      resource="attributes"
      schema={attributeFormSchema(subcategory.attributes ?? [])}
      defaultValues={{ name: '' }}
      transform={({ name }) => ({ subcategoryId: subcategory.id, name })}
      messages={MESSAGES}
    >
      <AttributeFields />
    </InlineCreate>
  );
}

function AttributeFields() {
  const { saving } = useSaveContext();
  return (
    <Stack direction="row" spacing={1} alignItems="flex-start">
      <TextInput source="name" label="Novo valor" size="small" disabled={saving} helperText={false} />
      <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={saving} sx={{ flexShrink: 0, height: 40 }}>
        Adicionar
      </Button>
    </Stack>
  );
}
