import { useState, type FormEvent } from 'react';
import { IconButton, Stack, TextField, Tooltip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { renameSchema } from '@oneboss/domain';

interface RenameFieldProps {
  initialName: string;
  label: string;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
}

/** Inline rename: Enter saves, Escape cancels, a blank name is refused before any request. */
export function RenameField({ initialName, label, saving, onSave, onCancel }: RenameFieldProps) {
  const [name, setName] = useState(initialName);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = renameSchema.safeParse({ name });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    if (parsed.data.name === initialName) onCancel();
    else onSave(parsed.data.name);
  };

  return (
    <Stack component="form" direction="row" spacing={0.5} alignItems="flex-start" onSubmit={submit} sx={{ width: '100%' }} noValidate>
      <TextField
        size="small"
        fullWidth
        autoFocus
        label={label}
        value={name}
        disabled={saving}
        error={error !== null}
        helperText={error ?? undefined}
        onChange={(event) => {
          setName(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') onCancel();
        }}
      />
      <Tooltip title="Salvar">
        <span>
          <IconButton type="submit" aria-label="Salvar" disabled={saving} color="primary">
            <CheckIcon />
          </IconButton>
        </span>
      </Tooltip>
      <Tooltip title="Cancelar">
        <span>
          <IconButton aria-label="Cancelar" disabled={saving} onClick={onCancel}>
            <CloseIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Stack>
  );
}
