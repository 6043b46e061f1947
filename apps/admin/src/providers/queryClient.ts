import { QueryClient } from '@tanstack/react-query';

/** Data queries neither retry nor refetch on window focus; errors show at once. */
export const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } });
