import { isUuid } from '@oneboss/domain';
import { createFileRoute, notFound } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ProductNotFound } from '../../components/product/ProductNotFound';
import { ProductPage } from '../../components/product/ProductPage';
import { env } from '../../env';
import { alsoFeaturedQuery } from '../../queries/featured';
import { priceSummaryQuery } from '../../queries/buyer-tools';
import { productQuery } from '../../queries/product';
import { untilServerRender } from '../../queries/server-render';
import { specDefinitionsQuery } from '../../queries/spec-definitions';
import { productHead } from '../../seo/product-head';
import { leadPostSearch } from '../../leads/lead-post-outcome';
import { receiveLeadFormPost } from '../../server/lead-form-post';

export const Route = createFileRoute('/produto/$productId')({
  // `?mensagem=` is what became of the interest form posted before the page's script ran.
  validateSearch: leadPostSearch,
  server: {
    handlers: {
      POST: ({ request, params }) =>
        receiveLeadFormPost(request, { productId: params.productId, returnPath: `/produto/${encodeURIComponent(params.productId)}` }),
    },
  },
  loader: async ({ context: { queryClient }, params }) => {
    // The featured row is shown whether the product exists or not, so its read starts beside the product's.
    const featured = queryClient.prefetchQuery(alsoFeaturedQuery());
    // An id no product can have is not read: its text would go into the page's cached state.
    if (!isUuid(params.productId)) {
      await featured;
      throw notFound();
    }
    // The price history's line is in the server's HTML too; its failure only leaves it out.
    const priceSummary = queryClient.prefetchQuery(priceSummaryQuery(params.productId));
    // The spec definitions format the page and its head; read once per session, usually cached already.
    const [page, definitions] = await Promise.all([
      queryClient.ensureQueryData(productQuery(params.productId)),
      queryClient.ensureQueryData(specDefinitionsQuery()),
    ]);
    // An unknown or unpublished product answers 404: the not-found page, with featured products to go on to.
    if (!page) {
      await featured;
      throw notFound();
    }
    // The featured row is part of the server's HTML too; its failure only hides it.
    await untilServerRender(Promise.all([featured, priceSummary]));
    return productHead(page.product, definitions, env.siteUrl, env.supabaseUrl);
  },
  // The root's head adds noindex to a not-found page; this one names what was not found.
  head: ({ loaderData, match }) => loaderData ?? (match.status === 'notFound' ? { meta: [{ title: 'Produto não encontrado - OneBoss' }] } : {}),
  errorComponent: ({ error }) => <ProductNotFound message={errorMessage(error)} />,
  notFoundComponent: () => <ProductNotFound suggestions />,
  component: Product,
});

function errorMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'userMessage' in error && typeof error.userMessage === 'string') return error.userMessage;
  return error instanceof Error ? error.message : undefined;
}

function Product() {
  const { productId } = Route.useParams();
  const { data: page } = useSuspenseQuery(productQuery(productId));
  const { data: definitions } = useSuspenseQuery(specDefinitionsQuery());
  return page ? <ProductPage key={page.product.id} page={page} definitions={definitions} /> : <ProductNotFound />;
}
