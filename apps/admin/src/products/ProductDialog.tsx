import { useEffect, useState } from 'react';
import { Controller, FormProvider, useForm, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Divider,
  FormControlLabel,
  MenuItem,
  Stack,
  Switch,
  TextField,
} from '@mui/material';
import { useCreate, useGetOne, useRefresh, useUpdate } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import {
  FIELD_MAX_LENGTHS,
  PRODUCT_FORM_DEFAULTS,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_MESSAGES,
  productFormSchema,
  productToFormValues,
  type Category,
  type Product,
  type ProductFormValues,
  type ProductInput,
} from '@oneboss/domain';
import type { ProductSaveMeta } from '../providers/productsDataProvider';
import { useIsMobile } from '../shared/useIsMobile';
import { useToast } from '../ui/toast';
import { DESCRIPTION_EDITOR_OPTIONS, DescriptionToolbar } from './DescriptionToolbar';
import { afterCategoryChange, attributesOf, reconcileAttribute, subcategoriesOf } from './categoryCascade';
import { FieldCharacterCount } from './FieldCharacterCount';
import { draftFromImages, readyDraft } from './imageDraft';
import { PriceField } from './PriceField';
import { ProductImagesField } from './ProductImagesField';
import { useImageDraft } from './useImageDraft';
import { AuditTrail } from '../audit';

/** Select items never carry '': "none" is its own value, stored as null. */
const NONE = 'none';

export interface ProductDialogProps {
  /** The product to edit; absent to create one. */
  productId?: string;
  categories: readonly Category[];
  onClose: () => void;
}

