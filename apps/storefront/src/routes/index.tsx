import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../components/home/HomePage';
import { categoriesTreeQuery } from '../queries/categories';
import { featuredProductsQuery, heroBannersQuery, visiblePartnersQuery } from '../queries/home';

export const Route = createFileRoute('/')({
  // Everything starts at once; only the hero (the LCP) is waited for, and prefetching never throws.
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(visiblePartnersQuery());
    void queryClient.prefetchQuery(featuredProductsQuery());
    void queryClient.prefetchQuery(categoriesTreeQuery());
    await queryClient.prefetchQuery(heroBannersQuery());
  },
  component: HomePage,
});
