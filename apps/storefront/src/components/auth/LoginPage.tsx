import { useEffect, useState } from 'react';
import { Box, Button, Container, Heading, Separator, Spinner, Stack, Text } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { AUTH_MESSAGES } from '@oneboss/domain';
import { loginTarget, type LoginSearch } from '../../auth/login-search';
import { readRecoveryLink } from '../../auth/recovery-link';
import { useAuth } from '../../auth/use-auth';
import { GoogleSignInButton } from './GoogleSignInButton';
import { SignInForm } from './SignInForm';
import { SignUpForm } from './SignUpForm';
import { env } from '../../env';

/** /login: sign-in or sign-up (`mode=signup`), then on to `redirect_to`. */
export function LoginPage({ search }: { search: LoginSearch }) {
  const signUp = search.mode === 'signup';
  const target = loginTarget(search);
  const navigate = useNavigate();
  const auth = useAuth();

  const goOn = () => void navigate({ href: target, replace: true });
  // Without a session yet, the visitor waits on the sign-in form; the e-mailed link comes back here.
  const afterSignUp = ({ needsConfirmation }: { needsConfirmation: boolean }) =>
    needsConfirmation ? void navigate({ to: '/login', search: { ...search, mode: 'login' }, replace: true }) : goOn();

  // Someone already signed in (or back from Google) has nothing to do here.
  useEffect(() => {
    if (auth.status === 'signed-in') void navigate({ href: target, replace: true });
  }, [auth.status, navigate, target]);

  // A confirmation link the auth server refused lands here with '#error_code=otp_expired&error_description=<English>'.
  const [linkRefusal, setLinkRefusal] = useState<{ title: string; description: string } | null>(null);
  useEffect(() => {
    const link = readRecoveryLink(window.location.hash);
    if (link.kind !== 'refused') return;
    console.warn('E-mail link refused', link.code, link.reason);
    setLinkRefusal(link.code === 'otp_expired' ? AUTH_MESSAGES.emailLinkExpired : AUTH_MESSAGES.emailLinkFailed);
    // The fragment has been read; a reload or a shared address should not tell it again.
    window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);

  const returnUrl = `${env.siteUrl}/login?redirect_to=${encodeURIComponent(target)}`;
  // The confirmation e-mail's link lands on a page that says the address is confirmed.
  const confirmationUrl = `${env.siteUrl}/email-confirmado?redirect_to=${encodeURIComponent(target)}`;

  return (
    <Container maxW="md" py={{ base: 6, md: 14 }} px={{ base: 4, md: 6 }}>
      <Box borderWidth={{ base: 0, sm: '1px' }} borderColor="border" borderRadius="xl" bg={{ base: 'transparent', sm: 'bg.subtle' }} p={{ base: 1, sm: 8 }}>
        <Stack gap={6}>
          <Box textAlign="center">
            <Heading as="h1" size="2xl" mb={2}>
              {signUp ? 'Criar conta' : 'Entrar na OneBoss'}
            </Heading>
            <Text color="fg.muted">
              {signUp
                ? 'Cadastre-se para receber atendimento personalizado e novidades exclusivas.'
                : 'Bem-vindo de volta. Acesse sua conta para continuar.'}
            </Text>
          </Box>

          {linkRefusal ? (
            <Box role="alert" borderWidth="1px" borderColor="border.error" bg="bg.error" borderRadius="md" px={4} py={3}>
              <Text fontWeight="semibold">{linkRefusal.title}</Text>
              <Text fontSize="sm" mt={1}>
                {linkRefusal.description}
              </Text>
            </Box>
          ) : null}

          {auth.status === 'signed-in' ? (
            <Box display="flex" justifyContent="center" gap={3} role="status">
              <Spinner color="gold.solid" />
              <Text>Redirecionando...</Text>
            </Box>
          ) : (
            <>
              <GoogleSignInButton returnUrl={returnUrl} />
              <Box display="flex" alignItems="center" gap={3}>
                <Separator flex="1" />
                <Text fontSize="sm" color="fg.muted">
                  ou
                </Text>
                <Separator flex="1" />
              </Box>
              {signUp ? <SignUpForm confirmationUrl={confirmationUrl} onSignedUp={afterSignUp} /> : <SignInForm onSignedIn={goOn} />}
            </>
          )}

          <Text textAlign="center" fontSize="sm" color="fg.muted">
            {signUp ? 'Já tem uma conta?' : 'Ainda não tem conta?'}{' '}
            <Button asChild variant="plain" size="sm" color="gold.fg" px={0} textDecoration="underline">
              <Link to="/login" search={{ ...search, mode: signUp ? 'login' : 'signup' }} replace>
                {signUp ? 'Entrar' : 'Criar conta grátis'}
              </Link>
            </Button>
          </Text>

          {signUp ? (
            <Text textAlign="center" fontSize="xs" color="fg.muted">
              Ao criar sua conta, você concorda com os{' '}
              <Box asChild textDecoration="underline">
                <Link to="/termos">Termos de Uso</Link>
              </Box>{' '}
              e a{' '}
              <Box asChild textDecoration="underline">
                <Link to="/privacidade">Política de Privacidade</Link>
              </Box>
              .
            </Text>
          ) : null}
        </Stack>
      </Box>
    </Container>
  );
}
