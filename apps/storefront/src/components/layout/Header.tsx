import { Box, Container, Flex, HStack, IconButton } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, lazy, startTransition, useState } from 'react';
import { CloseIcon, MenuIcon, UserIcon } from '../ui/Icons';
import { Logo } from './Logo';
import { SiteSearch } from './SiteSearch';

// Loaded the first time the menu opens: most visits never need it (with its search field, it would
// add 5 KB gzip to every page's first script).
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

const desktopLinkStyle = {
  fontSize: 'sm',
  letterSpacing: '0.14em',
  textTransform: 'uppercase',
  color: 'fg.muted',
  _hover: { color: 'gold.fg' },
  '&[data-status=active]': { color: 'gold.fg' },
} as const;

export function Header() {
  const location = useLocation();
  // The panel belongs to the page it was opened on, so any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.href;
  const panelId = 'mobile-menu-panel';

  return (
    <Box
      as="header"
      position="sticky"
      top="0"
      zIndex="sticky"
      bg="rgb(11, 11, 12)"
      borderBottomWidth="1px"
      borderColor="border.muted"
    >
      <Container maxW="7xl" px={{ base: '4', md: '8' }}>
        <Flex h={{ base: '16', md: '20' }} align="center" justify="space-between" gap="6">
          <Logo />
          <HStack as="nav" aria-label="Menu principal" gap="10" display={{ base: 'none', md: 'flex' }}>
            <Box asChild css={desktopLinkStyle}>
              <Link to="/" activeOptions={{ exact: true }}>
                Início
              </Link>
            </Box>
            <Box asChild css={desktopLinkStyle}>
              <Link to="/loja">Categorias</Link>
            </Box>
          </HStack>
          <HStack gap="2" flex={{ md: '1' }} justify="flex-end">
            <SiteSearch label="Buscar no catálogo" display={{ base: 'none', md: 'flex' }} flex="1" maxW="sm" />
            <IconButton asChild variant="ghost" aria-label="Perfil" color="fg.muted" _hover={{ color: 'gold.fg' }}>
              <Link to="/perfil">
                <UserIcon />
              </Link>
            </IconButton>
            <IconButton
              variant="ghost"
              display={{ base: 'inline-flex', md: 'none' }}
              aria-label={open ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={open}
              aria-controls={panelId}
              // A transition under a boundary already on screen: the menu shows as soon as its code is
              // here, where a fallback shown first would hold it back for React's 300 ms reveal delay.
              onClick={() => startTransition(() => setOpenOn(open ? null : location.href))}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </IconButton>
          </HStack>
        </Flex>
      </Container>
      <Suspense fallback={null}>{open && <MobileMenu id={panelId} onNavigate={() => setOpenOn(null)} />}</Suspense>
    </Box>
  );
}
