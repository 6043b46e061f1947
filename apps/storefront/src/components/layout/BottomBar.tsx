import { Link, useLocation } from '@tanstack/react-router';
import type { ComponentType } from 'react';
import { HomeIcon, StoreIcon, UserIcon } from '../ui/Icons';
import { isSectionActive, type Section } from './navigation';

const items: { to: Section; label: string; icon: ComponentType }[] = [
  { to: '/', label: 'Início', icon: HomeIcon },
  { to: '/loja', label: 'Loja', icon: StoreIcon },
  { to: '/perfil', label: 'Perfil', icon: UserIcon },
];

/** Under 768 px only. */
export function BottomBar() {
  const { pathname } = useLocation();
  return (
    <nav aria-label="Navegação inferior" className="bottom-bar">
      <div className="bottom-bar__items">
        {items.map(({ to, label, icon: ItemIcon }) => {
          const active = isSectionActive(pathname, to);
          return (
            <Link key={to} to={to} aria-current={active ? 'page' : undefined} className="bottom-bar__link">
              <div className="bottom-bar__item" data-active={active ? '' : undefined}>
                <ItemIcon />
                <p className="bottom-bar__label">{label}</p>
              </div>
            </Link>
          );
        })}
      </div>
    </nav>
  );
}
