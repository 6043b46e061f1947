import { compareIdsParam, isCanonicalCompareSearch, parseCompareIds } from '@oneboss/domain';
import { createFileRoute, redirect } from '@tanstack/react-router';
import { ComparePage } from '../components/compare/ComparePage';
import { env } from '../env';
import { comparedListingsQuery } from '../queries/buyer-tools';
import { specDefinitionsQuery } from '../queries/spec-definitions';
import { pageHead } from '../seo/page-head';

export const Route = createFileRoute('/comparar')({
  // The search as read: the loader answers 301 with the canonical one (valid ids, once each, the first four).
  validateSearch: (search: Record<string, unknown>) => search,
  loaderDeps: ({ search }) => ({ ids: parseCompareIds(search.ids) }),
  loader: async ({ context: { queryClient }, location, deps: { ids } }) => {
    if (!isCanonicalCompareSearch(location.search as Record<string, unknown>, ids)) {
      throw redirect({ to: '/comparar', search: { ids: compareIdsParam(ids) }, statusCode: 301 });
    }
    await Promise.all([queryClient.ensureQueryData(comparedListingsQuery(ids)), queryClient.ensureQueryData(specDefinitionsQuery())]);
    return { ids };
  },
  // Shareable, but a comparison is not a page for search results.
  head: ({ loaderData }) =>
    pageHead({
      title: 'Comparar anúncios | OneBoss',
      description: 'Anúncios da mesma categoria lado a lado: especificações, preço e localização.',
      url: `${env.siteUrl}/comparar${loaderData?.ids.length ? `?ids=${compareIdsParam(loaderData.ids)}` : ''}`,
      noindex: true,
    }),
  component: Compare,
});

function Compare() {
  const { ids } = Route.useLoaderDeps();
  return <ComparePage ids={ids} />;
}
