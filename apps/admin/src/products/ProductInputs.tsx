import { useFormContext, useWatch } from 'react-hook-form';
import { Stack } from '@mui/material';
import { BooleanInput, SelectInput, TextInput, useInput } from 'react-admin';
import type { Category } from '@oneboss/domain';
import { afterCategoryChange, attributesOf, subcategoriesOf } from './categoryCascade';
import { PriceField } from './PriceField';

const toChoices = (items: ReadonlyArray<{ id: string; name: string }>) => items.map(({ id, name }) => ({ id, name }));

function PriceInput({ source, label, isRequired = false, disabled }: { source: 'price' | 'salePrice'; label: string; isRequired?: boolean; disabled: boolean }) {
  const { field, fieldState } = useInput({ source, isRequired });
  return (
    <PriceField
      label={label}
      required={isRequired}
      disabled={disabled}
      value={String(field.value ?? '')}
      onChange={field.onChange}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
      fullWidth
    />
  );
}

/** Price, sale price and stock; on request both prices are cleared and their inputs disabled. */
export function PriceInputs() {
  const { setValue } = useFormContext();
  const onRequest = Boolean(useWatch({ name: 'priceOnRequest' }));
  return (
    <>
      <BooleanInput
        source="priceOnRequest"
        label="Preço sob consulta"
        helperText={false}
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          if (!event.target.checked) return;
          setValue('price', '', { shouldDirty: true });
          setValue('salePrice', '', { shouldDirty: true });
        }}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <PriceInput source="price" label="Preço" isRequired={!onRequest} disabled={onRequest} />
        <PriceInput source="salePrice" label="Preço promocional" disabled={onRequest} />
        <TextInput
          source="stockQuantity"
          label="Estoque"
          parse={(typed: string) => typed.replace(/\D/g, '')}
          helperText={false}
          slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        />
      </Stack>
    </>
  );
}

/** Category, then subcategory, then value: each choice clears what hangs below it and fills nothing in. */
export function CategoryInputs({ categories }: { categories: readonly Category[] }) {
  const { setValue } = useFormContext();
  const [categoryId, subcategoryId] = useWatch({ name: ['categoryId', 'subcategoryId'] }) as [string | null, string | null];
  const subcategories = subcategoriesOf(categories, categoryId);
  const attributes = attributesOf(categories, subcategoryId);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
      <SelectInput
        source="categoryId"
        label="Categoria"
        isRequired
        choices={toChoices(categories)}
        onChange={() => {
          const cleared = afterCategoryChange();
          setValue('subcategoryId', cleared.subcategoryId);
          setValue('attributeId', cleared.attributeId);
        }}
      />
      <SelectInput
        source="subcategoryId"
        label="Subcategoria"
        choices={toChoices(subcategories)}
        emptyText="Nenhuma"
        disabled={subcategories.length === 0}
        helperText={false}
        onChange={() => setValue('attributeId', null)}
      />
      <SelectInput source="attributeId" label="Valor" choices={toChoices(attributes)} emptyText="Nenhum" disabled={attributes.length === 0} helperText={false} />
    </Stack>
  );
}
