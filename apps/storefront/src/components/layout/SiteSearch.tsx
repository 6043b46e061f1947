import { chakra, IconButton, type HTMLChakraProps } from '@chakra-ui/react';
import { SHOP_SEARCH_MAX_LENGTH } from '@oneboss/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { SearchIcon } from '../ui/PageIcons';

/**
 * The site-wide search: the desktop header's field and the phone menu's. A GET form to the shop,
 * so it searches before the page's script has run; once it has, the router navigates without a
 * reload. A plain styled input rather than the forms' Input: the header is on every page and must
 * not bring the input recipe into every page's first script.
 */
export function SiteSearch({ label, onSearch, ...layout }: { label: string; onSearch?: () => void } & HTMLChakraProps<'form'>) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    onSearch?.();
    void navigate({ to: '/loja', search: trimmed ? { search: trimmed } : {} });
  };

  return (
    <chakra.form role="search" action="/loja" method="get" onSubmit={search} display="flex" gap="2" {...layout}>
      <chakra.input
        name="search"
        aria-label={label}
        placeholder="Buscar produtos..."
        maxLength={SHOP_SEARCH_MAX_LENGTH}
        value={term}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setTerm(event.target.value)}
        flex="1"
        minW="0"
        h="10"
        px="3"
        fontSize="sm"
        bg="bg.subtle"
        color="fg"
        borderWidth="1px"
        borderColor="border"
        borderRadius="l2"
        _placeholder={{ color: 'fg.subtle' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'gold.fg', outlineOffset: '0' }}
      />
      <IconButton type="submit" colorPalette="gold" aria-label="Buscar">
        <SearchIcon />
      </IconButton>
    </chakra.form>
  );
}
