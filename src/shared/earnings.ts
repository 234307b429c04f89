/**
 * The partner reward rule, in one place (docs/decisions/023): a partner earns
 * ₹500 for every kW of the plant of a lead they brought, when the lead is won. The partner
 * page states the rule from these constants, and the server computes every reward with
 * `rewardAmount`.
 */

/** Whole rupees earned per kW of the won system. */
export const REWARD_RUPEES_PER_KW = 500;

/** The reward for a system of `sizeKw` kW, in whole rupees (rounded to the nearest rupee). */
export function rewardAmount(sizeKw: number): number {
  if (!Number.isFinite(sizeKw) || sizeKw <= 0) return 0;
  return Math.round(sizeKw * REWARD_RUPEES_PER_KW);
}
