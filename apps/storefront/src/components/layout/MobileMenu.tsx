import { Link } from '@tanstack/react-router';
import { SiteSearch } from './SiteSearch';
import './mobile-menu.css';

const MOBILE_LINKS = [
  { to: '/', label: 'Início' },
  { to: '/loja', label: 'Categorias' },
  { to: '/sobre', label: 'Sobre' },
  { to: '/contato', label: 'Contato' },
] as const;

export function MobileMenu({ id, onNavigate }: { id: string; onNavigate: () => void }) {
  return (
    <div id={id} className="mobile-menu">
      <nav aria-label="Menu móvel" className="mobile-menu__nav">
        {MOBILE_LINKS.map(({ to, label }) => (
          <Link key={to} to={to} onClick={onNavigate} className="mobile-menu__link">
            {label}
          </Link>
        ))}
      </nav>
      <SiteSearch label="Buscar produtos" onSearch={onNavigate} placement="menu" />
    </div>
  );
}
