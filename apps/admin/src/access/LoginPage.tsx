import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, Button, Link, Stack, TextField, Typography } from '@mui/material';
import { useLogin } from 'react-admin';
import { useRedirectIfAuthenticated } from 'ra-supabase';
import { AUTH_MESSAGES, signInSchema, type SignInInput } from '@oneboss/domain';
import { env } from '../providers/env';
import { CenteredCard } from '../ui/CenteredCard';
import { Logo } from '../ui/Logo';
import { useToast } from '../ui/toast';
import { isInvalidCredentials, loginErrorText } from './loginErrors';
import { ForgotPasswordForm } from './ForgotPasswordForm';
import { openedFromRefusedLink } from './recoveryLink';

/**
 * The panel's sign-in screen (react-admin `loginPage`), with the forgot-password form; a refused
 * password-reset link lands here with the form to ask for a new one.
 */
export function LoginPage() {
  useRedirectIfAuthenticated();
  const [mode, setMode] = useState<'login' | 'forgot'>(openedFromRefusedLink ? 'forgot' : 'login');

  return (
    <CenteredCard>
      <Stack spacing={3}>
        <Box sx={{ textAlign: 'center' }}>
          <Logo href={env.storefrontUrl} />
          <Typography component="h1" variant="h5" sx={{ mt: 1, fontWeight: 700 }}>
            Painel Administrativo
          </Typography>
        </Box>
        {openedFromRefusedLink && mode === 'forgot' && <Alert severity="warning">{AUTH_MESSAGES.recoveryLinkInvalid}</Alert>}
        {mode === 'login' ? <LoginForm onForgot={() => setMode('forgot')} /> : <ForgotPasswordForm onBack={() => setMode('login')} />}
      </Stack>
    </CenteredCard>
  );
}

function LoginForm({ onForgot }: { onForgot: () => void }) {
  const login = useLogin();
  const toast = useToast();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: env.adminDefaultEmail, password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      await login(values);
    } catch (error) {
      setFailure(loginErrorText(error));
      if (isInvalidCredentials(error)) toast(AUTH_MESSAGES.invalidCredentials, { variant: 'error' });
    }
  });

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={onSubmit} aria-label="Entrar no painel">
      <TextField
        label="E-mail"
        type="email"
        autoComplete="username"
        {...register('email')}
        error={Boolean(formState.errors.email)}
        helperText={formState.errors.email?.message ?? (env.adminDefaultEmail ? `E-mail padrão do administrador: ${env.adminDefaultEmail}` : undefined)}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        {...register('password')}
        error={Boolean(formState.errors.password)}
        helperText={formState.errors.password?.message}
      />
      {failure && <Alert severity="error">{failure}</Alert>}
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? 'Entrando...' : 'Entrar'}
      </Button>
      <Link component="button" type="button" onClick={onForgot} sx={{ alignSelf: 'center' }}>
        Esqueceu sua senha?
      </Link>
    </Stack>
  );
}
