import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Container, Heading, Spinner, Stack, Text, chakra } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { AUTH_MESSAGES, newPasswordSchema } from '@oneboss/domain';
import { DataError } from '@oneboss/data/catalogue';
import { loadAuthRuntime } from '../../auth/auth-store';
import { readRecoveryLink } from '../../auth/recovery-link';
import { useAuth } from '../../auth/use-auth';
import { toaster } from '../ui/Toaster';
import { FormField } from './FormField';
import { PasswordInput } from './PasswordInput';
import { PasswordRules } from './PasswordRules';
import { toastAuthError } from './auth-feedback';

/** Refusals about the password itself: shown under the field, the form stays. */
const PASSWORD_REFUSALS = new Set(['weak_password', 'same_password']);

/**
 * /redefinir-senha, where the password-reset e-mail leads: the link signs the user in
 * (PASSWORD_RECOVERY) and this screen takes the new password, then goes on to /perfil.
 * A refused link arrives with `#error_description=...` and gets the way to ask for a new one.
 */
export function PasswordResetPage() {
  const auth = useAuth();
  // Read once on arrival: auth-js clears the fragment as soon as it has taken the session from it.
  const [link] = useState(() => readRecoveryLink(window.location.hash));
  const [linkExpired, setLinkExpired] = useState(false);

  useEffect(() => {
    if (link.kind === 'refused') console.warn('Password-reset link refused', link.code, link.reason);
  }, [link]);

  const refused = link.kind === 'refused' || linkExpired || auth.status === 'signed-out';
  return (
    <Container maxW="md" py={{ base: 6, md: 14 }} px={{ base: 4, md: 6 }}>
      {refused ? (
        <InvalidLink loadFailed={auth.lastEvent === 'LOAD_FAILED'} />
      ) : auth.status === 'loading' ? (
        <Box display="flex" justifyContent="center" gap={3} role="status" py={10}>
          <Spinner color="gold.solid" />
          <Text>Verificando o link...</Text>
        </Box>
      ) : (
        <NewPasswordForm email={auth.user?.email ?? null} onLinkExpired={() => setLinkExpired(true)} />
      )}
    </Container>
  );
}

function NewPasswordForm({ email, onLinkExpired }: { email: string | null; onLinkExpired: () => void }) {
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    watch,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmation: '' } });

  const submit = handleSubmit(async ({ password }) => {
    try {
      const runtime = await loadAuthRuntime();
      await runtime.updatePassword(password);
    } catch (error) {
      if (error instanceof DataError && PASSWORD_REFUSALS.has(error.code)) setError('password', { message: error.userMessage }, { shouldFocus: true });
      else if (error instanceof DataError && error.userMessage === AUTH_MESSAGES.recoveryLinkInvalid) onLinkExpired();
      else toastAuthError(error);
      return;
    }
    toaster.create({ type: 'success', ...AUTH_MESSAGES.passwordUpdated });
    void navigate({ to: '/perfil', replace: true });
  });

  return (
    <Stack gap={6}>
      <Box textAlign="center">
        <Heading as="h1" size="2xl" mb={2}>
          Criar nova senha
        </Heading>
        <Text color="fg.muted">
          {email ? (
            <>
              Escolha a nova senha da conta <chakra.strong color="fg">{email}</chakra.strong>.
            </>
          ) : (
            'Escolha a nova senha da sua conta.'
          )}
        </Text>
      </Box>
      <chakra.form onSubmit={submit} noValidate aria-label="Criar nova senha">
        <Stack gap={4}>
          <FormField label="Nova senha" required error={errors.password?.message}>
            <PasswordInput autoComplete="new-password" revealLabel="Mostrar nova senha" {...register('password')} />
          </FormField>
          <PasswordRules password={watch('password')} />
          <FormField label="Confirme a nova senha" required error={errors.confirmation?.message}>
            <PasswordInput autoComplete="new-password" revealLabel="Mostrar confirmação da senha" {...register('confirmation')} />
          </FormField>
          <Button type="submit" size="lg" loading={isSubmitting} loadingText="Salvando...">
            Salvar nova senha
          </Button>
        </Stack>
      </chakra.form>
    </Stack>
  );
}

function InvalidLink({ loadFailed }: { loadFailed: boolean }) {
  return (
    <Stack gap={6} textAlign="center">
      <Heading as="h1" size="2xl">
        {loadFailed ? 'Não foi possível abrir esta página' : 'Link inválido ou expirado'}
      </Heading>
      <Text color="fg.muted">{loadFailed ? AUTH_MESSAGES.genericError : AUTH_MESSAGES.recoveryLinkInvalid}</Text>
      <Button asChild size="lg">
        <Link to="/recuperar-senha">Solicitar novo link</Link>
      </Button>
      <Box>
        <Box asChild color="gold.fg" textDecoration="underline">
          <Link to="/login">Voltar para o login</Link>
        </Box>
      </Box>
    </Stack>
  );
}
