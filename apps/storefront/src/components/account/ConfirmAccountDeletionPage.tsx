import { useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { ACCOUNT_DELETION_HOURS, REQUEST_MESSAGES, type AccountDeletionStatus } from '@oneboss/domain';
import { loadAuthRuntime } from '../../auth/auth-store';
import { StaticPage } from '../static/StaticPage';

const OUTCOME_TEXT: Record<AccountDeletionStatus, { title: string; text: string }> = {
  requested: { title: 'Solicitação recebida', text: 'Abra o link mais recente que enviamos para o seu e-mail.' },
  confirmed: {
    title: 'Solicitação confirmada',
    text: `Sua conta será excluída em até ${ACCOUNT_DELETION_HOURS} horas. Você receberá um e-mail quando a exclusão for concluída.`,
  },
  processed: { title: 'Conta excluída', text: 'Esta solicitação já foi atendida: a conta foi excluída.' },
  rejected: { title: 'Solicitação recusada', text: 'Esta solicitação foi recusada. Fale com nosso encarregado de dados para saber o motivo.' },
};

type Outcome = { status: AccountDeletionStatus } | { error: string };

/**
 * Where the mailed link lands (/cancelar/confirmar?token=...). Confirming takes a click, not the
 * page load: mail scanners open links by themselves, and a request must be confirmed by its holder.
 */
export function ConfirmAccountDeletionPage({ token }: { token: string }) {
  const [sending, setSending] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  async function confirm() {
    setSending(true);
    try {
      setOutcome({ status: await (await loadAuthRuntime()).confirmAccountDeletion(token) });
    } catch (refusal) {
      const text = (refusal as { userMessage?: unknown } | null)?.userMessage;
      setOutcome({ error: typeof text === 'string' && text ? text : REQUEST_MESSAGES.genericError });
    } finally {
      setSending(false);
    }
  }

  const done = outcome && 'status' in outcome ? OUTCOME_TEXT[outcome.status] : null;
  return (
    <StaticPage
      title="Confirmar exclusão da conta"
      lead="Falta um passo: confirme que você quer excluir a conta OneBoss ligada ao e-mail que recebeu este link. Depois de processada, a exclusão não pode ser desfeita."
    >
      <Stack gap={5} align={{ base: 'stretch', sm: 'flex-start' }}>
        {done ? (
          <Box role="status" borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 5, md: 6 }}>
            <Text fontWeight="semibold" fontSize="lg" mb={1}>
              {done.title}
            </Text>
            <Text color="fg.muted">{done.text}</Text>
          </Box>
        ) : (
          <Button colorPalette="red" size="lg" onClick={() => void confirm()} loading={sending} loadingText="Confirmando...">
            Confirmar exclusão da conta
          </Button>
        )}
        {outcome && 'error' in outcome ? (
          <Text role="alert" color="fg.error">
            {outcome.error}
          </Text>
        ) : null}
        <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
          {outcome && 'error' in outcome ? (
            <Button asChild variant="outline">
              <Link to="/cancelar">Pedir a exclusão novamente</Link>
            </Button>
          ) : null}
          <Button asChild variant="ghost">
            <Link to="/">Voltar para a loja</Link>
          </Button>
        </Stack>
      </Stack>
    </StaticPage>
  );
}
