import { Box, Container, Grid, Heading, Link as ChakraLink, Stack, Text } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { Suspense, lazy, type ReactNode } from 'react';
import { MailIcon, PhoneIcon } from '../ui/Icons';
import { CONTACT_EMAIL, formatBrazilianPhone } from './contact-info';
import { Logo } from './Logo';
import { CookiePreferencesButton } from '../consent/CookiePreferencesButton';
import { env } from '../../env';

// The server renders the form into every page; in the browser its code (the form, Chakra's field
// and input parts) loads beside the page's rather than in the first chunk, and the form hydrates
// when it arrives.
const NewsletterForm = lazy(() => import('../newsletter/NewsletterForm').then((m) => ({ default: m.NewsletterForm })));

const footerCategories = [
  { value: 'imoveis', label: 'Imóveis' },
  { value: 'veiculos', label: 'Automóveis' },
  { value: 'embarcacoes', label: 'Embarcações' },
  { value: 'relogios', label: 'Relógios' },
  { value: 'decoracao', label: 'Decoração' },
] as const;

const linkStyle = { color: 'fg.muted', fontSize: 'sm', _hover: { color: 'gold.fg' } } as const;

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="3">
      <Heading as="h2" size="sm" fontFamily="body" letterSpacing="0.16em" textTransform="uppercase" color="gold.fg">
        {title}
      </Heading>
      {children}
    </Stack>
  );
}

export function Footer() {
  return (
    <Box as="footer" bg="bg.subtle" borderTopWidth="1px" borderColor="border.muted" mt="20">
      <Container maxW="7xl" px={{ base: '4', md: '8' }} py={{ base: '12', md: '16' }}>
        <Grid templateColumns={{ base: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))', lg: '1.4fr 1fr 1fr 1fr' }} gap="10">
          <Stack gap="4">
            <Logo />
            <Text color="fg.muted" fontSize="sm" maxW="sm">
              O 1º Marketplace de Luxo do Brasil. Seu sonho, Nossa missão.
            </Text>
            <Suspense fallback={null}>
              <NewsletterForm />
            </Suspense>
          </Stack>
          <Column title="Links rápidos">
            <Box asChild css={linkStyle}>
              <Link to="/">Home</Link>
            </Box>
            <Box asChild css={linkStyle}>
              <Link to="/loja">Loja</Link>
            </Box>
            <Box asChild css={linkStyle}>
              <Link to="/sobre">Sobre</Link>
            </Box>
            <Box asChild css={linkStyle}>
              <Link to="/contato">Contato</Link>
            </Box>
            <Box asChild css={linkStyle}>
              <Link to="/privacidade">Política de Privacidade</Link>
            </Box>
            {env.gtmId ? <CookiePreferencesButton css={linkStyle} /> : null}
          </Column>
          <Column title="Categorias">
            {footerCategories.map(({ value, label }) => (
              <Box key={value} asChild css={linkStyle}>
                <Link to="/loja/$categorySlug" params={{ categorySlug: value }}>
                  {label}
                </Link>
              </Box>
            ))}
          </Column>
          <Column title="Contato">
            <ChakraLink href={`tel:+${env.whatsappNumber}`} css={linkStyle} gap="2">
              <PhoneIcon boxSize="4" />
              {formatBrazilianPhone(env.whatsappNumber)}
            </ChakraLink>
            <ChakraLink href={`mailto:${CONTACT_EMAIL}`} css={linkStyle} gap="2">
              <MailIcon boxSize="4" />
              {CONTACT_EMAIL}
            </ChakraLink>
          </Column>
        </Grid>
        <Text mt="12" pt="6" borderTopWidth="1px" borderColor="border.muted" fontSize="xs" color="fg.muted" textAlign="center">
          © 2025 OneBoss. Todos os direitos reservados.
        </Text>
      </Container>
    </Box>
  );
}
