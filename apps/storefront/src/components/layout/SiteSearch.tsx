import { SHOP_SEARCH_MAX_LENGTH } from '@oneboss/domain';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { SearchIcon } from '../ui/Icons';

/**
 * The site-wide search: the desktop header's field and the phone menu's. A GET form to the shop,
 * so it searches before the page's script has run; once it has, the router navigates without a
 * reload. Plain elements with static classes (site-search.css, button.css) rather than the forms'
 * Input and Chakra's buttons: the header is on every page, and renders again on each navigation.
 * `placement`: the header's (from md up), the phone menu's or a page's own (the 404's).
 */
export function SiteSearch({ label, onSearch, placement }: { label: string; onSearch?: () => void; placement: 'header' | 'menu' | 'page' }) {
  const navigate = useNavigate();
  const [term, setTerm] = useState('');

  const search = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = term.trim();
    onSearch?.();
    void navigate({ to: '/loja', search: trimmed ? { search: trimmed } : {} });
  };

  return (
    <form role="search" action="/loja" method="get" onSubmit={search} className={`site-search site-search--${placement}`}>
      <input
        name="search"
        className="site-search__input"
        aria-label={label}
        placeholder="Buscar produtos..."
        maxLength={SHOP_SEARCH_MAX_LENGTH}
        value={term}
        onChange={(event: ChangeEvent<HTMLInputElement>) => setTerm(event.target.value)}
      />
      <button type="submit" className="button button--icon button--solid" aria-label="Buscar">
        <SearchIcon />
      </button>
    </form>
  );
}
