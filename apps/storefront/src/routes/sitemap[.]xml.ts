import { createFileRoute } from '@tanstack/react-router';
import { unlessBackendUnavailable } from '../server/backend-read-response';
import { sitemapResponse } from '../server/sitemap';

export const Route = createFileRoute('/sitemap.xml')({
  server: { handlers: { GET: () => unlessBackendUnavailable(sitemapResponse) } },
});
