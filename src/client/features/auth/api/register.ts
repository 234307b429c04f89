import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { RegisterInput } from '../../../../shared/schemas/auth.ts';
import type { PublicUser } from '../../../../shared/schemas/user.ts';
import { currentLanguage } from '../../../i18n/i18n.ts';
import { api } from '../../../lib/api.ts';
import { sessionQueryKey } from '../../../lib/auth.ts';

/**
 * POST /api/auth/register; the new account is signed in at once, and gets its e-mails in the
 * language of the page it signed up on.
 */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RegisterInput) =>
      api<{ user: PublicUser }>('/api/auth/register', {
        method: 'POST',
        body: { ...input, language: currentLanguage() },
      }),
    onSuccess: ({ user }) => queryClient.setQueryData(sessionQueryKey, user),
  });
}
