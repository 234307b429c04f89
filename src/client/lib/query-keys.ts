import { MutationCache, type QueryClient } from '@tanstack/react-query';

/**
 * Query keys several features read: the admin lists and cards, the leads (a lead's page sits
 * under `leads`), and the partner's own application.
 */
export const queryKeys = {
  admin: ['admin'] as const,
  leads: ['leads'] as const,
  lead: (id: number) => ['leads', id] as const,
  partnerProfile: ['partners', 'profile'] as const,
};

/** Keys under this first part (the session) are kept by the auth module itself, not by writes. */
const SESSION_ROOT = 'auth';

/**
 * The rule of every write, and the only place a write reloads anything but the session: once any
 * mutation succeeds, every list and record the client holds (all but the session) is stale; those
 * on screen reload at once, the others when next shown. A hook need not know every view its
 * write shows up in (a deleted account stayed in the admin's Users tab).
 *
 * The write does not wait for them: its answer is shown at once (its toast, a closed dialog) and
 * the views follow. A write held until every view on screen had reloaded raised its toast late,
 * and on a busy machine after the next write's: an admin's refused stage move was replaced on
 * screen by the "Document accepted" of the click before it.
 */
export function writesInvalidateLists(getClient: () => QueryClient) {
  return new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => {
      // A write that ends the session (logout, deleting the account) forgets every answer
      // instead: reloading them would only ask the server with no session, and be refused.
      if (mutation.meta?.[ENDS_SESSION]) return;
      void getClient().invalidateQueries({
        predicate: (query) => query.queryKey[0] !== SESSION_ROOT,
      });
    },
  });
}

/** The `meta` flag of a mutation that ends the session: `meta: { [ENDS_SESSION]: true }`. */
export const ENDS_SESSION = 'endsSession';
