import { Box, IconButton } from '@chakra-ui/react';
import { SEARCH_DEBOUNCE_MS, SHOP_SEARCH_MAX_LENGTH, type ShopSearch } from '@oneboss/domain';
import { useState, type FormEvent } from 'react';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback';
import { CloseIcon } from '../ui/Icons';
import { SearchIcon } from '../ui/PageIcons';
import { Input } from '../ui/Input';

/**
 * The shop's search field: it reports the term 500 ms after the last keystroke and
 * follows the URL when the term changes elsewhere (clear filters, back button). `kept` are the
 * query parameters a new term keeps (sort, subcategories, attributes), which the form sends along
 * when it is submitted before the page's script has run.
 */
export function SearchBox({ value, kept, onSearch }: { value: string; kept: ShopSearch; onSearch: (term: string) => void }) {
  const [draft, setDraft] = useState(value);
  const [reported, setReported] = useState(value);
  const debounced = useDebouncedCallback((term: string) => {
    setReported(term.trim());
    onSearch(term);
  }, SEARCH_DEBOUNCE_MS);

  // The URL changed without this field (reset, chip removed): show the URL's term.
  if (value !== reported) {
    setReported(value);
    setDraft(value);
  }

  const clear = () => {
    debounced.cancel();
    setDraft('');
    setReported('');
    onSearch('');
  };

  return (
    // A form, so Enter searches at once and the field works before the page's script has run.
    <Box
      as="form"
      position="relative"
      // Beside the phone's filter button while both fit; on its own row past that.
      flex={{ base: '1 1 12rem', md: '1' }}
      minW={{ base: '0', md: '72' }}
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        debounced.cancel();
        setReported(draft.trim());
        onSearch(draft);
      }}
    >
      <Box position="absolute" left="3" top="50%" transform="translateY(-50%)" color="fg.subtle" pointerEvents="none" zIndex="1">
        <SearchIcon boxSize="4" />
      </Box>
      <Input
        type="search"
        name="search"
        aria-label="Buscar produtos"
        placeholder="Buscar produtos..."
        // The shop reads no more of a search than this.
        maxLength={SHOP_SEARCH_MAX_LENGTH}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          debounced.run(event.target.value);
        }}
        ps="10"
        pe="10"
        size="lg"
        bg="bg.subtle"
        css={{ '&::-webkit-search-cancel-button': { display: 'none' } }}
      />
      {Object.entries(kept).map(([name, keptValue]) => (
        <input key={name} type="hidden" name={name} value={String(keptValue)} />
      ))}
      {draft !== '' && (
        <IconButton
          aria-label="Limpar busca"
          variant="ghost"
          size="sm"
          position="absolute"
          right="1.5"
          top="50%"
          transform="translateY(-50%)"
          onClick={clear}
          zIndex="1"
        >
          <CloseIcon boxSize="4" />
        </IconButton>
      )}
    </Box>
  );
}
