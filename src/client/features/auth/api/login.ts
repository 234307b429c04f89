import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginInput } from '../../../../shared/schemas/auth.ts';
import type { PublicUser } from '../../../../shared/schemas/user.ts';
import { api } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/auth.ts';

export const postLogin = (input: LoginInput) =>
  api<{ user: PublicUser }>('/api/auth/login', { method: 'POST', body: input });

/** POST /api/auth/login; on success the session becomes the returned user (SPEC section 4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postLogin,
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
