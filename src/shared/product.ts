/**
 * What the company sells and to whom (SPEC sections 1, 4 and 9): lead eligibility, the
 * product's size range, the PPA term, the warranty and the partner process steps.
 */

/** A lead is eligible when its monthly electricity bill is at least this many rupees. */
export const LEAD_ELIGIBILITY_MIN_MONTHLY_BILL = 50_000;

/**
 * Lead eligibility: monthly bill >= ₹50,000. The spec's prose says "over 50,000"; DESIGN
 * settles the boundary as inclusive. Non-finite input is never eligible.
 */
export function isLeadEligible(monthlyBill: number): boolean {
  return Number.isFinite(monthlyBill) && monthlyBill >= LEAD_ELIGIBILITY_MIN_MONTHLY_BILL;
}

/** Smallest installation the company sells, in kW. */
export const PRODUCT_MIN_KW = 50;
/** Largest installation the company sells, in kW (5 MW). */
export const PRODUCT_MAX_KW = 5_000;
/** Term of the power purchase agreement, in months. */
export const PPA_TERM_MONTHS = 60;
/** System warranty, in years. */
export const WARRANTY_YEARS = 25;

/** The partner process steps and their promised durations (section 9), in display order. */
export const PROCESS_STEPS = [
  { key: 'check_eligibility', within: 'instant' },
  { key: 'upload_documents', within: 'instant' },
  { key: 'get_approved', within: { days: 7 } },
  { key: 'system_installation', within: { weeks: 12 } },
] as const;
