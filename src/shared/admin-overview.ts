/**
 * The admin overview's lists (SPEC section 9).
 */

/** Items in each admin overview list. */
export const OVERVIEW_LIST_SIZE = 5;
/** A contact submission counts as new for this many days. */
export const NEW_CONTACTS_WINDOW_DAYS = 7;
