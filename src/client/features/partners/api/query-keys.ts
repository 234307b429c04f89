/** Cache keys of the partner feature; logout drops them all (they do not start with 'auth'). */
export const partnerKeys = {
  profile: ['partners', 'profile'] as const,
  applications: ['partners', 'applications'] as const,
  leads: ['leads'] as const,
};
