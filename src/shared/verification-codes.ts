/**
 * E-mail verification codes (SPEC sections 4 and 9; DESIGN "Verification codes"): their
 * length, lifetime, tries and resend interval.
 */

/** Digits in a verification code. */
export const VERIFICATION_CODE_LENGTH = 6;
/** How long a code stays valid, in seconds (10 minutes); also the countdown's start. */
export const VERIFICATION_CODE_TTL_SECONDS = 600;
/** Wrong tries allowed before a code is burnt (DESIGN). */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
/** Shortest interval between two codes sent to the same address, in seconds (DESIGN). */
export const VERIFICATION_RESEND_INTERVAL_SECONDS = 30;
