import { useMemo, useState } from 'react';
import { useFormContext, useFormState, useWatch, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Stack, styled } from '@mui/material';
import { AddItemButton, ArrayInput, BooleanInput, CreateBase, EditBase, Form, SelectInput, SimpleFormIterator, TextInput, useSaveContext } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import {
  SPEC_DEFINITION_MESSAGES,
  SPEC_TYPE_LABELS,
  SPEC_TYPES,
  SPEC_UNITS,
  SPEC_UNIT_KEYS,
  specDefinitionFormSchema,
  specDefinitionToFormValues,
  suggestSpecKey,
  type Category,
  type SpecDefinition,
} from '@oneboss/domain';
import type { SpecDefinitionCreate, SpecDefinitionRecord } from '../providers/specDefinitionsDataProvider';
import { useIsMobile } from '../shared/useIsMobile';
import { UnsavedChangesGuard } from '../shared/UnsavedChangesGuard';
import { errorText } from '../shared/errorText';
import { useToast } from '../ui/toast';

/** A flex column, so the dialog keeps its actions in view and scrolls only the fields. */
const DialogForm = styled(Form)({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });

const TYPE_CHOICES = SPEC_TYPES.map((type) => ({ id: type, name: SPEC_TYPE_LABELS[type] }));
const UNIT_CHOICES = SPEC_UNIT_KEYS.map((unit) => ({ id: unit, name: `${SPEC_UNITS[unit].label} (${SPEC_UNITS[unit].symbol})` }));
const DECIMAL_CHOICES = [0, 1, 2, 3, 4].map((places) => ({ id: places, name: String(places) }));

interface SpecDefinitionDialogProps {
  category: Category;
  /** The category's definitions, in order; the one edited among them. */
  definitions: readonly SpecDefinition[];
  /** Absent to create one. */
  editingId?: string;
  onClose: () => void;
}

/** Create or edit one spec definition of a category, on react-admin's CreateBase or EditBase. */
export function SpecDefinitionDialog({ category, definitions, editingId, onClose }: SpecDefinitionDialogProps) {
  const toast = useToast();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const mutationOptions = {
    onSuccess: () => {
      toast(editingId ? 'Especificação atualizada' : 'Especificação adicionada', { variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['spec_definitions'] });
      onClose();
    },
    onError: (error: unknown) => setFailure(errorText(error)),
  };
  const siblings = definitions.filter((definition) => definition.id !== editingId);
  const frame = (record?: SpecDefinitionRecord) => (
    <SpecDefinitionFrame category={category} siblings={siblings} record={record} editing={Boolean(editingId)} failure={failure} onClose={onClose} />
  );

  if (!editingId) {
    const position = Math.max(0, ...definitions.map((definition) => definition.position + 1));
    return (
      <CreateBase
        resource="spec_definitions"
        redirect={false}
        mutationOptions={mutationOptions}
        transform={(input) => ({ ...input, categoryId: category.id, position }) satisfies SpecDefinitionCreate}
      >
        {frame()}
      </CreateBase>
    );
  }
  return (
    <EditBase<SpecDefinitionRecord>
      resource="spec_definitions"
      id={editingId}
      mutationMode="pessimistic"
      redirect={false}
      redirectOnError={false}
      mutationOptions={mutationOptions}
      render={({ record }) => frame(record)}
    />
  );
}

interface FrameProps {
  category: Category;
  siblings: readonly SpecDefinition[];
  record?: SpecDefinitionRecord;
  editing: boolean;
  failure: string | null;
  onClose: () => void;
}

