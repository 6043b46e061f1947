import { useEffect, useMemo, useRef, useState } from 'react';
import { useFormState, type FieldValues } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Divider, Stack, styled } from '@mui/material';
import { BooleanInput, Confirm, Form, TextInput, useSaveContext } from 'react-admin';
import { RichTextInput } from 'ra-input-rich-text';
import {
  FIELD_MAX_LENGTHS,
  PRODUCT_FORM_DEFAULTS,
  PRODUCT_FORM_MESSAGES,
  PRODUCT_MESSAGES,
  formatBRL,
  isLargePriceChange,
  productFormSchemaFor,
  productToFormValues,
  type Category,
  type ProductInput,
  type SpecDefinition,
} from '@oneboss/domain';
import type { AdminProduct, ProductSaveMeta } from '../providers/productsDataProvider';
import { useIsMobile } from '../shared/useIsMobile';
import { UnsavedChangesGuard } from '../shared/UnsavedChangesGuard';
import { useToast } from '../ui/toast';
import { LatestRevisionNotice } from '../moderation/LatestRevisionNotice';
import { AuditTrail } from '../audit';
import { DESCRIPTION_EDITOR_OPTIONS, DescriptionToolbar } from './DescriptionToolbar';
import { attributesOf, keptAttribute } from './categoryCascade';
import { FieldCharacterCount } from '../ui/FieldCharacterCount';
import { draftFromImages, readyDraft } from './imageDraft';
import { CategoryInputs, PriceInputs } from './ProductInputs';
import { SellerInput } from './SellerInput';
import { LocationInputs } from './LocationInputs';
import { SpecInputs } from './SpecInputs';
import { ProductImagesField } from './ProductImagesField';
import { useImageDraft } from './useImageDraft';

const limits = FIELD_MAX_LENGTHS.products;
/** A flex column, so the dialog keeps its actions in view and scrolls only the fields. */
const DialogForm = styled(Form)({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });

interface ProductFormDialogProps {
  /** The saved product; absent while it loads and when creating one. */
  record?: AdminProduct;
  editing: boolean;
  loadError?: Error | null;
  /** The category tree; absent while it loads. */
  categories?: readonly Category[];
  /** Every category's spec definitions; absent while they load. */
  definitions?: readonly SpecDefinition[];
  onClose: () => void;
}

/**
 * The product create/edit dialog over the list, inside react-admin's CreateBase or EditBase: their
 * save writes the row and the images through the data provider. The form mounts once the record is
 * there, so every field opens with its value and label in place.
 */
