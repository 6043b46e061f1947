import { Link } from '@tanstack/react-router';
import { Hydrate } from '@tanstack/react-start';
import { never } from '@tanstack/react-start/hydration';
import { Suspense, lazy, type ReactNode } from 'react';
import { MailIcon, PhoneIcon } from '../ui/Icons';
import { CONTACT_EMAIL, formatBrazilianPhone } from './contact-info';
import { Logo } from './Logo';
import { CookiePreferencesButton } from '../consent/CookiePreferencesButton';
import { env } from '../../env';

// The server renders the form into every page; in the browser its code (the form, Chakra's field
// and input parts) loads beside the page's rather than in the first chunk, and the form hydrates
// when it arrives.
const NewsletterForm = lazy(() => import('../newsletter/NewsletterForm').then((m) => ({ default: m.NewsletterForm })));

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

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="site-footer__column">
      <h2 className="site-footer__heading">{title}</h2>
      {children}
    </div>
  );
}

function QuickLinks() {
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

function CategoryLinks() {
  return (
    <Column title="Categorias">
      {footerCategories.map(({ value, label }) => (
        <Link key={value} to="/loja/$categorySlug" params={{ categorySlug: value }} className="site-footer__link">
          {label}
        </Link>
      ))}
    </Column>
  );
}

function ContactLinks() {
  return (
    <Column title="Contato">
      <a href={`tel:+${env.whatsappNumber}`} className="site-footer__link site-footer__contact">
        <PhoneIcon boxSize="4" />
        {formatBrazilianPhone(env.whatsappNumber)}
      </a>
      <a href={`mailto:${CONTACT_EMAIL}`} className="site-footer__link site-footer__contact">
        <MailIcon boxSize="4" />
        {CONTACT_EMAIL}
      </a>
    </Column>
  );
}

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="page-container site-footer__container">
        <div className="site-footer__columns">
          <div className="site-footer__brand">
            <Logo />
            <p className="site-footer__tagline">O 1º Marketplace de Luxo do Brasil. Seu sonho, Nossa missão.</p>
            <Suspense fallback={null}>
              <NewsletterForm />
            </Suspense>
          </div>
          {/* Links that never change stay as the server sent them, never hydrated, so a phone's first
              seconds go to what answers a tap; a click on one is a plain page load. A page rendered
              in the browser renders the fallback, the same links. */}
          <Column title="Links rápidos">
            <Hydrate when={never()} fallback={<QuickLinks />}>
              <QuickLinks />
            </Hydrate>
            {env.gtmId ? <CookiePreferencesButton className="site-footer__link" /> : null}
          </Column>
          <Hydrate when={never()} fallback={<CategoryLinks />}>
            <CategoryLinks />
          </Hydrate>
          <Hydrate when={never()} fallback={<ContactLinks />}>
            <ContactLinks />
          </Hydrate>
        </div>
        {/* The UTC year: the server and a browser in any time zone render the same text. */}
        <p className="site-footer__copyright">© {new Date().getUTCFullYear()} OneBoss. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}
