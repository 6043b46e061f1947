import { createFileRoute } from '@tanstack/react-router';
import { unlessBackendUnavailable } from '../../../server/backend-read-response';
import { shareImageResponse } from '../../../server/share-image';

export const Route = createFileRoute('/og/produto/{$productId}.jpg')({
  server: { handlers: { GET: ({ params }) => unlessBackendUnavailable(() => shareImageResponse(params.productId)) } },
});
