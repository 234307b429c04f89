/**
 * How money is shown (SPEC section 9): Indian English grouping, rupees, no decimals.
 */

/** Money is shown in Indian English grouping, rupees, no decimals. */
export const CURRENCY_LOCALE = 'en-IN';
export const CURRENCY_CODE = 'INR';
export const CURRENCY_FRACTION_DIGITS = 0;
/** One lakh and one crore, in rupees. */
export const LAKH = 100_000;
export const CRORE = 10_000_000;
