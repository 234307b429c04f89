import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '../../../../shared/schemas/auth.ts';
import { api } from '../../../lib/api.ts';
import { type SessionUser, sessionQueryKey } from '../../../lib/auth.ts';

/** POST /api/auth/register; the new account is signed in at once. */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api<{ user: SessionUser }>('/api/auth/register', { method: 'POST', body: input }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
