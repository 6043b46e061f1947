import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../components/home/HomePage';
import { categoriesTreeQuery } from '../queries/categories';
import { heroBannersQuery, visiblePartnersQuery } from '../queries/home';

export const Route = createFileRoute('/')({
  // The first screen's data starts at once; only the hero (the LCP) is waited for, and prefetching
  // never throws. The featured products are read by their own section, loaded when scrolled near.
  loader: async ({ context: { queryClient } }) => {
    void queryClient.prefetchQuery(visiblePartnersQuery());
    void queryClient.prefetchQuery(categoriesTreeQuery());
    await queryClient.prefetchQuery(heroBannersQuery());
  },
  component: HomePage,
});
