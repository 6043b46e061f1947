import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../components/home/HomePage';
import { prefetchHome } from '../queries/home';

export const Route = createFileRoute('/')({
  // Waits for the hero (the LCP) only; a failed read is shown by its section, so this never throws.
  loader: async ({ context: { queryClient } }) => {
    await prefetchHome(queryClient).catch(() => undefined);
  },
  component: HomePage,
});
