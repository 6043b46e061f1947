import { Link } from '@tanstack/react-router';
import type { ComponentProps, ReactNode } from 'react';
import type { ShopLocation } from '../../hooks/use-shop-navigation';

// By default the router marks a link current when the page's URL starts with the link's, so a
// link to /loja would read as the current page everywhere in the shop.
const EXACT = { exact: true };

/**
 * A link to other shop filters, so the control works before the page's script has run. Like
 * every filter change it replaces the history entry. Other props (class, label) go to the link.
 */
export function ShopLink({ location, children, ...rest }: { location: ShopLocation; children: ReactNode } & Omit<ComponentProps<'a'>, 'href'>) {
  return (
    <Link {...rest} {...location} replace activeOptions={EXACT}>
      {children}
    </Link>
  );
}
