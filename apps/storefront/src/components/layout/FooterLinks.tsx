import { Link } from '@tanstack/react-router';
import { MailIcon, PhoneIcon } from '../ui/ContactIcons';
import { CONTACT_EMAIL, formatBrazilianPhone } from './contact-info';
import { FooterColumn } from './FooterColumn';
import { env } from '../../env';

// The six categories, named here rather than read from the category tree: the footer is on every
// page, and reading the tree there would add a query and its data to each page's HTML (the product
// and static pages do not read it). The footer e2e compares this list with the database's.
const footerCategories = [
  { value: 'veiculos', label: 'Automóveis' },
  { value: 'embarcacoes', label: 'Embarcações' },
  { value: 'aeronaves', label: 'Aeronaves' },
  { value: 'imoveis', label: 'Imóveis' },
  { value: 'relogios', label: 'Relógios' },
  { value: 'decoracao', label: 'Decoração' },
] as const;

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
      {footerCategories.map(({ value, label }) => (
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
