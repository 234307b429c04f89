import { useSession } from '#client/lib/auth.ts';
import { queryKeys } from '#client/lib/query-keys.ts';

/** Cache keys of the partner feature; logout drops them all (they do not start with 'auth'). */
export const partnerKeys = {
  profile: queryKeys.partnerProfile,
  leads: queryKeys.leads,
  earnings: ['partners', 'earnings'] as const,
};

/**
 * The partner queries ask only while someone is signed in: right after logout, a dashboard that
 * is still on screen for a moment must not ask again and be refused.
 */
export function useSignedIn(): boolean {
  return Boolean(useSession().data);
}
