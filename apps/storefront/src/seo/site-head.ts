import { SITE_DESCRIPTION, SITE_NAME } from './site';

const NOT_FOUND_TITLE = 'Página não encontrada - OneBoss';

/** The head of a page that answers 404: titled as such and kept out of search engines. */
export const NOT_FOUND_HEAD = { meta: [{ title: NOT_FOUND_TITLE }, { name: 'robots', content: 'noindex' }] };

/** What every page's <head> carries; each route's head() adds or overrides its own tags. */
export function siteHead(backendUrl: string, notFound: boolean) {
  return {
    meta: [
      { charSet: 'utf-8' },
      { name: 'viewport', content: 'width=device-width, initial-scale=1' },
      { name: 'theme-color', content: '#0b0b0c' },
      { title: notFound ? NOT_FOUND_TITLE : 'Loja Premium - Produtos de Luxo' },
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
