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
