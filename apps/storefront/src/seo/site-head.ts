import { SITE_DESCRIPTION, SITE_NAME } from './site';

/** What every page's <head> carries; each route's head() adds or overrides its own tags. */
export function siteHead(backendUrl: string, notFound: boolean) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b0b0c' },
      { title: notFound ? 'Página não encontrada - OneBoss' : 'Loja Premium - Produtos de Luxo' },
      { name: 'description', content: SITE_DESCRIPTION },
      { property: 'og:site_name', content: SITE_NAME },
      { property: 'og:locale', content: 'pt_BR' },
      ...(notFound ? [{ name: 'robots', content: 'noindex' }] : []),
    ],
    links: [
      { rel: 'icon', type: 'image/svg+xml', href: '/favicon.svg' },
      // Pictures come from the backend's storage: the connection is opened while the HTML still streams.
      { rel: 'preconnect', href: backendUrl },
    ],
  };
}
