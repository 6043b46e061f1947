import { Box, Flex } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { BottomBar } from './BottomBar';
import { Footer } from './Footer';
import { Header } from './Header';

export function AppLayout({ children }: { children: ReactNode }) {
  return (
    <Flex direction="column" minH="100dvh" pb={{ base: '16', md: '0' }}>
      <Box asChild position="absolute" left="-9999px" _focus={{ left: '4', top: '4', zIndex: 'skipLink', bg: 'bg.panel', p: '3' }}>
        <a href="#conteudo">Pular para o conteúdo</a>
      </Box>
      <Header />
      <Box as="main" id="conteudo" flex="1">
        {children}
      </Box>
      <Footer />
      <BottomBar />
    </Flex>
  );
}
