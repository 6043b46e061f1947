import type { ReactNode } from 'react';
import { Box, Container, Heading, Text } from '@chakra-ui/react';

interface StaticPageProps {
  title: string;
  /** One-sentence summary under the title. */
  lead?: ReactNode;
  /** A small line above the title, e.g. the last update of a legal text. */
  eyebrow?: string;
  /** Widens the column for pages with a side-by-side layout. */
  wide?: boolean;
  children: ReactNode;
}

/** The frame of a text page (about, privacy, terms): a readable column with one h1. */
export function StaticPage({ title, lead, eyebrow, wide = false, children }: StaticPageProps) {
  return (
    <Container as="article" maxW={wide ? '6xl' : '3xl'} py={{ base: 8, md: 14 }} px={{ base: 5, md: 8 }}>
      <Box as="header" mb={{ base: 8, md: 10 }}>
        {eyebrow ? (
          <Text fontSize="sm" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb={2}>
            {eyebrow}
          </Text>
        ) : null}
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} lineHeight="short" mb={lead ? 4 : 0}>
          {title}
        </Heading>
        {lead ? (
          <Text fontSize={{ base: 'md', md: 'lg' }} color="fg.muted">
            {lead}
          </Text>
        ) : null}
      </Box>
      {children}
    </Container>
  );
}
