import { Box, Button, Stack } from '@chakra-ui/react';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { SearchIcon } from '../ui/PageIcons';
import { Input } from '../ui/Input';

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
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    onNavigate();
    void navigate({ to: '/loja', search: trimmed ? { search: trimmed } : {} });
  };

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
      <form role="search" onSubmit={search}>
        <Stack direction="row" mt="5" gap="2">
          <Input
            aria-label="Buscar produtos"
            placeholder="Buscar produtos..."
            value={term}
            onChange={(event) => setTerm(event.target.value)}
          />
          <Button type="submit" colorPalette="gold" aria-label="Buscar">
            <SearchIcon />
          </Button>
        </Stack>
      </form>
    </Box>
  );
}
