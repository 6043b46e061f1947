import type { ReactNode } from 'react';
import { Box, Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { useAuth } from '../../auth/use-auth';
import type { AuthUser } from '../../auth/auth-state';
import { ChevronLeftIcon } from '../ui/PageIcons';

interface AccountPageProps {
  title: string;
  description: string;
  /** This page's own path, where the sign-in comes back to. */
  path: '/perfil/dados' | '/perfil/seguranca' | '/perfil/favoritos' | '/perfil/buscas' | '/perfil/notificacoes';
  children: (user: AuthUser) => ReactNode;
  /** The buyer the server rendered this page for (its account cookie): shown while the browser's session loads. */
  serverUser?: AuthUser | null;
  /** What a signed-out visitor sees instead of the invitation to sign in. */
  signedOut?: ReactNode;
}

/** A profile sub-page: the way back to the menu, a title, and its content once the buyer is signed in. */
export function AccountPage({ title, description, path, children, serverUser = null, signedOut }: AccountPageProps) {
  const auth = useAuth();
  // Until the session is known, the server's account, so the hydration matches the server's HTML.
  const user = auth.status === 'signed-in' ? auth.user : auth.status === 'loading' ? serverUser : null;
  return (
    <Container maxW="2xl" py={{ base: 6, md: 12 }} px={{ base: 4, md: 8 }}>
      <Stack gap={6}>
        <Box asChild display="inline-flex" alignItems="center" gap={1} color="fg.muted" fontSize="sm" alignSelf="flex-start">
          <Link to="/perfil">
            <ChevronLeftIcon boxSize="4" />
            Voltar para o perfil
          </Link>
        </Box>
        <Box>
          <Heading as="h1" size="2xl" mb={2}>
            {title}
          </Heading>
          <Text color="fg.muted">{description}</Text>
        </Box>
        {user ? (
          children(user)
        ) : auth.status === 'signed-out' && signedOut ? (
          signedOut
        ) : auth.status === 'signed-out' ? (
          <Box borderWidth="1px" borderColor="border" borderRadius="xl" bg="bg.subtle" p={{ base: 6, md: 8 }} textAlign="center">
            <Text mb={4}>Entre na sua conta para ver esta página.</Text>
            <Button asChild size="lg">
              <Link to="/login" search={{ redirect_to: path }}>
                Fazer Login
              </Link>
            </Button>
          </Box>
        ) : (
          <Box display="flex" alignItems="center" gap={3} py={6} role="status">
            <Spinner color="gold.solid" />
            <Text>Carregando sua conta...</Text>
          </Box>
        )}
      </Stack>
    </Container>
  );
}
