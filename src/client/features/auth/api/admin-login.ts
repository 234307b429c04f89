import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminLoginValues } from '../../../../shared/schemas/auth.ts';
import type { PublicUser } from '../../../../shared/schemas/user.ts';
import { api } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/auth.ts';
import { postLogin } from './login.ts';

/** The account logged in fine but is not an admin; its session has been ended again. */
export class NotAnAdminError extends Error {
  constructor() {
    super('Not an admin account');
    this.name = 'NotAnAdminError';
  }
}

/**
 * The Admin tab: the normal login, after which the server's answer decides. A non-admin account
 * is logged straight out again, so the tab never leaves someone signed in by mistake.
 */
export function useAdminLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: AdminLoginValues): Promise<PublicUser> => {
      const { user } = await postLogin(input);
      if (user.role === 'admin') return user;
      await api('/api/auth/logout', { method: 'POST' }).catch(() =>
        // Could not end it: let the session query learn the truth from the server.
        queryClient.invalidateQueries({ queryKey: sessionQueryKey }),
      );
      throw new NotAnAdminError();
    },
    onSuccess: (user) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
