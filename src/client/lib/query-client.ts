import { QueryClient } from '@tanstack/react-query';
import { writesInvalidateLists } from './query-keys.ts';

/**
 * The app's QueryClient. Data never goes stale by itself, is not retried and is not refetched on
 * focus (SPEC section 4); every successful write makes it stale (`writesInvalidateLists`).
 */
export function createQueryClient() {
  const client: QueryClient = new QueryClient({
    mutationCache: writesInvalidateLists(() => client),
    defaultOptions: {
      queries: { staleTime: Number.POSITIVE_INFINITY, retry: false, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
  return client;
}
