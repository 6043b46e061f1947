import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '../components/layout/NotFound';
import { NOT_FOUND_HEAD } from '../seo/site-head';

/** Any path no other route knows: the not-found page, answered with 404 and titled as such. */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound();
  },
  head: () => NOT_FOUND_HEAD,
  notFoundComponent: NotFound,
});
