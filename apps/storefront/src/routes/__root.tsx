import '../theme/heading-font.css';
import '../theme/heading-font-fallback.css';
// Chakra's reset, global CSS and tokens, built into a stylesheet (vite/chakra-static-globals.ts).
import 'virtual:chakra-globals.css';
// The carousel's 0.7 KB of CSS joins the one stylesheet: as its own file it was a second
// render-blocking request before the first paint of the home and product pages.
import 'keen-slider/keen-slider.min.css';
// The static classes of the product card, the page shell and the product page's first screen join it
// too: a stylesheet is linked by the server's HTML only for the chunks a route imports statically,
// and a card or gallery rendered inside a lazy or deferred section would paint unstyled. A page's
// own classes (the home's, the shop's, the seller's) are imported by its page component instead.
import '../components/catalogue/catalogue-image.css';
import '../components/catalogue/product-card.css';
import '../components/catalogue/price-tag.css';
import '../components/ui/line-icon.css';
import '../components/ui/button.css';
import '../components/ui/field.css';
import '../components/ui/badge.css';
import '../components/ui/carousel.css';
import '../components/layout/site-search.css';
import '../components/newsletter/newsletter-form.css';
import '../components/layout/navigation-progress.css';
import '../components/layout/layout.css';
import '../components/consent/cookie-banner.css';
import '../components/auth/form-field.css';
import '../components/leads/lead-form.css';
import '../components/recently-viewed/recently-viewed.css';
import '../components/product/product-page.css';
import '../components/product/product-breadcrumb.css';
import '../components/product/product-gallery.css';
import '../components/product/product-info.css';
import '../components/product/product-headline.css';
import '../components/product/product-tabs.css';
import '../components/product/contact-bar.css';
import '../components/sellers/seller-card.css';
import '../components/sellers/seller-logo.css';
import '../components/sellers/verified-mark.css';
import '../components/product/seller-contact-button.css';
import '../components/product/price-history-note.css';
import '../components/product/carousel-section.css';
import '../components/favourites/favourite-button.css';
import type { QueryClient } from '@tanstack/react-query';
import { HeadContent, Outlet, Scripts, createRootRouteWithContext } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CookieBanner } from '../components/consent/CookieBanner';
import { FavouriteIdsSource } from '../components/favourites/favourite-ids';
import { AppLayout } from '../components/layout/AppLayout';
import { NotFound } from '../components/layout/NotFound';
import { UiProvider } from '../components/ui/UiProvider';
import { VisitAttributionCapture } from '../leads/VisitAttributionCapture';
import { env } from '../env';
import { uncachedAfterFailedRead } from '../queries/server-render';
import { siteHead } from '../seo/site-head';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  // A path no route knows keeps the site's tags, titled as the not-found page and kept out of search results.
  head: ({ matches }) => siteHead(env.supabaseUrl, matches.some((match) => match.status === 'notFound')),
  // Runs on the server after every loader of the page.
  headers: ({ match }) => uncachedAfterFailedRead(match.context.queryClient),
  shellComponent: RootDocument,
  component: RootLayout,
  notFoundComponent: NotFound,
});

function RootDocument({ children }: { children: ReactNode }) {
  return (
    <html lang="pt-BR" className="dark" style={{ colorScheme: 'dark' }}>
      <head>
        <HeadContent />
      </head>
      <body style={{ background: '#0b0b0c' }}>
        <UiProvider>{children}</UiProvider>
        <Scripts />
      </body>
    </html>
  );
}

function RootLayout() {
  return (
    <AppLayout>
      <VisitAttributionCapture />
      <FavouriteIdsSource />
      <Outlet />
      {/* Only builds with a tag manager set cookies that need the visitor's consent. */}
      {env.gtmId ? <CookieBanner /> : null}
    </AppLayout>
  );
}
