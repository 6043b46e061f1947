import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Container, Heading, Stack, Text, chakra } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { AUTH_MESSAGES, forgotPasswordSchema } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { FormField } from './FormField';
import { Input } from '../ui/Input';

/** /recuperar-senha: sends the password-reset e-mail and says whether it went. */
export function PasswordRecoveryPage() {
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    try {
      const runtime = await loadAuthRuntime();
      await runtime.resetPassword(email, `${window.location.origin}/redefinir-senha`);
      setResult({ ok: true, text: AUTH_MESSAGES.resetSent });
    } catch {
      setResult({ ok: false, text: AUTH_MESSAGES.resetFailed });
    }
  });

  return (
    <Container maxW="md" py={{ base: 6, md: 14 }} px={{ base: 4, md: 6 }}>
      <Stack gap={6}>
        <Box textAlign="center">
          <Heading as="h1" size="2xl" mb={2}>
            Recuperar senha
          </Heading>
          <Text color="fg.muted">Informe o e-mail da sua conta. Enviaremos um link para você criar uma nova senha.</Text>
        </Box>
        <chakra.form onSubmit={submit} noValidate aria-label="Recuperar senha">
          <Stack gap={4}>
            <FormField label="E-mail" required error={errors.email?.message}>
              <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
            </FormField>
            <Button type="submit" size="lg" loading={isSubmitting} loadingText="Enviando...">
              Enviar link
            </Button>
          </Stack>
        </chakra.form>
        <Text role="status" textAlign="center" color={result?.ok === false ? 'red.300' : 'fg'} minH="1.5rem">
          {result?.text ?? ''}
        </Text>
        <Box textAlign="center">
          <Box asChild color="gold.fg" textDecoration="underline">
            <Link to="/login">Voltar para o login</Link>
          </Box>
        </Box>
      </Stack>
    </Container>
  );
}
