import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminUser } from '../../../../shared/schemas/account.ts';
import type { AssignableRole } from '../../../../shared/schemas/user.ts';
import { api } from '../../../lib/api.ts';
import { adminKeys } from './admin-lists.ts';

type UserAnswer = { message: string; user: AdminUser };

/** POST /api/admin/users/:id/disable or /enable; the lists (and the audit log) reload. */
export function useSetUserDisabled() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, disabled }: { id: string; disabled: boolean }) =>
      api<UserAnswer>(`/api/admin/users/${id}/${disabled ? 'disable' : 'enable'}`, {
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
      api<UserAnswer>(`/api/admin/users/${id}/role`, { method: 'PUT', body: { role } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}

/** POST /api/admin/users/:id/mfa/reset: a member's lost phone; they set it up again. */
export function useResetUserMfa() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      api<{ message: string }>(`/api/admin/users/${id}/mfa/reset`, { method: 'POST' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminKeys.all }),
  });
}
