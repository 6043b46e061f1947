import { useEffect } from 'react';
import { Container, Link as ChakraLink, Spinner, Stack, Text } from '@chakra-ui/react';
import { env } from '../../env';

/** The back office is its own app on its own (sub)domain. */
const ADMIN_URL = env.adminUrl;

/**
 * /admin on the storefront sends staff to the admin app. The redirect happens on mount, not in
 * a loader, so hovering a link (route preloading) never navigates away.
 */
export function AdminRedirect() {
  useEffect(() => {
    window.location.replace(ADMIN_URL);
  }, []);

  return (
    <Container maxW="md" py={20}>
      <Stack align="center" gap={4} textAlign="center">
        <Spinner color="gold.solid" />
        <Text>Redirecionando para o painel administrativo...</Text>
        <ChakraLink href={ADMIN_URL} color="gold.fg" textDecoration="underline">
          Abrir o painel administrativo
        </ChakraLink>
      </Stack>
    </Container>
  );
}
