import { useEffect, useId, useRef, useState } from 'react';
import { Alert, Box, Button, FormHelperText, Stack, Typography } from '@mui/material';
import { ALLOWED_IMAGE_MIME_TYPES } from '@oneboss/domain';
import { useInput } from 'react-admin';
import { isPickedImage, type PickedImage } from '../providers/pickedImage';
import { SIGNATURE_BYTES, checkPartnerImage } from '../partners/partnerImageCheck';
import { sellerLogoUrl } from '@oneboss/data/catalogue';
import { env } from '../providers/env';

/** The seller-logos bucket takes files up to 2 MB. */
const MAX_LOGO_BYTES = 2 * 1024 * 1024;

/** The seller's logo: a stored object path, '' for none, or a picked file (stored by the data provider on save). */
export function SellerLogoInput() {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [pickError, setPickError] = useState<string | null>(null);
  const { field } = useInput<string | PickedImage>({ source: 'logoPath' });
  const value = field.value ?? '';
  const preview = isPickedImage(value) ? value.src : value ? sellerLogoUrl(env.supabaseUrl, value) : '';
  const onChange = field.onChange;

  useEffect(() => (isPickedImage(value) ? () => URL.revokeObjectURL(value.src) : undefined), [value]);

  const pick = async (file: File) => {
    setPickError(null);
    if (file.size > MAX_LOGO_BYTES) {
      setPickError('O logo pode ter no máximo 2 MB.');
      return;
    }
    const check = checkPartnerImage(file, new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer()));
    if (!check.ok) {
      setPickError(check.message);
      return;
    }
    onChange({ rawFile: file, type: check.type, src: URL.createObjectURL(file) });
  };

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
        <Alert severity="error" onClose={() => setPickError(null)}>
          {pickError}
        </Alert>
      )}
    </Stack>
  );
}
