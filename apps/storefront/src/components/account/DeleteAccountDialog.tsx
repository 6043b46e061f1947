import { useRef, useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Portal, Text, chakra } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { ACCOUNT_DELETION_HOURS, ACCOUNT_DELETION_MESSAGES, accountDeletionSchema } from '@oneboss/domain';
import { toaster } from '../ui/toaster';
import { FormField } from '../auth/FormField';
import { Input } from '../ui/input';

interface DeleteAccountDialogProps {
  /** The signed-in user's e-mail, offered as the starting value. */
  defaultEmail?: string | null;
}

/**
 * The confirm step of /cancelar. Focus goes to the e-mail field on open and back to the
 * trigger on close. The request itself makes no network call yet (spec §7): support handles it.
 */
export function DeleteAccountDialog({ defaultEmail }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const emailInput = useRef<HTMLInputElement>(null);

  function handleOpenChange(next: boolean) {
    setOpen(next);
    setError(undefined);
    setEmail(next ? (defaultEmail ?? '') : '');
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const parsed = accountDeletionSchema.safeParse({ email });
    if (!parsed.success) {
      setError(ACCOUNT_DELETION_MESSAGES.invalidEmail.description);
      toaster.create({ type: 'error', ...ACCOUNT_DELETION_MESSAGES.invalidEmail });
      emailInput.current?.focus();
      return;
    }
    console.info('Account deletion requested');
    toaster.create({ type: 'success', ...ACCOUNT_DELETION_MESSAGES.sent });
    handleOpenChange(false);
  }

  return (
    <Dialog.Root
      recipe={dialogSlotRecipe}
      open={open}
      onOpenChange={(details) => handleOpenChange(details.open)}
      role="alertdialog"
      initialFocusEl={() => emailInput.current}
      placement="center"
      size={{ base: 'xs', sm: 'md' }}
    >
      <Dialog.Trigger asChild>
        <Button colorPalette="red" size="lg">
          Solicitar exclusão da conta
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <chakra.form onSubmit={handleSubmit} noValidate display="contents">
              <Dialog.Header>
                <Dialog.Title>Confirmar exclusão da conta</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Dialog.Description mb={4}>
                  Informe o e-mail da conta que deve ser excluída. A exclusão é definitiva: seus dados de cadastro,
                  favoritos e histórico de atendimento serão apagados em até {ACCOUNT_DELETION_HOURS} horas após a
                  confirmação.
                </Dialog.Description>
                <FormField label="E-mail da conta" required error={error}>
                  <Input
                    ref={emailInput}
                    type="email"
                    name="email"
                    autoComplete="email"
                    value={email}
                    onChange={(event) => {
                      setEmail(event.target.value);
                      setError(undefined);
                    }}
                  />
                </FormField>
                <Text fontSize="sm" color="fg.muted" mt={3}>
                  Você receberá um e-mail de confirmação quando o processo for concluído.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Voltar</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="red">
                  Confirmar exclusão
                </Button>
              </Dialog.Footer>
            </chakra.form>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Fechar" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
