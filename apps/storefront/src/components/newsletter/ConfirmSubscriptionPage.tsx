import { useState } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { DataError, MESSAGES, confirmNewsletterSubscription } from '@oneboss/data/catalogue';
import { catalogueDb } from '../../queries/catalogue-db';
import { StaticPage } from '../static/StaticPage';

type Outcome = 'confirmed' | 'invalid' | { error: string };

const TOKEN = /^[0-9a-f]{64}$/;

/**
 * Where the newsletter's confirmation mail leads (/newsletter/confirmar?token=...), no sign-in
 * needed. Confirming takes a click, not the page load: mail scanners open links by themselves.
 */
export function ConfirmSubscriptionPage({ token }: { token: string }) {
  const [sending, setSending] = useState(false);
  // A link that cannot be a token is answered at once, already in the server's HTML.
  const [outcome, setOutcome] = useState<Outcome | null>(() => (TOKEN.test(token) ? null : 'invalid'));

  async function confirm() {
    setSending(true);
    try {
      setOutcome((await confirmNewsletterSubscription(catalogueDb, token)) ? 'confirmed' : 'invalid');
    } catch (error) {
      setOutcome({ error: error instanceof DataError ? error.userMessage : MESSAGES.unknown });
    } finally {
      setSending(false);
    }
  }

  if (outcome === 'confirmed') {
    return (
      <StaticPage title="Inscrição confirmada">
        <Stack gap={5} align={{ base: 'stretch', sm: 'flex-start' }}>
          <Text role="status" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            Pronto: este e-mail passa a receber a newsletter da OneBoss. Cada edição traz um link para cancelar a inscrição
            quando quiser.
          </Text>
          <HomeLink />
        </Stack>
      </StaticPage>
    );
  }
  if (outcome === 'invalid') {
    return (
      <StaticPage title="Link inválido ou já usado">
        <Stack gap={5} align={{ base: 'stretch', sm: 'flex-start' }}>
          <Text role="status" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            Este link de confirmação não é válido, expirou ou já foi usado. Para receber a newsletter, inscreva-se de novo no
            rodapé do site e abra o link do e-mail mais recente.
          </Text>
          <HomeLink />
        </Stack>
      </StaticPage>
    );
  }
  return (
    <StaticPage title="Confirmar inscrição na newsletter" lead="Confirme para receber a newsletter da OneBoss no e-mail que recebeu este link.">
      <Stack gap={5} align={{ base: 'stretch', sm: 'flex-start' }}>
        <Button size="lg" onClick={() => void confirm()} loading={sending} loadingText="Confirmando...">
          Confirmar inscrição
        </Button>
        {outcome ? (
          <Box role="alert" color="fg.error">
            {outcome.error}
          </Box>
        ) : null}
        <HomeLink />
      </Stack>
    </StaticPage>
  );
}

function HomeLink() {
  return (
    <Button asChild variant="ghost">
      <Link to="/">Voltar para a loja</Link>
    </Button>
  );
}
