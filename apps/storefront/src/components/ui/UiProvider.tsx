import { ChakraProvider } from '@chakra-ui/react';
import { CacheProvider } from '@emotion/react';
import { useEffect, useState, type ReactNode } from 'react';
import { loadStyleSystem, storefrontSystem, styleCache } from './style-system';
import { Toaster } from './Toaster';
import { whenIdle } from './when-idle';

export function UiProvider({ children }: { children: ReactNode }) {
  const [cache] = useState(styleCache);
  useEffect(() => whenIdle(() => void loadStyleSystem().catch(() => undefined)), []);
  return (
    <CacheProvider value={cache}>
      <ChakraProvider value={storefrontSystem()}>
        {children}
        <Toaster />
      </ChakraProvider>
    </CacheProvider>
  );
}
