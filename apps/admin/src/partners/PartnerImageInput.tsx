import { useId } from 'react';
import { Alert, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { ALLOWED_IMAGE_MIME_TYPES } from '@oneboss/domain';
import { useInput } from 'react-admin';
import { useImagePicker } from './useImagePicker';
import { isPickedImage } from '../providers/pickedImage';
import type { PartnerImageValue } from './partnerFormSchema';

interface PartnerImageInputProps {
  source: 'logoUrl' | 'bannerImageUrl';
  label: string;
  required?: boolean;
  /** Shown when the form refuses the field (a required logo missing). */
  missingText?: string;
  /** How the preview is framed: a logo is contained, a banner fills a wide box. */
  shape: 'logo' | 'banner';
}

/**
 * A partner's logo or banner: picks an image and checks it (rules and magic bytes); the form holds
 * the file with a local preview, and the data provider stores it when the partner is saved.
 */
export function PartnerImageInput({ source, label, required = false, missingText, shape }: PartnerImageInputProps) {
  const inputId = useId();
  const { field, fieldState } = useInput<PartnerImageValue>({ source, isRequired: required });
  const value: PartnerImageValue = field.value ?? '';
  const preview = isPickedImage(value) ? value.src : value;
  const onChange = field.onChange;
  const { input, pickError, pick, dismissError } = useImagePicker(value, onChange);

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="label" htmlFor={inputId}>
        {required ? `${label} *` : label}
      </Typography>
      {preview && (
        <Box
          component="img"
          src={preview}
          alt={`Pré-visualização: ${label}`}
          sx={{
            width: shape === 'logo' ? 160 : '100%',
            height: shape === 'logo' ? 80 : 120,
            objectFit: shape === 'logo' ? 'contain' : 'cover',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'grey.50',
          }}
        />
      )}
      <Stack direction="row" spacing={1} alignItems="center">
        <Button
          variant="outlined"
          startIcon={<UploadIcon />}
          onClick={() => input.current?.click()}
          aria-label={`${value ? 'Trocar imagem' : 'Enviar imagem'} (${label})`}
        >
          {value ? 'Trocar imagem' : 'Enviar imagem'}
        </Button>
        <input
          ref={input}
          id={inputId}
          hidden
          type="file"
          accept={ALLOWED_IMAGE_MIME_TYPES.join(',')}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void pick(file);
          }}
        />
        {value && (
          <Button color="error" startIcon={<DeleteIcon />} onClick={() => onChange('')} aria-label={`Remover imagem (${label})`}>
            Remover
          </Button>
        )}
      </Stack>
      <FormHelperText>PNG, JPEG ou WebP, até 5 MB.</FormHelperText>
      {fieldState.error && missingText && <FormHelperText error>{missingText}</FormHelperText>}
      {pickError && (
        <Alert severity="error" onClose={dismissError}>
          {pickError}
        </Alert>
      )}
    </Stack>
  );
}
