import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { SESSION_CACHE_MS } from '../../shared/constants.ts';
import type { PublicUser } from '../../shared/schemas/user.ts';
import { ApiError, api } from './api.ts';

export const sessionQueryKey = ['auth', 'session'] as const;

async function fetchSession(): Promise<PublicUser | null> {
  try {
    const body = await api<{ user: PublicUser | null }>('/api/auth/session');
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

/** If no navigation follows a logout, the session is cleared after this long anyway. */
const LOGOUT_CLEAR_FALLBACK_MS = 3_000;

/**
 * POST /api/auth/logout. Callers navigate away in their own onSuccess; the session is cleared
 * once that navigation has rendered (or the component leaves the page). Clearing it at once would
 * let the protected page still on screen, while the next page loads, see no user and send them to
 * the login tab instead.
 */
export function useLogout() {
  const queryClient = useQueryClient();
  const { key: locationKey } = useLocation();
  const clearPending = useRef(false);

  const clearSession = useCallback(() => {
    if (!clearPending.current) return;
    clearPending.current = false;
    queryClient.setQueryData(sessionQueryKey, null);
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== 'auth' });
  }, [queryClient]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new location is the trigger
  useEffect(clearSession, [locationKey, clearSession]);
  useEffect(() => clearSession, [clearSession]);

  return useMutation({
    mutationFn: () => api<{ message: string }>('/api/auth/logout', { method: 'POST' }),
    onSuccess: () => {
      clearPending.current = true;
      setTimeout(clearSession, LOGOUT_CLEAR_FALLBACK_MS);
    },
  });
}

/** Which dashboard a user belongs on (SPEC section 4, role resolution). */
export function dashboardPathFor(user: Pick<PublicUser, 'role' | 'userType'>): string {
  if (user.role === 'admin') return '/admin-dashboard';
  if (user.role === 'partner' || user.userType === 'partner') return '/partner-dashboard';
  return '/customer-dashboard';
}
