import { Box, Flex, Text } from '@chakra-ui/react';
import { Link, useLocation } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { HomeIcon, StoreIcon, UserIcon } from '../ui/Icons';
import { isSectionActive, type Section } from './navigation';

const items: { to: Section; label: string; icon: ComponentType }[] = [
  { to: '/', label: 'Início', icon: HomeIcon },
  { to: '/loja', label: 'Loja', icon: StoreIcon },
  { to: '/perfil', label: 'Perfil', icon: UserIcon },
];

/** Under 768 px only. */
export function BottomBar() {
  const { pathname } = useLocation();
  return (
    <Box
      as="nav"
      aria-label="Navegação inferior"
      display={{ base: 'block', md: 'none' }}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="sticky"
      bg="rgb(11, 11, 12)"
      borderTopWidth="1px"
      borderColor="border.muted"
      pb="env(safe-area-inset-bottom)"
    >
      <Flex justify="space-around" h="16">
        {items.map(({ to, label, icon: ItemIcon }) => {
          const active = isSectionActive(pathname, to);
          return (
            <Link key={to} to={to} aria-current={active ? 'page' : undefined} style={{ flex: 1 }}>
              <Flex
                direction="column"
                align="center"
                justify="center"
                h="full"
                gap="1"
                color={active ? 'gold.fg' : 'fg.muted'}
                data-active={active ? '' : undefined}
              >
                <ItemIcon />
                <Text fontSize="xs" letterSpacing="0.06em">
                  {label}
                </Text>
              </Flex>
            </Link>
          );
        })}
      </Flex>
    </Box>
  );
}
