import { ChakraProvider, type SystemContext } from '@chakra-ui/react';
import { use, type ReactNode } from 'react';
import { createStorefrontSystem } from '../../theme/system';
import { Toaster } from './toaster';

// Building the system (the token dictionary, the style utilities) is a long piece of start-up work
// even without its global CSS (a stylesheet, see vite/chakra-static-globals.ts); in a task of its
// own, after the modules have run, neither becomes one long task. The first
// render waits for it (it starts in a transition, so the page's static shell stays meanwhile).
const system = new Promise<SystemContext>((resolve) => setTimeout(() => resolve(createStorefrontSystem()), 0));

export function UiProvider({ children }: { children: ReactNode }) {
  return (
    <ChakraProvider value={use(system)}>
      {children}
      <Toaster />
    </ChakraProvider>
  );
}
