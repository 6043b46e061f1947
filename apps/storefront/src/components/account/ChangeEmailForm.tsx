import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Box, Button, Stack, Text, chakra } from '@chakra-ui/react';
import { changeEmailSchema } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { env } from '../../env';
import { FormField } from '../auth/FormField';
import { toastAuthError } from '../auth/auth-feedback';
import { Input } from '../ui/Input';

/**
 * Segurança: a new e-mail address. The auth server mails a confirmation link to it (hosted also
 * to the current one) and the account keeps its address until the link is followed.
 */
export function ChangeEmailForm({ currentEmail }: { currentEmail: string | null }) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    try {
      await (await loadAuthRuntime()).changeEmail(email, `${env.siteUrl}/perfil/seguranca`);
    } catch (error) {
      toastAuthError(error);
      return;
    }
    setSentTo(email);
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Alterar e-mail">
      <Stack gap={4}>
        {currentEmail ? (
          <Text color="fg.muted">
            E-mail atual: <strong>{currentEmail}</strong>
          </Text>
        ) : null}
        <FormField label="Novo e-mail" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        {sentTo ? (
          <Box role="status" borderWidth="1px" borderColor="border.success" bg="bg.success" borderRadius="md" px={4} py={3}>
            <Text fontWeight="semibold">Confirme o novo e-mail</Text>
            <Text fontSize="sm" mt={1}>
              Enviamos um link para {sentTo}. O e-mail da sua conta só muda depois que você seguir esse link.
            </Text>
          </Box>
        ) : null}
        <Button type="submit" size="lg" variant="outline" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={isSubmitting} loadingText="Enviando...">
          Enviar link de confirmação
        </Button>
      </Stack>
    </chakra.form>
  );
}
