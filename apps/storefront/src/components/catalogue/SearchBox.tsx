import { SEARCH_DEBOUNCE_MS, SHOP_SEARCH_MAX_LENGTH, type ShopSearch } from '@oneboss/domain';
import { useState, type FormEvent } from 'react';
import { useDebouncedCallback } from '../../hooks/use-debounced-callback';
import { CloseIcon, SearchIcon } from '../ui/Icons';

/**
 * The shop's search field: it reports the term 500 ms after the last keystroke and
 * follows the URL when the term changes elsewhere (clear filters, back button). `kept` are the
 * query parameters a new term keeps (sort, subcategories, attributes), which the form sends along
 * when it is submitted before the page's script has run. Plain elements with static classes
 * (search-box.css): the field renders with every shop page and again at each keystroke.
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
    <form
      className="search-box"
      role="search"
      onSubmit={(event: FormEvent) => {
        event.preventDefault();
        debounced.cancel();
        setReported(draft.trim());
        onSearch(draft);
      }}
    >
      <span className="search-box__icon">
        <SearchIcon boxSize="4" />
      </span>
      <input
        type="search"
        name="search"
        className="field search-box__input"
        aria-label="Buscar produtos"
        placeholder="Buscar produtos..."
        // The shop reads no more of a search than this.
        maxLength={SHOP_SEARCH_MAX_LENGTH}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          debounced.run(event.target.value);
        }}
      />
      {Object.entries(kept).map(([name, keptValue]) => (
        <input key={name} type="hidden" name={name} value={String(keptValue)} />
      ))}
      {draft !== '' && (
        <button type="button" aria-label="Limpar busca" className="button button--sm button--icon button--ghost search-box__clear" onClick={clear}>
          <CloseIcon boxSize="4" />
        </button>
      )}
    </form>
  );
}
