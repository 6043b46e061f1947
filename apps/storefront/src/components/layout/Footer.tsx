import { Suspense, lazy } from 'react';
import { FooterColumn } from './FooterColumn';
import type * as FooterLinks from './FooterLinks';
import { Logo } from './Logo';
import { CookiePreferencesButton } from '../consent/CookiePreferencesButton';
import { ServerHtml } from '../ui/ServerHtml';
import { env } from '../../env';

// The server renders the form into every page; in the browser its code (the form, Chakra's field
// and input parts) loads beside the page's rather than in the first chunk, and the form hydrates
// when it arrives.
const NewsletterForm = lazy(() => import('../newsletter/NewsletterForm').then((m) => ({ default: m.NewsletterForm })));

// The never-hydrated links' code loads only where the browser draws them (below), not with every page.
const linksPart = (name: keyof typeof FooterLinks) => lazy(() => import('./FooterLinks').then((m) => ({ default: m[name] })));
const QuickLinks = linksPart('QuickLinks');
const CategoryLinks = linksPart('CategoryLinks');
const ContactLinks = linksPart('ContactLinks');

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
              in the browser renders them. */}
          <FooterColumn title="Links rápidos">
            <ServerHtml>
              <QuickLinks />
            </ServerHtml>
            {env.gtmId ? <CookiePreferencesButton className="site-footer__link" /> : null}
          </FooterColumn>
          <ServerHtml>
            <CategoryLinks />
          </ServerHtml>
          <ServerHtml>
            <ContactLinks />
          </ServerHtml>
        </div>
        {/* The UTC year: the server and a browser in any time zone render the same text. */}
        <p className="site-footer__copyright">© {new Date().getUTCFullYear()} OneBoss. Todos os direitos reservados.</p>
      </div>
    </footer>
  );
}
