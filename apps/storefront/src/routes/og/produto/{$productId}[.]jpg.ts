import { createFileRoute } from '@tanstack/react-router';
import { shareImageResponse } from '../../../server/share-image';

export const Route = createFileRoute('/og/produto/{$productId}.jpg')({
  server: { handlers: { GET: ({ params }) => shareImageResponse(params.productId) } },
});
