import { Link, useLocation } from '@tanstack/react-router';
import { Suspense, lazy, startTransition, useState } from 'react';
import { CloseIcon, MenuIcon, UserIcon } from '../ui/Icons';
import { Logo } from './Logo';
import { SiteSearch } from './SiteSearch';

// Loaded the first time the menu opens: most visits never need it (its links and their stylesheet,
// about 1 KB gzip; the search field inside is the header's own, already in the first script).
const MobileMenu = lazy(() => import('./MobileMenu').then((m) => ({ default: m.MobileMenu })));

export function Header() {
  const location = useLocation();
  // The panel belongs to the page it was opened on, so any navigation closes it without an effect.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location.href;
  const panelId = 'mobile-menu-panel';

  return (
    <header className="site-header">
      <div className="page-container">
        <div className="site-header__bar">
          <Logo />
          <nav aria-label="Menu principal" className="site-header__nav">
            <Link to="/" activeOptions={{ exact: true }} className="site-header__link">
              Início
            </Link>
            <Link to="/loja" className="site-header__link">
              Categorias
            </Link>
          </nav>
          <div className="site-header__actions">
            <SiteSearch label="Buscar no catálogo" placement="header" />
            <Link to="/perfil" className="button button--icon button--ghost button--muted" aria-label="Perfil">
              <UserIcon />
            </Link>
            <button
              type="button"
              className="button button--icon button--ghost site-header__menu-button"
              aria-label={open ? 'Fechar menu' : 'Abrir menu'}
              aria-expanded={open}
              aria-controls={panelId}
              // A transition under a boundary already on screen: the menu shows as soon as its code is
              // here, where a fallback shown first would hold it back for React's 300 ms reveal delay.
              onClick={() => startTransition(() => setOpenOn(open ? null : location.href))}
            >
              {open ? <CloseIcon /> : <MenuIcon />}
            </button>
          </div>
        </div>
      </div>
      <Suspense fallback={null}>{open && <MobileMenu id={panelId} onNavigate={() => setOpenOn(null)} />}</Suspense>
    </header>
  );
}
