import { Link } from '@tanstack/react-router';
import { CATEGORY_LINKS } from './category-links';
import { SiteSearch } from './SiteSearch';

/**
 * The 404 page, in static classes (layout.css): any unknown address gets it, often as a first visit
 * from a stale shared link, so it offers the search and the categories beside the way home.
 */
export function NotFound() {
  return (
    <div className="not-found">
      <p className="not-found__code">404</p>
      <h1 className="not-found__title">Página não encontrada</h1>
      <p className="not-found__lead">O endereço pode ter mudado ou o anúncio saiu do site. Busque na loja ou escolha uma categoria.</p>
      <SiteSearch label="Buscar na loja" placement="page" />
      <nav aria-label="Categorias da loja" className="not-found__categories">
        {CATEGORY_LINKS.map(({ value, label }) => (
          <Link key={value} to="/loja/$categorySlug" params={{ categorySlug: value }} className="button button--lg button--outline">
            {label}
          </Link>
        ))}
      </nav>
      <Link to="/" className="button button--lg button--solid">
        Voltar para o início
      </Link>
    </div>
  );
}
