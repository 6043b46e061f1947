import { Button, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Controller, useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';

interface AttributeFormProps {
  schema: z.ZodType<{ name: string }, { name: string }>;
  onSubmit: (name: string) => Promise<boolean>;
}

/** Inline add form of the Valores column: one attribute name. */
export function AttributeForm({ schema, onSubmit }: AttributeFormProps) {
  const { control, handleSubmit, reset, formState } = useForm<{ name: string }>({
    resolver: zodResolver(schema),
    defaultValues: { name: '' },
  });

  const submit = handleSubmit(async ({ name }) => {
    if (await onSubmit(name)) reset({ name: '' });
  });

  return (
    <Stack component="form" noValidate direction="row" spacing={1} alignItems="flex-start" onSubmit={submit}>
      <Controller
        name="name"
        control={control}
        render={({ field, fieldState }) => (
          <TextField
            {...field}
            size="small"
            fullWidth
            label="Novo valor"
            disabled={formState.isSubmitting}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
          />
        )}
      />
      <Button type="submit" variant="contained" startIcon={<AddIcon />} disabled={formState.isSubmitting} sx={{ flexShrink: 0, height: 40 }}>
        Adicionar
      </Button>
    </Stack>
  );
}
