import type { ReactNode } from 'react';
import { Box, Heading } from '@chakra-ui/react';

/** A titled, bordered list of profile menu rows. */
export function MenuGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box as="nav" aria-label={title}>
      <Heading as="h2" size="sm" fontFamily="body" textTransform="uppercase" letterSpacing="wider" color="fg.muted" mb={2} px={1}>
        {title}
      </Heading>
      <Box as="ul" listStyleType="none" borderWidth="1px" borderColor="border" borderRadius="lg" overflow="hidden" bg="bg.subtle">
        {children}
      </Box>
    </Box>
  );
}
