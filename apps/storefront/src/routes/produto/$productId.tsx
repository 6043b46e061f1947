import { createFileRoute } from '@tanstack/react-router';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ProductLoading } from '../../components/product/ProductLoading';
import { ProductNotFound } from '../../components/product/ProductNotFound';
import { ProductPage } from '../../components/product/ProductPage';
import { productQuery } from '../../queries/product';

export const Route = createFileRoute('/produto/$productId')({
  // Loader in its own chunk, fetched beside the page's: its queries stay out of the other pages' download.
  codeSplitGroupings: [['loader'], ['component'], ['errorComponent'], ['pendingComponent'], ['notFoundComponent']],
  loader: ({ context: { queryClient }, params }) => queryClient.ensureQueryData(productQuery(params.productId)),
  pendingComponent: ProductLoading,
  pendingMs: 300,
  errorComponent: ({ error }) => <ProductNotFound message={errorMessage(error)} />,
  component: Product,
});

function errorMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'userMessage' in error && typeof error.userMessage === 'string') return error.userMessage;
  return error instanceof Error ? error.message : undefined;
}

function Product() {
  const { productId } = Route.useParams();
  const { data: product } = useSuspenseQuery(productQuery(productId));
  return product ? <ProductPage key={product.id} product={product} /> : <ProductNotFound />;
}
