import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { AUTH_MESSAGES, FIELD_MAX_LENGTHS, signUpSchema } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { toaster } from '../ui/Toaster';
import { FormField } from './FormField';
import { toastAuthError } from './auth-feedback';
import { Input } from '../ui/Input';
import { PasswordRules } from './PasswordRules';
import { StateSelect } from './StateSelect';
import { WhatsappInput } from './WhatsappInput';

interface SignUpFormProps {
  /** Where the confirmation e-mail's link should land. */
  confirmationUrl: string;
  /** `needsConfirmation`: no session until the e-mailed link is followed. */
  onSignedUp: (result: { needsConfirmation: boolean }) => void;
}

/** Sign-up with the profile fields (full name, WhatsApp, state); the profiles row is written by libs/data. */
export function SignUpForm({ confirmationUrl, onSignedUp }: SignUpFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: { fullName: '', whatsapp: '', estado: '', email: '', password: '' },
  });

  const limits = FIELD_MAX_LENGTHS.profiles;

  const submit = handleSubmit(async (values) => {
    let needsConfirmation: boolean;
    try {
      const runtime = await loadAuthRuntime();
      ({ needsConfirmation } = await runtime.signUp(values, confirmationUrl));
    } catch (error) {
      toastAuthError(error);
      return;
    }
    toaster.create({ type: 'success', ...AUTH_MESSAGES.signUpSuccess });
    onSignedUp({ needsConfirmation });
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Criar conta">
      <Stack gap={4}>
        <FormField label="Nome completo" required error={errors.fullName?.message} count={{ length: watch('fullName').length, max: limits.full_name }}>
          <Input autoComplete="name" maxLength={limits.full_name} {...register('fullName')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <FormField label="WhatsApp" required error={errors.whatsapp?.message} count={{ length: watch('whatsapp').length, max: limits.whatsapp }}>
            <WhatsappInput maxLength={limits.whatsapp} {...register('whatsapp')} />
          </FormField>
          <FormField label="Estado" required error={errors.estado?.message}>
            <StateSelect {...register('estado')} />
          </FormField>
        </SimpleGrid>
        <FormField label="E-mail" required error={errors.email?.message}>
          <Input type="email" autoComplete="email" inputMode="email" {...register('email')} />
        </FormField>
        <FormField label="Senha" required error={errors.password?.message}>
          <Input type="password" autoComplete="new-password" {...register('password')} />
        </FormField>
        <PasswordRules password={watch('password')} />
        <Button type="submit" size="lg" loading={isSubmitting} loadingText="Criando conta...">
          Criar conta
        </Button>
      </Stack>
    </chakra.form>
  );
}
