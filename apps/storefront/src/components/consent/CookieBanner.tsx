import { Box, Button, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useEffect, useId, useRef, useSyncExternalStore } from 'react';
import { chooseConsent, consentStore, startConsentMode } from '../../analytics/consent';
import { env } from '../../env';

/**
 * The cookie notice (LGPD): audience measurement (Google Tag Manager) loads only after 'Aceitar';
 * 'Recusar' is as easy. A fixed overlay drawn after hydration, so the page never moves for it;
 * on phones it sits above the bottom bar, leaving its links free.
 */
export function CookieBanner() {
  const { known, bannerOpen } = useSyncExternalStore(consentStore.subscribe, consentStore.getSnapshot, consentStore.getServerSnapshot);
  const titleId = useId();
  const textId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const reopened = useRef(false);

  useEffect(() => {
    startConsentMode(env.gtmId);
  }, []);

  useEffect(() => {
    // Shown again from 'Preferências de cookies': keyboard and screen-reader users are taken to it.
    if (bannerOpen && reopened.current) heading.current?.focus();
    reopened.current = known;
  }, [bannerOpen, known]);

  if (!known || !bannerOpen) return null;
  return (
    <Box
      as="section"
      aria-labelledby={titleId}
      aria-describedby={textId}
      data-testid="cookie-banner"
      position="fixed"
      zIndex="banner"
      insetX={{ base: '3', md: 'auto' }}
      right={{ md: '6' }}
      bottom={{ base: 'calc(4rem + env(safe-area-inset-bottom) + 0.75rem)', md: '6' }}
      maxW={{ md: '28rem' }}
      bg="bg.panel"
      borderWidth="1px"
      borderColor="gold.border"
      borderRadius="lg"
      boxShadow="lg"
      p={{ base: '4', md: '5' }}
    >
      <Stack gap="3">
        <Heading ref={heading} tabIndex={-1} id={titleId} as="h2" size="md" outline="none">
          Sua privacidade
        </Heading>
        <Text id={textId} fontSize="sm" color="fg.muted" lineHeight="tall">
          Usamos cookies essenciais para o site funcionar e, se você permitir, cookies de medição de audiência (Google
          Analytics, pelo Google Tag Manager) para entender como o site é usado. Saiba mais na{' '}
          <ChakraLink asChild color="fg" textDecoration="underline">
            <Link to="/privacidade">Política de Privacidade</Link>
          </ChakraLink>
          .
        </Text>
        <Stack direction="row" gap="3">
          <Button flex="1" variant="outline" onClick={() => chooseConsent('denied')}>
            Recusar
          </Button>
          <Button flex="1" onClick={() => chooseConsent('granted')}>
            Aceitar
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
