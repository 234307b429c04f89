import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SESSION_CACHE_MS } from '../../shared/constants.ts';
import { ApiError, api } from './api.ts';

/** The signed-in user as GET /api/auth/session returns it. */
export type SessionUser = {
  id: string;
  email: string;
  name: string;
  role: 'user' | 'customer' | 'partner' | 'admin';
  userType: 'customer' | 'partner' | 'admin' | null;
  firstName: string | null;
  lastName: string | null;
  username: string | null;
};

export const sessionQueryKey = ['auth', 'session'] as const;

async function fetchSession(): Promise<SessionUser | null> {
  try {
    const body = await api<{ user: SessionUser | null }>('/api/auth/session');
    return body.user;
  } catch (err) {
    // 401 means nobody is logged in (SPEC section 7).
    if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return null;
    throw err;
  }
}

/** The current session: cached 5 minutes, dropped as soon as nothing uses it (SPEC section 4). */
export function useSession() {
  return useQuery({
    queryKey: sessionQueryKey,
    queryFn: fetchSession,
    staleTime: SESSION_CACHE_MS,
    gcTime: 0,
  });
}

export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      queryClient.setQueryData(sessionQueryKey, null);
      queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
    },
  });
}

/** Which dashboard a user belongs on (SPEC section 4, role resolution). */
export function dashboardPathFor(user: Pick<SessionUser, 'role' | 'userType'>): string {
  if (user.role === 'admin') return '/admin-dashboard';
  if (user.role === 'partner' || user.userType === 'partner') return '/partner-dashboard';
  return '/customer-dashboard';
}
