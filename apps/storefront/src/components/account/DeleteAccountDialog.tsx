import { useRef, useState, type FormEvent } from 'react';
import { Button, CloseButton, Dialog, Portal, Text, chakra } from '@chakra-ui/react';
import { dialogSlotRecipe } from '@chakra-ui/react/theme';
import { useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_DELETION_HOURS, ACCOUNT_DELETION_MESSAGES, REQUEST_MESSAGES, accountDeletionSchema } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { toaster } from '../ui/Toaster';
import { ACCOUNT_DELETION_REQUESTS_KEY } from './use-account-deletion-requests';
import { FormField } from '../auth/FormField';
import { Input } from '../ui/Input';

interface DeleteAccountDialogProps {
  /** The signed-in user's e-mail, offered as the starting value. */
  defaultEmail?: string | null;
}

/** The text of a refusal: libs/data's pt-BR message, else the generic one. */
function refusalText(error: unknown): string {
  const text = (error as { userMessage?: unknown } | null)?.userMessage;
  return typeof text === 'string' && text ? text : REQUEST_MESSAGES.genericError;
}

/**
 * The confirm step of /cancelar: records the request and has the server mail its confirmation
 * link. Focus goes to the e-mail field on open and back to the trigger on close.
 */
export function DeleteAccountDialog({ defaultEmail }: DeleteAccountDialogProps) {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [sending, setSending] = useState(false);
  const emailInput = useRef<HTMLInputElement>(null);
  const queryClient = useQueryClient();

  function handleOpenChange(next: boolean) {
    setOpen(next);
    setError(undefined);
    setEmail(next ? (defaultEmail ?? '') : '');
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    const parsed = accountDeletionSchema.safeParse({ email });
    if (!parsed.success) {
      setError(ACCOUNT_DELETION_MESSAGES.invalidEmail.description);
      toaster.create({ type: 'error', ...ACCOUNT_DELETION_MESSAGES.invalidEmail });
      emailInput.current?.focus();
      return;
    }
    setSending(true);
    try {
      await (await loadAuthRuntime()).requestAccountDeletion(parsed.data.email);
    } catch (refusal) {
      const text = refusalText(refusal);
      setError(text);
      toaster.create({ type: 'error', title: 'Não foi possível enviar a solicitação', description: text });
      emailInput.current?.focus();
      return;
    } finally {
      setSending(false);
    }
    toaster.create({ type: 'success', ...ACCOUNT_DELETION_MESSAGES.sent });
    void queryClient.invalidateQueries({ queryKey: [ACCOUNT_DELETION_REQUESTS_KEY] });
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
                  Enviaremos um link de confirmação para esse e-mail; a exclusão só acontece depois que você o abrir.
                </Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button variant="outline">Voltar</Button>
                </Dialog.ActionTrigger>
                <Button type="submit" colorPalette="red" loading={sending} loadingText="Enviando...">
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
