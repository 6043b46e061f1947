import { shopPageWindow } from '@oneboss/domain';
import { Link } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import type { ShopLocation } from '../../hooks/use-shop-navigation';
import { ChevronLeftIcon, ChevronRightIcon } from '../ui/PageIcons';

/**
 * A link to another page of the same filters, at its canonical URL (filters and sort kept); the
 * router scrolls to the top.
 */
function PageLink({ location, children, ...rest }: { location: ShopLocation; children: ReactNode } & Omit<ComponentProps<'a'>, 'href'>) {
  return (
    <Link {...rest} {...location}>
      {children}
    </Link>
  );
}

// Every control is a finger's target, 44 px square at least (pagination__target).
const ARROW = 'button button--icon button--outline pagination__target';

/**
 * Hidden with one page or none; previous/next, numbered pages (2 either side, first and
 * last always, ellipses) on wider screens and 'N de M' on small ones. Every page is a real link,
 * so crawlers and a browser without JavaScript reach them all. Static classes (pagination.css,
 * button.css): it renders with every shop page. `pageLocation`: where a page of the same filters is.
 */
export function Pagination({ page, pageCount, pageLocation }: { page: number; pageCount: number; pageLocation: (page: number) => ShopLocation }) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginação" className="pagination">
      {page > 1 ? (
        <PageLink location={pageLocation(page - 1)} aria-label="Página anterior" className={ARROW}>
          <ChevronLeftIcon />
        </PageLink>
      ) : (
        <button type="button" aria-label="Página anterior" className={ARROW} disabled>
          <ChevronLeftIcon />
        </button>
      )}
      <div className="pagination__numbers">
        {shopPageWindow(page, pageCount).map((item, index) =>
          item === 'ellipsis' ? (
            <div key={`ellipsis-${index}`} className="pagination__ellipsis" aria-hidden="true">
              …
            </div>
          ) : item === page ? (
            <button key={item} type="button" className="button button--solid pagination__target" aria-label={`Página ${item}`} aria-current="page">
              {item}
            </button>
          ) : (
            <PageLink key={item} location={pageLocation(item)} className="button button--ghost button--neutral pagination__target" aria-label={`Página ${item}`}>
              {item}
            </PageLink>
          ),
        )}
      </div>
      <p className="pagination__status" aria-live="polite">
        {page} de {pageCount}
      </p>
      {page < pageCount ? (
        <PageLink location={pageLocation(page + 1)} aria-label="Próxima página" className={ARROW}>
          <ChevronRightIcon />
        </PageLink>
      ) : (
        <button type="button" aria-label="Próxima página" className={ARROW} disabled>
          <ChevronRightIcon />
        </button>
      )}
    </nav>
  );
}
