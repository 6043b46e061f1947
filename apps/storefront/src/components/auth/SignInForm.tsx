import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AUTH_MESSAGES, signInSchema } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { toaster } from '../ui/Toaster';
import { FormField } from './FormField';
import { toastAuthError } from './auth-feedback';
import { Input } from '../ui/Input';

/** E-mail and password sign-in; `onSignedIn` takes the visitor on to where they were going. */
export function SignInForm({ onSignedIn }: { onSignedIn: () => void }) {
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(signInSchema), defaultValues: { email: '', password: '' } });

  const submit = handleSubmit(async (values) => {
    try {
      const runtime = await loadAuthRuntime();
      await runtime.signIn(values);
    } catch (error) {
      toastAuthError(error);
      return;
    }
    toaster.create({ type: 'success', ...AUTH_MESSAGES.loginSuccess });
    onSignedIn();
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Entrar">
      <Stack gap={4}>
        <FormField label="E-mail" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Senha" required error={errors.password?.message}>
          <Input type="password" autoComplete="current-password" {...register('password')} />
        </FormField>
        <Box textAlign="end" fontSize="sm">
          <Box asChild color="gold.fg" textDecoration="underline">
            <Link to="/recuperar-senha">Esqueceu sua senha?</Link>
          </Box>
        </Box>
        <Button type="submit" size="lg" loading={isSubmitting} loadingText="Entrando...">
          Entrar
        </Button>
      </Stack>
    </chakra.form>
  );
}
