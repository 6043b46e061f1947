import { createFileRoute } from '@tanstack/react-router';
import { unlessBackendUnavailable } from '../../server/backend-read-response';
import { sitemapPartResponse } from '../../server/sitemap';

export const Route = createFileRoute('/sitemaps/{$name}.xml')({
  server: {
    handlers: {
      GET: ({ params }) =>
        unlessBackendUnavailable(async () => (await sitemapPartResponse(params.name)) ?? new Response('Sitemap não encontrado.', { status: 404 })),
    },
  },
});
