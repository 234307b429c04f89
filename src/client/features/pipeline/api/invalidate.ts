import type { QueryClient } from '@tanstack/react-query';
import { pipelineKeys } from '#client/lib/query-keys.ts';

/** After any pipeline change: the lead's page, every lead list, and the admin lists and cards. */
export const invalidatePipeline = (queryClient: QueryClient) =>
  Promise.all(pipelineKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
