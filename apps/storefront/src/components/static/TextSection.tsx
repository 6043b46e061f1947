import type { ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

interface TextSectionProps {
  title: string;
  children: ReactNode;
}

/** One titled section of a text page; paragraphs and lists inside get even spacing. */
export function TextSection({ title, children }: TextSectionProps) {
  return (
    <Box
      as="section"
      mb={{ base: 8, md: 10 }}
      css={{
        '& p': { marginBottom: '3', lineHeight: 'tall' },
        '& ul': { paddingInlineStart: '5', listStyleType: 'disc', marginBottom: '3' },
        '& li': { marginBottom: '1.5', lineHeight: 'tall' },
      }}
    >
      <Heading as="h2" size={{ base: 'lg', md: 'xl' }} mb={3}>
        {title}
      </Heading>
      {children}
    </Box>
  );
}
