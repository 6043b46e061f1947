import { Link } from '@tanstack/react-router';
import { Fragment } from 'react';

/** The crumbs' chevron, as Chakra's breadcrumb draws it. */
function Separator() {
  return (
    <li aria-hidden="true" className="product-breadcrumb__separator">
      <svg viewBox="0 0 24 24">
        <path d="m9 18 6-6-6-6" />
      </svg>
    </li>
  );
}

/** Plain elements with static classes (product-breadcrumb.css), as the rest of the product page's first screen. */
export function ProductBreadcrumb({ name, category }: { name: string; category?: { name: string; value: string } }) {
  const crumbs = [
    <Link key="home" to="/" className="product-breadcrumb__link">
      Início
    </Link>,
    <Link key="shop" to="/loja" className="product-breadcrumb__link">
      Loja
    </Link>,
    ...(category
      ? [
          <Link key="category" to="/loja/$categorySlug" params={{ categorySlug: category.value }} className="product-breadcrumb__link">
            {category.name}
          </Link>,
        ]
      : []),
  ];
  return (
    <nav aria-label="Trilha de navegação">
      <ol className="product-breadcrumb">
        {crumbs.map((crumb) => (
          <Fragment key={crumb.key}>
            <li className="product-breadcrumb__item">{crumb}</li>
            <Separator />
          </Fragment>
        ))}
        <li className="product-breadcrumb__item product-breadcrumb__item--current">
          <span role="link" aria-current="page" className="product-breadcrumb__current">
            {name}
          </span>
        </li>
      </ol>
    </nav>
  );
}
