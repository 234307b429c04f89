import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { mfaApi } from '#shared/api-paths.ts';
import type { AdminUser, MessageResponse } from '#shared/schemas/account.ts';
import { adminApi } from '#shared/schemas/admin.ts';
import type { AssignableRole } from '#shared/schemas/user.ts';
import { adminKeys } from './admin-lists.ts';

type UserAnswer = { message: string; user: AdminUser };

/** POST /api/admin/users/:id/disable or /enable; the lists (and the audit log) reload. */
export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api<UserAnswer>(adminApi.setDisabled(id, disabled), {
        method: 'POST',
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** PUT /api/admin/users/:id/role. */
export function useChangeUserRole() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: AssignableRole }) =>
      api<UserAnswer>(adminApi.role(id), { method: 'PUT', body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /api/admin/users/:id/mfa/reset: a member's lost phone; they set it up again. */
export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api<MessageResponse>(mfaApi.reset(id), { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