function SpecDefinitionFrame({ category, siblings, record, editing, failure, onClose }: FrameProps) {
  const mobile = useIsMobile();
  const [askedToClose, setAskedToClose] = useState(false);
  const { saving } = useSaveContext();
  const resolver = useMemo(() => zodResolver(specDefinitionFormSchema(siblings)) as unknown as Resolver<FieldValues>, [siblings]);
  const values = useMemo(() => specDefinitionToFormValues(record), [record]);
  const loading = editing && !record;

  return (
    <Dialog open onClose={saving ? undefined : () => setAskedToClose(true)} fullScreen={mobile} fullWidth maxWidth="sm" aria-labelledby="spec-dialog-title">
      <DialogTitle id="spec-dialog-title">{editing ? `Editar especificação de ${category.name}` : `Nova especificação de ${category.name}`}</DialogTitle>
      {loading ? (
        <DialogContent dividers>
          <Stack sx={{ alignItems: 'center', py: 6 }}>
            <CircularProgress aria-label="Carregando especificação" />
          </Stack>
        </DialogContent>
      ) : (
        <DialogForm record={values} resolver={resolver} disableInvalidFormNotification noValidate>
          <DialogContent dividers>
            <Stack spacing={1}>
              {failure && <Alert severity="error">{failure}</Alert>}
              <SpecDefinitionInputs category={category} valueCount={record?.valueCount ?? 0} creating={!editing} />
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAskedToClose(true)} disabled={saving}>
              Cancelar
            </Button>
            <Button type="submit" variant="contained" disabled={saving} startIcon={saving ? <CircularProgress size={16} color="inherit" /> : undefined}>
              {saving ? 'Salvando...' : editing ? 'Salvar alterações' : 'Adicionar especificação'}
            </Button>
          </DialogActions>
          <UnsavedChangesGuard asked={askedToClose} onStay={() => setAskedToClose(false)} onLeave={onClose} />
        </DialogForm>
      )}
    </Dialog>
  );
}

/** The definition's fields; those its type does not take are hidden, type and key locked once listings hold values. */
function SpecDefinitionInputs({ category, valueCount, creating }: { category: Category; valueCount: number; creating: boolean }) {
  const { setValue } = useFormContext();
  const { dirtyFields } = useFormState();
  const type = useWatch({ name: 'type' }) as string;
  const locked = valueCount > 0;
  const lockReason = locked ? SPEC_DEFINITION_MESSAGES.lockedByValues(valueCount) : undefined;
  const ranged = type === 'number' || type === 'integer' || type === 'year';
  const subcategoryChoices = (category.subcategories ?? []).map(({ id, name }) => ({ id, name }));

  return (
    <>
      <TextInput
        source="label"
        label="Nome"
        isRequired
        autoFocus
        helperText="Como o comprador lê: “Tipo de casco”."
        onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
          // A new definition's key follows its name until staff type one of their own.
          if (creating && !dirtyFields.key) setValue('key', suggestSpecKey(event.target.value));
        }}
      />
      <TextInput source="key" label="Identificador (URL e CSV)" isRequired disabled={locked} helperText={lockReason ?? 'Letras minúsculas, números e “_”: tipo_casco.'} />
      <SelectInput source="type" label="Tipo" choices={TYPE_CHOICES} isRequired disabled={locked} helperText={lockReason ?? false} />
      <SelectInput source="subcategoryId" label="Vale para" choices={subcategoryChoices} emptyText="Toda a categoria" helperText={false} />
      {(type === 'number' || type === 'integer') && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <SelectInput source="unit" label="Unidade" choices={UNIT_CHOICES} emptyText="Sem unidade" helperText={false} />
          {type === 'number' && <SelectInput source="decimals" label="Casas decimais" choices={DECIMAL_CHOICES} helperText={false} />}
        </Stack>
      )}
      {ranged && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextInput source="min" label="Mínimo" helperText="Opcional; ex.: 1.250,5" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
          <TextInput source="max" label="Máximo" helperText="Opcional" slotProps={{ htmlInput: { inputMode: 'decimal' } }} />
        </Stack>
      )}
      <TextInput source="groupLabel" label="Grupo na página do produto" helperText="Opcional: “Motor”, “Dimensões”. Sem grupo: “Geral”." />
      <Stack direction="row" sx={{ flexWrap: 'wrap', columnGap: 3 }}>
        <BooleanInput source="required" label="Obrigatória para publicar" helperText={false} />
        <BooleanInput source="filterable" label="Filtro na loja" helperText={false} />
        {ranged && <BooleanInput source="sortable" label="Ordena a loja" helperText={false} />}
        <BooleanInput source="headline" label="Destaque no card (até 3)" helperText={false} />
      </Stack>
      {(type === 'option' || type === 'options') && (
        <ArrayInput source="options" label="Opções" helperText="O identificador vai na URL e no CSV; vazio, vem do nome.">
          <SimpleFormIterator inline disableClear addButton={<AddItemButton label="Adicionar opção" />}>
            <TextInput source="label" label="Nome da opção" helperText={false} />
            <TextInput source="value" label="Identificador" helperText={false} />
          </SimpleFormIterator>
        </ArrayInput>
      )}
    </>
  );
}
