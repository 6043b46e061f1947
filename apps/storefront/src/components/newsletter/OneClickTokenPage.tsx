import { useState, type ReactNode } from 'react';
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { DataError, MESSAGES } from '@oneboss/data/catalogue';
import { StaticPage } from '../static/StaticPage';

type Outcome = 'done' | 'invalid' | { error: string };

interface OneClickTokenPageProps {
  /** Whether the link's token has the shape the backend issues; any other is answered as invalid. */
  tokenIsWellFormed: boolean;
  /** Spends the token; false when the backend does not know it (expired or already used). */
  spend: () => Promise<boolean>;
  promptTitle: string;
  promptLead: string;
  buttonLabel: string;
  loadingText: string;
  doneTitle: string;
  doneBody: ReactNode;
  invalidBody: ReactNode;
}

/**
 * A page reached from a one-time link in an e-mail, no sign-in needed. Spending the token takes a
 * click, not the page load: mail scanners open links by themselves.
 */
export function OneClickTokenPage(props: OneClickTokenPageProps) {
  const [sending, setSending] = useState(false);
  // A link that cannot be a token is answered at once, already in the server's HTML.
  const [outcome, setOutcome] = useState<Outcome | null>(() => (props.tokenIsWellFormed ? null : 'invalid'));

  async function spend() {
    setSending(true);
    try {
      setOutcome((await props.spend()) ? 'done' : 'invalid');
    } catch (error) {
      setOutcome({ error: error instanceof DataError ? error.userMessage : MESSAGES.unknown });
    } finally {
      setSending(false);
    }
  }

  if (outcome === 'done') return <OutcomePage title={props.doneTitle} body={props.doneBody} />;
  if (outcome === 'invalid') return <OutcomePage title="Link inválido ou já usado" body={props.invalidBody} />;
  return (
    <StaticPage title={props.promptTitle} lead={props.promptLead}>
      <Stack gap={5} align={{ base: 'stretch', sm: 'flex-start' }}>
        <Button size="lg" onClick={() => void spend()} loading={sending} loadingText={props.loadingText}>
          {props.buttonLabel}
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

function OutcomePage({ title, body }: { title: string; body: ReactNode }) {
  return (
    <StaticPage title={title}>
      <Stack gap={5} align={{ base: 'stretch', sm: 'flex-start' }}>
        <Text role="status" fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
          {body}
        </Text>
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
