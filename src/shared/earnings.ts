/**
 * The partner reward rule, in one place (docs/decisions/023, 049): a partner earns
 * ₹500 for every kW of the plant of a lead they brought, in two parts: half when the lead is
 * won, the rest when the plant is commissioned. The partner page states the rule from these
 * constants, and the server computes every reward part with the functions here. Amounts are
 * integer paise.
 */

/** Whole rupees earned per kW of the won plant. */
export const REWARD_RUPEES_PER_KW = 500;

/** Paise in a rupee. */
export const PAISE_PER_RUPEE = 100;

/** The parts a reward is paid in, and the negative entry of a cancelled project. */
export const REWARD_PARTS = ['won', 'commissioned', 'clawback'] as const;
export type RewardPart = (typeof REWARD_PARTS)[number];

/** Why each entry exists, as the reward's `reason` keeps it. */
export const REWARD_REASONS = {
  won: 'won',
  commissioned: 'commissioned',
  clawback: 'clawback: project cancelled',
} as const satisfies Record<RewardPart, string>;

/** The whole reward for a plant of `sizeKw` kW, in whole rupees (rounded to the nearest rupee). */
export function rewardAmount(sizeKw: number): number {
  if (!Number.isFinite(sizeKw) || sizeKw <= 0) return 0;
  return Math.round(sizeKw * REWARD_RUPEES_PER_KW);
}

/** The whole reward in paise: the one rounding (to the rupee) happens in `rewardAmount`. */
export const rewardPaise = (sizeKw: number) => rewardAmount(sizeKw) * PAISE_PER_RUPEE;

/** The part that becomes pending when the lead is won: half, an odd paisa left to the rest. */
export const wonPartPaise = (sizeKw: number) => Math.floor(rewardPaise(sizeKw) / 2);

/**
 * The part that becomes pending at commissioning: the whole reward less what the won part
 * already holds (never below 0, so a reward made whole at won before the split adds nothing).
 */
export const commissionedPartPaise = (sizeKw: number, wonPaise: number) =>
  Math.max(0, rewardPaise(sizeKw) - wonPaise);
