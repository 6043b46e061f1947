import { Link } from '@tanstack/react-router';
import { MailIcon, PhoneIcon } from '../ui/ContactIcons';
import { CATEGORY_LINKS } from './category-links';
import { CONTACT_EMAIL, formatBrazilianPhone } from './contact-info';
import { FooterColumn } from './FooterColumn';
import { env } from '../../env';

const quickLinks = [
  { to: '/', label: 'Início' },
  { to: '/loja', label: 'Loja' },
  { to: '/sobre', label: 'Sobre' },
  { to: '/contato', label: 'Contato' },
  { to: '/privacidade', label: 'Política de Privacidade' },
] as const;

export function QuickLinks() {
  return (
    <div className="site-footer__column">
      {quickLinks.map(({ to, label }) => (
        <Link key={to} to={to} className="site-footer__link">
          {label}
        </Link>
      ))}
    </div>
  );
}

export function CategoryLinks() {
  return (
    <FooterColumn title="Categorias">
      {CATEGORY_LINKS.map(({ value, label }) => (
        <Link key={value} to="/loja/$categorySlug" params={{ categorySlug: value }} className="site-footer__link">
          {label}
        </Link>
      ))}
    </FooterColumn>
  );
}

export function ContactLinks() {
  return (
    <FooterColumn title="Contato">
      <a href={`tel:+${env.whatsappNumber}`} className="site-footer__link site-footer__contact">
        <PhoneIcon boxSize="4" />
        {formatBrazilianPhone(env.whatsappNumber)}
      </a>
      <a href={`mailto:${CONTACT_EMAIL}`} className="site-footer__link site-footer__contact">
        <MailIcon boxSize="4" />
        {CONTACT_EMAIL}
      </a>
    </FooterColumn>
  );
}
