import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { CompareTray } from '../compare/CompareTray';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';
import { NavigationProgress } from './NavigationProgress';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Flex
      direction="column"
      minH="100dvh"
      // Room under the footer for the phone's fixed bars: the bottom bar, a product's contact bar
      // while it shows, and the comparison tray while listings are chosen.
      pb={{ base: '16', md: '0' }}
      css={{
        '&:has([data-contact-bar])': { pb: { base: '32', md: '0' } },
        '&:has([data-compare-tray])': { pb: { base: '32', md: '24' } },
        '&:has([data-contact-bar]):has([data-compare-tray])': { pb: { base: '48', md: '24' } },
      }}
    >
      <Box asChild position="absolute" left="-9999px" _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'bg.panel', p: '3' }}>
        <a href="#conteudo">Pular para o conteúdo</a>
      </Box>
      <NavigationProgress />
      <Header />
      {/* At least a screen tall below the header, so the footer never shows while a page's chunk or data loads and then jumps away (layout shift). */}
      <Box as="main" id="conteudo" flex="1" minH={{ base: 'calc(100dvh - 4rem)', md: 'calc(100dvh - 5rem)' }}>
        {children}
      </Box>
      <Footer />
      <CompareTray />
      <BottomBar />
    </Flex>
  );
}
