import { useEffect, useState } from 'react';
import { Box, Button, Container, Heading, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { loginTarget, type LoginSearch } from '../../auth/login-search';
import { readRecoveryLink } from '../../auth/recovery-link';
import { useAuth } from '../../auth/use-auth';

/**
 * /email-confirmado, where the sign-up confirmation e-mail leads: the link has confirmed the address
 * and signs the buyer in (auth-js takes the session from the URL's fragment); this page says so and
 * offers the way on. A link the auth server refused goes to /login, which explains why.
 */
export function EmailConfirmedPage({ search }: { search: LoginSearch }) {
  const auth = useAuth();
  const navigate = useNavigate();
  // Read once on arrival: auth-js clears the fragment as soon as it has taken the session from it.
  const [link] = useState(() => readRecoveryLink(window.location.hash));
  const target = loginTarget(search);

  useEffect(() => {
    if (link.kind === 'refused') void navigate({ to: '/login', search: { redirect_to: search.redirect_to }, hash: window.location.hash.slice(1), replace: true });
  }, [link, navigate, search.redirect_to]);

  return (
    <Container maxW="md" py={{ base: 10, md: 16 }} px={{ base: 4, md: 6 }} textAlign="center">
      {link.kind === 'refused' || auth.status === 'loading' ? (
        <Box display="flex" justifyContent="center" gap={3} role="status">
          <Spinner color="gold.solid" />
          <Text>Verificando o link...</Text>
        </Box>
      ) : auth.status === 'signed-in' ? (
        <Stack gap={5} align="center">
          <Heading as="h1" size="2xl">
            E-mail confirmado!
          </Heading>
          {/* An e-mail address is one long word: it breaks where it must rather than run off a phone's screen. */}
          <Text color="fg.muted" overflowWrap="anywhere">
            Seu cadastro na OneBoss está completo e você já entrou na sua conta{auth.user?.email ? ` (${auth.user.email})` : ''}.
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap={3} justify="center" width="full">
            <Button size="lg" onClick={() => void navigate({ href: target })}>
              Continuar
            </Button>
            {target !== '/perfil' ? (
              <Button asChild size="lg" variant="outline">
                <Link to="/perfil">Ir para o perfil</Link>
              </Button>
            ) : null}
          </Stack>
        </Stack>
      ) : (
        <Stack gap={5} align="center">
          <Heading as="h1" size="2xl">
            Confirme seu e-mail
          </Heading>
          <Text color="fg.muted">Se você já confirmou seu e-mail pelo link que enviamos, entre com seu e-mail e senha.</Text>
          <Button asChild size="lg">
            <Link to="/login" search={{ redirect_to: search.redirect_to }}>
              Fazer Login
            </Link>
          </Button>
        </Stack>
      )}
    </Container>
  );
}