/** Create/edit dialog: every product field, the rich-text description, the category cascade and the images. */
export function ProductDialog({ productId, categories, onClose }: ProductDialogProps) {
  const editing = productId !== undefined;
  const mobile = useIsMobile();
  const toast = useToast();
  const refresh = useRefresh();
  const [create] = useCreate<Product>();
  const [update] = useUpdate<Product>();
  const saved = useGetOne<Product>('products', { id: productId ?? '' }, { enabled: editing });
  const images = useImageDraft();
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [saving, setSaving] = useState(false);
  const [showSummary, setShowSummary] = useState(false);

  const form = useForm<ProductFormValues, unknown, ProductInput>({ resolver: zodResolver(productFormSchema), defaultValues: PRODUCT_FORM_DEFAULTS });
  const { control, register, handleSubmit, setValue, reset, watch, formState } = form;
  const [categoryId, subcategoryId, priceOnRequest] = watch(['categoryId', 'subcategoryId', 'priceOnRequest']);
  const limits = FIELD_MAX_LENGTHS.products;
  const subcategories = subcategoriesOf(categories, categoryId);
  const attributes = attributesOf(categories, subcategoryId);

  const loaded = saved.data;
  const { setDraft } = images;
  const readyImages = readyDraft(images.draft);
  useEffect(() => {
    if (!loaded) return;
    const values = productToFormValues(loaded);
    // A saved attribute outside its subcategory's list falls back to the first one.
    if (values.subcategoryId && categories.length > 0) values.attributeId = reconcileAttribute(attributesOf(categories, values.subcategoryId), values.attributeId);
    reset(values);
    setDraft(draftFromImages(loaded.images));
  }, [loaded, categories, reset, setDraft]);

  const onValid = async (values: ProductInput) => {
    // The save button waits for the photos being prepared.
    if (!readyImages) return;
    setShowSummary(false);
    setSaving(true);
    try {
      // The provider writes the row, then uploads the new images and orders them all.
      const meta: ProductSaveMeta = { images: { ...readyImages, onProgress: (key, fraction) => setProgress((current) => ({ ...current, [key]: fraction })) } };
      const options = { mutationMode: 'pessimistic', returnPromise: true } as const;
      if (productId) await update('products', { id: productId, data: values, previousData: loaded, meta }, options);
      else await create('products', { data: values, meta }, options);
      toast(editing ? PRODUCT_MESSAGES.updated : PRODUCT_MESSAGES.added, { variant: 'success' });
      refresh();
      onClose();
    } catch (error) {
      toast(editing ? PRODUCT_MESSAGES.updateFailedTitle : PRODUCT_MESSAGES.addFailedTitle, {
        description: error instanceof Error ? error.message : PRODUCT_MESSAGES.updateFailedRetry,
        variant: 'error',
      });
      refresh();
    } finally {
      setSaving(false);
      setProgress({});
    }
  };

  const onInvalid = (errors: FieldErrors<ProductFormValues>) => {
    setShowSummary(true);
    if (errors.categoryId?.message === PRODUCT_FORM_MESSAGES.invalidCategory) {
      toast(PRODUCT_MESSAGES.invalidCategory.title, { description: PRODUCT_MESSAGES.invalidCategory.description, variant: 'error' });
    } else {
      toast(PRODUCT_MESSAGES.validationError, { description: PRODUCT_FORM_MESSAGES.summary, variant: 'error' });
    }
  };

  const error = (name: keyof ProductFormValues) => formState.errors[name]?.message as string | undefined;
  const busy = saving || (editing && saved.isPending);

  return (
    <Dialog open onClose={saving ? undefined : onClose} fullScreen={mobile} fullWidth maxWidth="md" aria-labelledby="product-dialog-title">
      <DialogTitle id="product-dialog-title">{editing ? 'Editar produto' : 'Novo produto'}</DialogTitle>
      <DialogContent dividers>
        {editing && saved.error ? (
          <Alert severity="error">{saved.error.message}</Alert>
        ) : editing && saved.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Carregando produto" />
          </Stack>
        ) : (
          <FormProvider {...form}>
            <Stack component="form" id="product-form" noValidate spacing={2} onSubmit={handleSubmit(onValid, onInvalid)}>
            {showSummary && Object.keys(formState.errors).length > 0 && <Alert severity="error">{PRODUCT_FORM_MESSAGES.summary}</Alert>}
            <TextField
              label="Nome"
              required
              {...register('name')}
              error={Boolean(error('name'))}
              helperText={error('name') ?? <FieldCharacterCount name="name" max={limits.name} />}
              slotProps={{ htmlInput: { maxLength: limits.name } }}
            />
            <TextField
              label="Descrição curta"
              {...register('shortDescription')}
              error={Boolean(error('shortDescription'))}
              helperText={error('shortDescription') ?? <FieldCharacterCount name="shortDescription" max={limits.short_description} />}
              slotProps={{ htmlInput: { maxLength: limits.short_description } }}
            />
            {/* The editor saves HTML and the database bounds that, so the count includes the markup. */}
            <RichTextInput
              source="description"
              label="Descrição"
              toolbar={<DescriptionToolbar />}
              editorOptions={DESCRIPTION_EDITOR_OPTIONS}
              fullWidth
              helperText={<FieldCharacterCount name="description" max={limits.description} suffix=", contando a formatação" />}
            />

            <Controller
              control={control}
              name="priceOnRequest"
              render={({ field }) => (
                <FormControlLabel
                  label="Preço sob consulta"
                  control={
                    <Switch
                      checked={Boolean(field.value)}
                      onChange={(event) => {
                        field.onChange(event.target.checked);
                        if (event.target.checked) {
                          setValue('price', '');
                          setValue('salePrice', '');
                        }
                      }}
                    />
                  }
                />
              )}
            />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="price"
                render={({ field }) => (
                  <PriceField label="Preço" required={!priceOnRequest} disabled={Boolean(priceOnRequest)} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} error={Boolean(error('price'))} helperText={error('price')} fullWidth />
                )}
              />
              <Controller
                control={control}
                name="salePrice"
                render={({ field }) => (
                  <PriceField label="Preço promocional" disabled={Boolean(priceOnRequest)} value={String(field.value ?? '')} onChange={field.onChange} onBlur={field.onBlur} error={Boolean(error('salePrice'))} helperText={error('salePrice')} fullWidth />
                )}
              />
              <Controller
                control={control}
                name="stockQuantity"
                render={({ field }) => (
                  <TextField
                    label="Estoque"
                    value={String(field.value ?? '')}
                    onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
                    onBlur={field.onBlur}
                    error={Boolean(error('stockQuantity'))}
                    helperText={error('stockQuantity')}
                    slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    fullWidth
                  />
                )}
              />
            </Stack>

            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <Controller
                control={control}
                name="categoryId"
                render={({ field }) => (
                  <TextField
                    select
                    label="Categoria"
                    required
                    value={field.value || NONE}
                    onChange={(event) => {
                      field.onChange(event.target.value === NONE ? '' : event.target.value);
                      const cleared = afterCategoryChange();
                      setValue('subcategoryId', cleared.subcategoryId);
                      setValue('attributeId', cleared.attributeId);
                    }}
                    error={Boolean(error('categoryId'))}
                    helperText={error('categoryId')}
                    fullWidth
                  >
                    <MenuItem value={NONE} disabled>
                      Selecione uma categoria
                    </MenuItem>
                    {categories.map((category) => (
                      <MenuItem key={category.id} value={category.id}>
                        {category.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="subcategoryId"
                render={({ field }) => (
                  <TextField
                    select
                    label="Subcategoria"
                    value={field.value || NONE}
                    disabled={subcategories.length === 0}
                    onChange={(event) => {
                      const next = event.target.value === NONE ? null : event.target.value;
                      field.onChange(next);
                      setValue('attributeId', reconcileAttribute(attributesOf(categories, next), null));
                    }}
                    fullWidth
                  >
                    <MenuItem value={NONE}>Nenhuma</MenuItem>
                    {subcategories.map((subcategory) => (
                      <MenuItem key={subcategory.id} value={subcategory.id}>
                        {subcategory.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
              <Controller
                control={control}
                name="attributeId"
                render={({ field }) => (
                  <TextField select label="Valor" value={field.value || NONE} disabled={attributes.length === 0} onChange={(event) => field.onChange(event.target.value === NONE ? null : event.target.value)} fullWidth>
                    <MenuItem value={NONE}>Nenhum</MenuItem>
                    {attributes.map((attribute) => (
                      <MenuItem key={attribute.id} value={attribute.id}>
                        {attribute.name}
                      </MenuItem>
                    ))}
                  </TextField>
                )}
              />
            </Stack>

            <Stack direction="row" spacing={3}>
              <Controller
                control={control}
                name="published"
                render={({ field }) => <FormControlLabel label="Publicado" control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />} />}
              />
              <Controller
                control={control}
                name="featured"
                render={({ field }) => <FormControlLabel label="Destaque" control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />} />}
              />
            </Stack>

            <Divider />
            <ProductImagesField items={images.draft.items} progress={progress} disabled={saving} onAdd={(files) => void images.add(files)} onRemove={images.remove} onMove={images.move} onDrop={images.drop} />
            {productId && <AuditTrail table="products" recordId={productId} />}
            </Stack>
          </FormProvider>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancelar
        </Button>
        <Button
          type="submit"
          form="product-form"
          variant="contained"
          disabled={busy || !readyImages}
          startIcon={saving || !readyImages ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {saving ? 'Salvando...' : !readyImages ? 'Preparando fotos...' : editing ? 'Salvar alterações' : 'Adicionar produto'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
