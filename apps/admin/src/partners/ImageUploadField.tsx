import { useId, useRef, useState } from 'react';
import { Alert, Box, Button, CircularProgress, FormHelperText, Stack, Typography } from '@mui/material';
import UploadIcon from '@mui/icons-material/UploadFile';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { ALLOWED_IMAGE_MIME_TYPES } from '@oneboss/domain';
import type { PartnerBucket } from '@oneboss/data';
import { useDataProvider } from 'react-admin';
import type { PartnerMethods } from '../providers/partnersDataProvider';
import { errorText } from '../shared/errorText';
import { SIGNATURE_BYTES, checkPartnerImage } from './partnerImageCheck';

interface ImageUploadFieldProps {
  label: string;
  required?: boolean;
  bucket: PartnerBucket;
  value: string;
  onChange: (url: string) => void;
  error?: string;
  /** How the preview is framed: a logo is contained, a banner fills a wide box. */
  shape: 'logo' | 'banner';
}

/** Picks an image, checks it (rules and magic bytes), uploads it to `bucket` and hands back its public URL. */
export function ImageUploadField({ label, required = false, bucket, value, onChange, error, shape }: ImageUploadFieldProps) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [uploadError, setUploadError] = useState<string | null>(null);
  const dataProvider = useDataProvider<ReturnType<typeof useDataProvider> & PartnerMethods>();

  const upload = async (file: File) => {
    setUploadError(null);
    const head = new Uint8Array(await file.slice(0, SIGNATURE_BYTES).arrayBuffer());
    const check = checkPartnerImage(file, head);
    if (!check.ok) {
      setUploadError(check.message);
      return;
    }
    setUploading(true);
    try {
      onChange((await dataProvider.uploadPartnerImage('partners', { bucket, file, type: check.type })).data);
    } catch (failure) {
      setUploadError(errorText(failure));
    } finally {
      setUploading(false);
    }
  };

  return (
    <Stack spacing={1}>
      <Typography variant="subtitle2" component="label" htmlFor={inputId}>
        {required ? `${label} *` : label}
      </Typography>
      {value && (
        <Box
          component="img"
          src={value}
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
          startIcon={uploading ? <CircularProgress size={16} /> : <UploadIcon />}
          disabled={uploading}
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
            if (file) void upload(file);
          }}
        />
        {value && (
          <Button color="error" startIcon={<DeleteIcon />} disabled={uploading} onClick={() => onChange('')} aria-label={`Remover imagem (${label})`}>
            Remover
          </Button>
        )}
      </Stack>
      <FormHelperText>PNG, JPEG ou WebP, até 5 MB.</FormHelperText>
      {error && <FormHelperText error>{error}</FormHelperText>}
      {uploadError && (
        <Alert severity="error" onClose={() => setUploadError(null)}>
          {uploadError}
        </Alert>
      )}
    </Stack>
  );
}
