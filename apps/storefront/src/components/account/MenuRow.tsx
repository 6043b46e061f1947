import type { ReactElement, ReactNode } from 'react';
import { Box } from '@chakra-ui/react';
import { ChevronRightIcon } from '../ui/PageIcons';

/**
 * One row of the profile menu. `children` is the interactive element (a router link or a
 * button) and takes the row's look, so the whole row is one target.
 */
export function MenuRow({ children }: { children: ReactElement }) {
  return (
    <Box as="li" borderBottomWidth="1px" borderColor="border.muted" _last={{ borderBottomWidth: 0 }}>
      <Box
        asChild
        display="flex"
        alignItems="center"
        justifyContent="space-between"
        gap={3}
        width="full"
        px={4}
        py={3}
        minH="14"
        textAlign="start"
        color="fg"
        textDecoration="none"
        cursor="pointer"
        _hover={{ bg: 'bg.muted' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'gold.focusRing', outlineOffset: '-2px' }}
      >
        {children}
      </Box>
    </Box>
  );
}

/** The text of a row followed by the chevron that says "goes somewhere". */
export function MenuRowLabel({ children }: { children: ReactNode }) {
  return (
    <>
      <span>{children}</span>
      <ChevronRightIcon color="fg.muted" boxSize="4" />
    </>
  );
}
