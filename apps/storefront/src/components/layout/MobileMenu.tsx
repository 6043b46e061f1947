import { Box, Stack } from '@chakra-ui/react';
import { Link } from '@tanstack/react-router';
import { SiteSearch } from './SiteSearch';

const linkStyle = {
  display: 'block',
  py: '3',
  fontFamily: 'heading',
  fontSize: 'xl',
  borderBottomWidth: '1px',
  borderColor: 'border.muted',
  _hover: { color: 'gold.fg' },
} as const;

const MOBILE_LINKS = [
  { to: '/', label: 'Início' },
  { to: '/loja', label: 'Categorias' },
  { to: '/sobre', label: 'Sobre' },
  { to: '/contato', label: 'Contato' },
] as const;

export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  return (
    <Box id={id} display={{ md: 'none' }} bg="bg.panel" borderTopWidth="1px" borderColor="border.muted" px="5" pb="6">
      <Stack as="nav" aria-label="Menu móvel" gap="0">
        {MOBILE_LINKS.map(({ to, label }) => (
          <Box key={to} asChild css={linkStyle}>
            <Link to={to} onClick={onNavigate}>
              {label}
            </Link>
          </Box>
        ))}
      </Stack>
      <SiteSearch label="Buscar produtos" onSearch={onNavigate} placement="menu" />
    </Box>
  );
}
