import { createFileRoute, notFound } from '@tanstack/react-router';
import { NotFound } from '../components/layout/NotFound';

/** Any path no other route knows: the not-found page, answered with 404 and titled as such. */
export const Route = createFileRoute('/$')({
  loader: () => {
    throw notFound();
  },
  head: () => ({ meta: [{ title: 'Página não encontrada - OneBoss' }, { name: 'robots', content: 'noindex' }] }),
  notFoundComponent: NotFound,
});
