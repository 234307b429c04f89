import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/auth.ts';

/**
 * POST /api/auth/logout from the partner dashboard. Unlike the shared useLogout, the session is
 * cleared at once: the dashboard's own no-session redirect is the Partner Portal, where the
 * caller goes anyway, and that page must not see a user who has just logged out (it would ask
 * for their partner profile and be refused).
 */
export function usePartnerLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
}
