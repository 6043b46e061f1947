import { Alert, Box, Button, DialogActions, DialogContent, Stack, TextField } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { FIELD_MAX_LENGTHS, PARTNER_MESSAGES, partnerSchema, type Partner, type PartnerInput } from '@oneboss/domain';
import { characterCount } from '../ui/characterCount';
import { ImageUploadField } from './ImageUploadField';

type PartnerFormValues = z.input<typeof partnerSchema>;

function initialValues(partner: Partner | null): PartnerFormValues {
  return {
    name: partner?.name ?? '',
    description: partner?.description ?? '',
    link: partner?.link ?? '',
    logoUrl: partner?.logoUrl ?? '',
    bannerImageUrl: partner?.bannerImageUrl ?? '',
  };
}

interface PartnerFormProps {
  partner: Partner | null;
  onCancel: () => void;
  /** Saves; the form stays disabled until it settles. */
  onSubmit: (input: PartnerInput) => Promise<void>;
}

/** Add/edit form of a partner: name and logo required, description and link optional, logo and banner uploads. */
export function PartnerForm({ partner, onCancel, onSubmit }: PartnerFormProps) {
  const { control, handleSubmit, formState } = useForm<PartnerFormValues, unknown, PartnerInput>({
    resolver: zodResolver(partnerSchema),
    defaultValues: initialValues(partner),
  });
  const missingRequired = Boolean(formState.errors.name || formState.errors.logoUrl);

  return (
    // A flex column, so the dialog keeps its actions in view and scrolls only the fields.
    <Box component="form" noValidate onSubmit={handleSubmit(onSubmit)} sx={{ display: 'flex', flexDirection: 'column', flex: '1 1 auto', minHeight: 0 }}>
      <DialogContent dividers>
        <Stack spacing={2.5}>
          {missingRequired && <Alert severity="error">{PARTNER_MESSAGES.nameAndLogoRequired}</Alert>}
          <Controller
            name="name"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                label="Nome"
                required
                fullWidth
                error={Boolean(fieldState.error)}
                autoFocus
                helperText={characterCount(field.value?.length ?? 0, FIELD_MAX_LENGTHS.partners.name)}
                slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTHS.partners.name } }}
              />
            )}
          />
          <Controller
            name="description"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label="Descrição"
                fullWidth
                multiline
                minRows={2}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message ?? characterCount(field.value?.length ?? 0, FIELD_MAX_LENGTHS.partners.description)}
                slotProps={{ htmlInput: { maxLength: FIELD_MAX_LENGTHS.partners.description } }}
              />
            )}
          />
          <Controller
            name="link"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                {...field}
                value={field.value ?? ''}
                label="Link"
                type="url"
                fullWidth
                placeholder="https://"
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            name="logoUrl"
            control={control}
            render={({ field, fieldState }) => (
              <ImageUploadField
                label="Logo"
                required
                bucket="partner-logos"
                shape="logo"
                value={field.value ?? ''}
                onChange={field.onChange}
                error={fieldState.error ? 'Envie o logo do parceiro.' : undefined}
              />
            )}
          />
          <Controller
            name="bannerImageUrl"
            control={control}
            render={({ field }) => (
              <ImageUploadField label="Banner" bucket="partner-banners" shape="banner" value={field.value ?? ''} onChange={field.onChange} />
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={formState.isSubmitting}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={formState.isSubmitting}>
          {partner ? 'Salvar alterações' : 'Adicionar parceiro'}
        </Button>
      </DialogActions>
    </Box>
  );
}
