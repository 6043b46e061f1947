import { createFileRoute } from '@tanstack/react-router';
import { env } from '../env';
import { robotsTxt } from '../server/sitemap-xml';

export const Route = createFileRoute('/robots.txt')({
  server: {
    handlers: {
      GET: () => new Response(robotsTxt(env.siteUrl), { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } }),
    },
  },
});
