import { useState } from 'react';
import { Box, Button, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { DataError, MESSAGES, unsubscribeNewsletter } from '@oneboss/data/catalogue';
import { isUuid } from '@oneboss/domain';
import { catalogueDb } from '../../queries/catalogue-db';
import { StaticPage } from '../static/StaticPage';
import { CONTACT_INFO } from '../static/contact-info';

type Outcome = 'unsubscribed' | 'invalid' | { error: string };

/**
 * Where a newsletter e-mail's unsubscribe link lands (/descadastrar?token=...), no sign-in needed.
 * Unsubscribing takes a click, not the page load: mail scanners open links by themselves.
 */
export function UnsubscribePage({ token }: { token: string }) {
  const [sending, setSending] = useState(false);
  // A link that cannot be a token is answered at once, already in the server's HTML.
  const [outcome, setOutcome] = useState<Outcome | null>(() => (isUuid(token) ? null : 'invalid'));

  async function unsubscribe() {
    setSending(true);
    try {
      setOutcome((await unsubscribeNewsletter(catalogueDb, token)) ? 'unsubscribed' : 'invalid');
    } catch (error) {
      setOutcome({ error: error instanceof DataError ? error.userMessage : MESSAGES.unknown });
    } finally {
      setSending(false);
    }
  }

  if (outcome === 'unsubscribed') {
    return (
      <StaticPage title="Inscrição cancelada">
        <Stack gap={5} align={{ base: 'stretch', sm: 'flex-start' }}>
          <Text role="status" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            Pronto: este e-mail não receberá mais a newsletter da OneBoss. Se mudar de ideia, é só se inscrever de novo no
            rodapé do site.
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
            Este link de descadastro não é válido ou já foi usado (cada link funciona uma vez). Se você ainda recebe a
            newsletter, use o link do e-mail mais recente ou escreva para{' '}
            <ChakraLink href={`mailto:${CONTACT_INFO.privacyEmail}`} color="fg" textDecoration="underline">
              {CONTACT_INFO.privacyEmail}
            </ChakraLink>
            .
          </Text>
          <HomeLink />
        </Stack>
      </StaticPage>
    );
  }
  return (
    <StaticPage title="Cancelar inscrição na newsletter" lead="Confirme para deixar de receber a newsletter da OneBoss no e-mail que recebeu este link.">
      <Stack gap={5} align={{ base: 'stretch', sm: 'flex-start' }}>
        <Button size="lg" onClick={() => void unsubscribe()} loading={sending} loadingText="Cancelando...">
          Cancelar inscrição
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
