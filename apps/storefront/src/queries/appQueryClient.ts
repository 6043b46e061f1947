import { createQueryClient } from './queryClient';

/** The page's one cache: the early entry (src/early-entry.ts) fills it before the app has loaded. */
export const appQueryClient = createQueryClient();
