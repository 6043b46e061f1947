import { createFileRoute } from '@tanstack/react-router';
import { sitemapPartResponse } from '../../server/sitemap';

export const Route = createFileRoute('/sitemaps/{$name}.xml')({
  server: {
    handlers: {
      GET: async ({ params }) => (await sitemapPartResponse(params.name)) ?? new Response('Sitemap não encontrado.', { status: 404 }),
    },
  },
});
