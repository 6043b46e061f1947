import { Alert, Button, DialogActions, DialogContent, Stack, TextField, styled } from '@mui/material';
import { useFormState, type FieldValues, type Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Form, TextInput, useInput, useSaveContext } from 'react-admin';
import { FIELD_MAX_LENGTHS, PARTNER_MESSAGES, type Partner } from '@oneboss/domain';
import { FieldCharacterCount } from '../ui/FieldCharacterCount';
import { UnsavedChangesGuard } from '../shared/UnsavedChangesGuard';
import { PartnerImageInput } from './PartnerImageInput';
import { partnerFormSchema, type PartnerFormValues } from './partnerFormSchema';

const limits = FIELD_MAX_LENGTHS.partners;
// react-admin's Form types its values loosely; the schema still checks and shapes every field.
const resolver = zodResolver(partnerFormSchema) as unknown as Resolver<FieldValues>;
/** A flex column, so the dialog keeps its actions in view and scrolls only the fields. */
const DialogForm = styled(Form)({ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 });

function initialValues(partner: Partner | undefined): PartnerFormValues {
  return {
    name: partner?.name ?? '',
    description: partner?.description ?? '',
    link: partner?.link ?? '',
    logoUrl: partner?.logoUrl ?? '',
    bannerImageUrl: partner?.bannerImageUrl ?? '',
  };
}

interface PartnerFormProps {
  partner?: Partner;
  askedToClose: boolean;
  onStay: () => void;
  onClose: () => void;
}

/**
 * Add/edit form of a partner inside react-admin's CreateBase or EditBase: name and logo required,
 * description and link optional, logo and banner picked here and stored by the data provider on save.
 */
export function PartnerForm({ partner, askedToClose, onStay, onClose }: PartnerFormProps) {
  const { saving } = useSaveContext();
  return (
    <DialogForm record={initialValues(partner)} resolver={resolver} disableInvalidFormNotification noValidate>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          <MissingRequired />
          <NameInput />
          <TextInput
            source="description"
            label="Descrição"
            multiline
            minRows={2}
            helperText={<FieldCharacterCount name="description" max={limits.description} />}
            slotProps={{ htmlInput: { maxLength: limits.description } }}
          />
          <TextInput source="link" label="Link" type="url" placeholder="https://" helperText={false} />
          <PartnerImageInput source="logoUrl" label="Logo" required missingText="Envie o logo do parceiro." shape="logo" />
          <PartnerImageInput source="bannerImageUrl" label="Banner" shape="banner" />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={saving}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          {partner ? 'Salvar alterações' : 'Adicionar parceiro'}
        </Button>
      </DialogActions>
      <UnsavedChangesGuard asked={askedToClose} onStay={onStay} onLeave={onClose} />
    </DialogForm>
  );
}

function MissingRequired() {
  const { errors } = useFormState();
  return errors.name || errors.logoUrl ? <Alert severity="error">{PARTNER_MESSAGES.nameAndLogoRequired}</Alert> : null;
}

/** The name keeps its character count under it; the line above the form tells what is missing. */
function NameInput() {
  const { field, fieldState } = useInput({ source: 'name', isRequired: true });
  return (
    <TextField
      {...field}
      value={field.value ?? ''}
      label="Nome"
      required
      fullWidth
      autoFocus
      error={Boolean(fieldState.error)}
      helperText={<FieldCharacterCount name="name" max={limits.name} />}
      slotProps={{ htmlInput: { maxLength: limits.name } }}
    />
  );
}
