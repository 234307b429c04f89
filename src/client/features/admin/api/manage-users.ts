import { useMutation } from '@tanstack/react-query';
import { api } from '#client/lib/api.ts';
import { mfaApi } from '#shared/api-paths.ts';
import type { AdminUser, MessageResponse } from '#shared/schemas/account.ts';
import { adminApi } from '#shared/schemas/admin.ts';
import type { AssignableRole } from '#shared/schemas/user.ts';

type UserAnswer = { message: string; user: AdminUser };

/** POST /api/admin/users/:id/disable or /enable; the lists (and the audit log) reload. */
export function useSetUserDisabled() {
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api<UserAnswer>(adminApi.setDisabled(id, disabled), {
        method: 'POST',
      }),
  });
}

/** PUT /api/admin/users/:id/role. */
export function useChangeUserRole() {
  return useMutation({
    mutationFn: ({ id, role }: { id: string; role: AssignableRole }) =>
      api<UserAnswer>(adminApi.role(id), { method: 'PUT', body: { role } }),
  });
}

/** POST /api/admin/users/:id/mfa/reset: a member's lost phone; they set it up again. */
export function useResetUserMfa() {
  return useMutation({
    mutationFn: (id: string) => api<MessageResponse>(mfaApi.reset(id), { method: 'POST' }),
  });
}
