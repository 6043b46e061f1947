import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, chakra } from '@chakra-ui/react';
import { newPasswordSchema } from '@oneboss/domain';
import { DataError } from '@oneboss/data/catalogue';
import { loadAuthRuntime } from '../../auth/auth-store';
import { FormField } from '../auth/FormField';
import { PasswordInput } from '../auth/PasswordInput';
import { PasswordRules } from '../auth/PasswordRules';
import { toastAuthError } from '../auth/auth-feedback';
import { toaster } from '../ui/Toaster';

/** Refusals about the password itself: shown under the field, the form stays. */
const PASSWORD_REFUSALS = new Set(['weak_password', 'same_password']);

/** Segurança: a new password, typed twice, with its rules shown as it is typed. */
export function ChangePasswordForm() {
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(newPasswordSchema), defaultValues: { password: '', confirmation: '' } });

  const submit = handleSubmit(async ({ password }) => {
    try {
      await (await loadAuthRuntime()).updatePassword(password);
    } catch (error) {
      if (error instanceof DataError && PASSWORD_REFUSALS.has(error.code)) setError('password', { message: error.userMessage }, { shouldFocus: true });
      else toastAuthError(error);
      return;
    }
    reset();
    toaster.create({ type: 'success', title: 'Senha alterada', description: 'Use a nova senha na próxima vez que entrar.' });
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Alterar senha">
      <Stack gap={4}>
        <FormField label="Nova senha" required error={errors.password?.message}>
          <PasswordInput revealLabel="Mostrar nova senha" autoComplete="new-password" {...register('password')} />
        </FormField>
        <PasswordRules password={watch('password')} />
        <FormField label="Confirme a nova senha" required error={errors.confirmation?.message}>
          <PasswordInput revealLabel="Mostrar confirmação da senha" autoComplete="new-password" {...register('confirmation')} />
        </FormField>
        <Button type="submit" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={isSubmitting} loadingText="Salvando...">
          Alterar senha
        </Button>
      </Stack>
    </chakra.form>
  );
}