export function ProductFormDialog({ record, editing, loadError, categories, definitions, onClose }: ProductFormDialogProps) {
  const mobile = useIsMobile();
  const [askedToClose, setAskedToClose] = useState(false);
  const { saving } = useSaveContext();
  const ready = categories !== undefined && definitions !== undefined && (!editing || record !== undefined);

  return (
    <Dialog open onClose={saving ? undefined : () => setAskedToClose(true)} fullScreen={mobile} fullWidth maxWidth="md" aria-labelledby="product-dialog-title">
      <DialogTitle id="product-dialog-title">{editing ? 'Editar produto' : 'Novo produto'}</DialogTitle>
      {loadError ? (
        <DialogContent dividers>
          <Alert severity="error">{loadError.message}</Alert>
        </DialogContent>
      ) : !ready || !categories || !definitions ? (
        <DialogContent dividers>
          <Stack sx={{ alignItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Carregando produto" />
          </Stack>
        </DialogContent>
      ) : (
        <ProductForm
          record={record}
          categories={categories}
          definitions={definitions}
          askedToClose={askedToClose}
          onStay={() => setAskedToClose(false)}
          onClose={onClose}
        />
      )}
      {(loadError || !ready) && (
        <DialogActions>
          <Button onClick={onClose}>Cancelar</Button>
        </DialogActions>
      )}
    </Dialog>
  );
}

interface PriceChange {
  label: string;
  before: number | null;
  after: number | null;
}

interface ProductFormProps {
  record?: AdminProduct;
  categories: readonly Category[];
  definitions: readonly SpecDefinition[];
  askedToClose: boolean;
  onStay: () => void;
  onClose: () => void;
}

function ProductForm({ record, categories, definitions, askedToClose, onStay, onClose }: ProductFormProps) {
  const { save, saving } = useSaveContext();
  const initialImages = useMemo(() => draftFromImages(record?.images ?? []), [record]);
  const images = useImageDraft(initialImages);
  const readyImages = readyDraft(images.draft);
  const [progress, setProgress] = useState<Record<string, number>>({});
  const [pendingSave, setPendingSave] = useState<{ values: ProductInput; changes: PriceChange[] } | null>(null);
  const resolver = useMemo(() => zodResolver(productFormSchemaFor(definitions)), [definitions]);
  const values = useMemo(() => {
    if (!record) return PRODUCT_FORM_DEFAULTS;
    const saved = productToFormValues(record, { definitions, privateAddress: record.privateAddress });
    // A saved attribute outside its subcategory's list is dropped, not swapped for another.
    return categories.length > 0 ? { ...saved, attributeId: keptAttribute(attributesOf(categories, saved.subcategoryId), saved.attributeId) } : saved;
  }, [record, categories, definitions]);

  const write = async (input: ProductInput) => {
    if (!readyImages || !save) return;
    const meta: ProductSaveMeta = { images: { ...readyImages, onProgress: (key, fraction) => setProgress((current) => ({ ...current, [key]: fraction })) } };
    await save(input, { meta });
    setProgress({});
  };

  // A price moved by more than half is more often a slip of the decimal places than a decision.
  const submit = (submitted: FieldValues) => {
    const input = submitted as ProductInput;
    const changes: PriceChange[] = record
      ? [
          { label: 'Preço', before: record.price, after: input.price },
          { label: 'Preço promocional', before: record.salePrice, after: input.salePrice },
        ].filter(({ before, after }) => isLargePriceChange(before, after))
      : [];
    if (changes.length === 0) return write(input);
    setPendingSave({ values: input, changes });
    return undefined;
  };

  return (
    <DialogForm record={values} resolver={resolver} onSubmit={submit} disableInvalidFormNotification noValidate id="product-form">
      <DialogContent dividers>
        <Stack spacing={2}>
          {record && <LatestRevisionNotice productId={record.id} />}
          <InvalidSubmitFeedback />
          <TextInput
            source="name"
            label="Nome"
            isRequired
            helperText={<FieldCharacterCount name="name" max={limits.name} />}
            slotProps={{ htmlInput: { maxLength: limits.name } }}
          />
          <TextInput
            source="shortDescription"
            label="Descrição curta"
            helperText={<FieldCharacterCount name="shortDescription" max={limits.short_description} />}
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
          <PriceInputs />
          <CategoryInputs categories={categories} />
          <SellerInput />
          <SpecInputs definitions={definitions} />
          <Divider />
          <LocationInputs />
          <Stack direction="row" spacing={3}>
            <BooleanInput source="published" label="Publicado" helperText={false} />
            <BooleanInput source="featured" label="Destaque" helperText={false} />
          </Stack>
          <Divider />
          <ProductImagesField items={images.draft.items} progress={progress} disabled={Boolean(saving)} onAdd={(files) => void images.add(files)} onRemove={images.remove} onMove={images.move} onDrop={images.drop} />
          {record && <AuditTrail table="products" recordId={record.id} />}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => !saving && onClose()} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={saving || !readyImages} startIcon={saving || !readyImages ? <CircularProgress size={16} color="inherit" /> : undefined}>
          {saving ? 'Salvando...' : !readyImages ? 'Preparando fotos...' : record ? 'Salvar alterações' : 'Adicionar produto'}
        </Button>
      </DialogActions>
      <UnsavedChangesGuard asked={askedToClose} otherChanges={images.draft !== initialImages} onStay={onStay} onLeave={onClose} />
      <Confirm
        isOpen={pendingSave !== null}
        title="Confirmar mudança de preço"
        content={pendingSave?.changes.map(({ label, before, after }) => (
          <p key={label}>{`${label}: de ${formatBRL(before)} para ${formatBRL(after)}. O valor mudou mais da metade; confirme que está correto.`}</p>
        ))}
        confirm="Salvar assim mesmo"
        cancel="Revisar"
        onConfirm={() => {
          const confirmed = pendingSave;
          setPendingSave(null);
          if (confirmed) void write(confirmed.values);
        }}
        onClose={() => setPendingSave(null)}
      />
    </DialogForm>
  );
}

/** After a refused submit: the line above the fields and one toast per attempt. */
function InvalidSubmitFeedback() {
  const { submitCount, errors } = useFormState();
  const toast = useToast();
  const notified = useRef(submitCount);
  const invalid = Object.keys(errors).length > 0;
  useEffect(() => {
    if (submitCount <= notified.current) return;
    notified.current = submitCount;
    if (invalid) toast(PRODUCT_MESSAGES.validationError, { description: PRODUCT_FORM_MESSAGES.summary, variant: 'error' });
  }, [submitCount, invalid, toast]);
  return invalid && submitCount > 0 ? <Alert severity="error">{PRODUCT_FORM_MESSAGES.summary}</Alert> : null;
}
