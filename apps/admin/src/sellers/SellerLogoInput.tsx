import { useId } from 'react';
import { Alert, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { ALLOWED_IMAGE_MIME_TYPES } from '@oneboss/domain';
import { useInput } from 'react-admin';
import { isPickedImage, type PickedImage } from '../providers/pickedImage';
import { useImagePicker } from '../partners/useImagePicker';
import { sellerLogoUrl } from '@oneboss/data/catalogue';
import { env } from '../providers/env';

/** The seller-logos bucket takes files up to 2 MB. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The seller's logo: a stored object path, '' for none, or a picked file (stored by the data provider on save). */
export function SellerLogoInput() {
  const inputId = useId();
  const { field } = useInput<string | PickedImage>({ source: 'logoPath' });
  const value = field.value ?? '';
  const preview = isPickedImage(value) ? value.src : value ? sellerLogoUrl(env.supabaseUrl, value) : '';
  const onChange = field.onChange;
  const { input, pickError, pick, dismissError } = useImagePicker(value, onChange, { maxBytes: MAX_LOGO_BYTES, tooLargeText: 'O logo pode ter no máximo 2 MB.' });

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="label" htmlFor={inputId}>
        Logo
      </Typography>
      {preview && (
        <Box component="img" src={preview} alt="Pré-visualização do logo" sx={{ width: 96, height: 96, objectFit: 'contain', borderRadius: 1, border: 1, borderColor: 'divider' }} />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Button variant="outlined" onClick={() => input.current?.click()}>
          {value ? 'Trocar logo' : 'Enviar logo'}
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
          <Button color="error" onClick={() => onChange('')}>
            Remover
          </Button>
        )}
      </Stack>
      <FormHelperText>PNG, JPEG ou WebP, até 2 MB; quadrado de preferência.</FormHelperText>
      {pickError && (
        <Alert severity="error" onClose={dismissError}>
          {pickError}
        </Alert>
      )}
    </Stack>
  );
}
