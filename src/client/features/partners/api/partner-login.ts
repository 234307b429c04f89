import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '../../../../shared/schemas/user.ts';
import { api } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/auth.ts';

export type PartnerLoginInput = { email: string; password: string };

/**
 * POST /api/auth/login from the Partner Portal. Data cached for whoever was logged in before is
 * dropped, and the session becomes the returned user (SPEC section 4).
 */
export function usePartnerLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: PartnerLoginInput) =>
      api<{ user: PublicUser }>('/api/auth/login', {
        method: 'POST',
        body: { ...input, userType: 'partner' },
      }),
    onSuccess: ({ user }) => {
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
      queryClient.setQueryData(sessionQueryKey, user);
    },
  });
}
