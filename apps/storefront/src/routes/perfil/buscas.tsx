import { createFileRoute } from '@tanstack/react-router';
import { SavedSearchesPage } from '../../components/saved-searches/SavedSearchesPage';
import { savedSearchesQuery } from '../../components/saved-searches/saved-search-queries';
import { env } from '../../env';
import { serverAccountList } from '../../queries/account-reads';
import { PRIVATE_PAGE_HEADERS } from '../../queries/server-render';
import { pageHead } from '../../seo/page-head';

export const Route = createFileRoute('/perfil/buscas')({
  // A signed-in buyer's request (the account cookie) gets their saved searches in the HTML.
  loader: async ({ context: { queryClient } }) => ({
    serverUser: await serverAccountList(queryClient, savedSearchesQuery, (reads, db) => reads.listMySavedSearches(db)),
  }),
  // The page may hold one buyer's searches: kept by nobody's cache.
  headers: () => PRIVATE_PAGE_HEADERS,
  head: () => pageHead({ title: 'Buscas salvas | OneBoss', description: 'Suas buscas salvas e os alertas de novos anúncios.', url: `${env.siteUrl}/perfil/buscas`, noindex: true }),
  component: SavedSearches,
});

function SavedSearches() {
  return <SavedSearchesPage serverUser={Route.useLoaderData().serverUser} />;
}
