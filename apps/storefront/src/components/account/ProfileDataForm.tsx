import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, SimpleGrid, Stack, chakra } from '@chakra-ui/react';
import { FIELD_MAX_LENGTHS, formatWhatsapp, profileFormSchema, type Profile } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { FormField } from '../auth/FormField';
import { StateSelect } from '../auth/StateSelect';
import { WhatsappInput } from '../auth/WhatsappInput';
import { toastAuthError } from '../auth/auth-feedback';
import { Input } from '../ui/Input';
import { toaster } from '../ui/Toaster';

/** Dados Cadastrais: the buyer's name, WhatsApp and state, saved to their profiles row. */
export function ProfileDataForm({ userId, profile }: { userId: string; profile: Profile | null }) {
  const queryClient = useQueryClient();
  const {
    register,
    handleSubmit,
    watch,
    reset,
    formState: { errors, isSubmitting, isDirty },
  } = useForm({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { fullName: profile?.fullName ?? '', whatsapp: formatWhatsapp(profile?.whatsapp ?? ''), estado: profile?.estado ?? '' },
  });
  const save = useMutation({
    mutationFn: async (values: { fullName: string; whatsapp: string; estado: string }) => (await loadAuthRuntime()).saveProfile({ id: userId, ...values }),
    onSuccess: (saved) => {
      queryClient.setQueryData(['profile', userId], saved);
      reset({ fullName: saved.fullName, whatsapp: saved.whatsapp, estado: saved.estado });
      toaster.create({ type: 'success', title: 'Dados salvos', description: 'Seu cadastro foi atualizado.' });
    },
    onError: (error) => toastAuthError(error),
  });
  const limits = FIELD_MAX_LENGTHS.profiles;

  const submit = handleSubmit(async (values) => {
    await save.mutateAsync(values).catch(() => undefined);
  });

  return (
    <chakra.form onSubmit={submit} noValidate aria-label="Dados cadastrais">
      <Stack gap={4}>
        <FormField label="Nome completo" required error={errors.fullName?.message} count={{ length: watch('fullName').length, max: limits.full_name }}>
          <Input autoComplete="name" maxLength={limits.full_name} {...register('fullName')} />
        </FormField>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap={4}>
          <FormField label="WhatsApp" required error={errors.whatsapp?.message}>
            <WhatsappInput maxLength={limits.whatsapp} {...register('whatsapp')} />
          </FormField>
          <FormField label="Estado" required error={errors.estado?.message}>
            <StateSelect {...register('estado')} />
          </FormField>
        </SimpleGrid>
        <Button type="submit" size="lg" alignSelf={{ base: 'stretch', sm: 'flex-start' }} loading={isSubmitting} loadingText="Salvando..." disabled={!isDirty}>
          Salvar alterações
        </Button>
      </Stack>
    </chakra.form>
  );
}
