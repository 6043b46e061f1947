import type { Category } from '@oneboss/domain';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { searchSuggestionsQuery } from '../../queries/shop';
import { ProductGrid } from './ProductGrid';
import './shop-states.css';

/**
 * Below the empty state of a search that found nothing: the products whose name is nearest the
 * term, and a message to the team asking for the item (the contact form, its message prefilled).
 */
export function SearchHelp({ search, tree }: { search: string; tree: Category[] }) {
  const { data: suggestions } = useQuery(searchSuggestionsQuery(search, tree));
  return (
    <div className="search-help">
      {suggestions && suggestions.length > 0 && (
        <section className="search-help__suggestions" aria-labelledby="search-suggestions-title">
          <h2 id="search-suggestions-title" className="search-help__title">
            Talvez você procure
          </h2>
          <ProductGrid products={suggestions} stale={false} />
        </section>
      )}
      <div className="search-help__ask">
        <p className="shop-state__text">Não encontrou o que procura? Nossa equipe busca para você.</p>
        <Link to="/contato" search={{ procura: search }} className="button button--solid">
          Pedir à equipe
        </Link>
      </div>
    </div>
  );
}
