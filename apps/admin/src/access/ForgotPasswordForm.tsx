import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { AUTH_MESSAGES, forgotPasswordSchema, type ForgotPasswordInput } from '@oneboss/domain';
import { authProvider } from '../providers/authProvider';
import { env } from '../providers/env';

/** Sends the password-reset e-mail; the link brings the user back to the panel. */
export function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);
  const { register, handleSubmit, formState } = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: env.adminDefaultEmail },
  });

  const onSubmit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      await authProvider.resetPassword({ email });
      setOutcome('sent');
    } catch {
      setOutcome('failed');
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Recuperar senha">
      <Typography variant="h6" component="h2">
        Recuperar senha
      </Typography>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="email"
        {...register('email')}
        error={Boolean(formState.errors.email)}
        helperText={formState.errors.email?.message}
      />
      {outcome === 'sent' && <Alert severity="success">{AUTH_MESSAGES.resetSent}</Alert>}
      {outcome === 'failed' && <Alert severity="error">{AUTH_MESSAGES.resetFailed}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Enviando...' : 'Enviar link de recuperação'}
      </Button>
      <Link component="button" type="button" onClick={onBack} sx={{ alignSelf: 'center' }}>
        Voltar para o login
      </Link>
    </Stack>
  );
}
