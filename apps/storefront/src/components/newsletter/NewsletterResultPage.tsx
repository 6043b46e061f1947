import { Button, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { StaticPage } from '../static/StaticPage';
import { newsletterPostNotice, type NewsletterPostOutcome } from './newsletter-post-outcome';

/**
 * Where the footer's newsletter form lands when it was posted before the page's script ran: what
 * became of the address, and the way back. The footer's form below is the one to try again.
 */
export function NewsletterResultPage({ outcome }: { outcome: NewsletterPostOutcome | undefined }) {
  const notice = outcome ? newsletterPostNotice(outcome) : null;
  return (
    <StaticPage title={notice?.title ?? 'Newsletter OneBoss'} lead={notice ? undefined : 'Lançamentos e oportunidades selecionadas, por e-mail. Inscreva-se no rodapé desta página.'}>
      <Stack gap={5} align="flex-start">
        {notice ? (
          <Text role="status" fontSize={{ base: 'md', md: 'lg' }}>
            {notice.text}
          </Text>
        ) : null}
        <Button asChild variant="ghost">
          <Link to="/loja">Continuar na loja</Link>
        </Button>
      </Stack>
    </StaticPage>
  );
}
