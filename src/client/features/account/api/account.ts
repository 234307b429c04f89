import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { sessionQueryKey } from '#client/lib/auth.ts';
import { accountApi } from '#shared/api-paths.ts';
import type {
  AccountResponse,
  AccountSessionsResponse,
  MessageResponse,
  UpdateAccountInput,
} from '#shared/schemas/account.ts';

export const accountKeys = {
  account: ['account'] as const,
  sessions: ['account', 'sessions'] as const,
};

/** GET /api/account: the signed-in user's own profile and settings. */
export function useAccount() {
  return useQuery({
    queryKey: accountKeys.account,
    queryFn: async () => (await api<AccountResponse>(accountApi.account())).account,
  });
}

/** PATCH /api/account; the session (name, language) follows. */
export function useUpdateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpdateAccountInput) =>
      api<AccountResponse>(accountApi.account(), { method: 'PATCH', body: input }),
    onSuccess: ({ account }) => {
      queryClient.setQueryData(accountKeys.account, account);
      void queryClient.invalidateQueries({ queryKey: sessionQueryKey });
    },
  });
}

/** GET /api/account/sessions. */
export function useAccountSessions() {
  return useQuery({
    queryKey: accountKeys.sessions,
    queryFn: async () => (await api<AccountSessionsResponse>(accountApi.sessions())).sessions,
  });
}

/** DELETE /api/account/sessions/others. */
export function useLogOutOtherDevices() {
  return useMutation({
    mutationFn: () => api<MessageResponse>(accountApi.otherSessions(), { method: 'DELETE' }),
  });
}

/** Where the browser downloads the JSON export (the server sends it as an attachment). */
export const ACCOUNT_EXPORT_URL = accountApi.export();
