import { MutationCache, type QueryClient } from '@tanstack/react-query';

/**
 * Query keys several features share, so that a change made in one view reloads every view that
 * shows it: the admin lists and cards, the leads (a lead's page sits under `leads`), and the
 * partner's own application.
 */
export const queryKeys = {
  admin: ['admin'] as const,
  leads: ['leads'] as const,
  lead: (id: number) => ['leads', id] as const,
  partnerProfile: ['partners', 'profile'] as const,
};

/** What a partner approval or a lead change can alter, for `invalidateQueries` one by one. */
export const pipelineKeys = [queryKeys.admin, queryKeys.leads, queryKeys.partnerProfile] as const;

/** Keys under this first part (the session) are kept by the auth module itself, not by writes. */
const SESSION_ROOT = 'auth';

/**
 * The rule of every write: once any mutation succeeds, every list and record the client holds
 * (all but the session) is stale; those on screen reload at once, the others when next shown.
 * A hook need not know every view its write shows up in (a deleted account stayed in the
 * admin's Users tab): its own `onSuccess` may still reload what it knows first.
 */
export function writesInvalidateLists(getClient: () => QueryClient) {
  return new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => {
      // A write that ends the session (logout, deleting the account) forgets every answer
      // instead: reloading them would only ask the server with no session, and be refused.
      if (mutation.meta?.[ENDS_SESSION]) return;
      return getClient().invalidateQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_ROOT,
      });
    },
  });
}

/** The `meta` flag of a mutation that ends the session: `meta: { [ENDS_SESSION]: true }`. */
export const ENDS_SESSION = 'endsSession';
