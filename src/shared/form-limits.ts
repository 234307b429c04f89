/**
 * Shortest lengths the forms accept (SPEC sections 5 and 9): passwords, names, addresses,
 * subjects and messages. The zod schemas of `schemas/` read them, so form and route agree.
 */

/** Minimum password length, for every form that asks for one. */
export const PASSWORD_MIN_LENGTH = 6;
/** Minimum length of a person's name (contact form, partner application, lead). */
export const NAME_MIN_LENGTH = 2;
/** Minimum length of a phone number (digits for the lead form). */
export const PHONE_MIN_LENGTH = 10;
/** Minimum length of a contact-form subject. */
export const SUBJECT_MIN_LENGTH = 5;
/** Minimum length of a contact-form message. */
export const MESSAGE_MIN_LENGTH = 10;
/** Minimum length of a postal address (lead form). */
export const ADDRESS_MIN_LENGTH = 5;
/** Minimum length of a city, a state and a company name (partner application, lead; section 5). */
export const CITY_MIN_LENGTH = 2;
export const STATE_MIN_LENGTH = 2;
export const COMPANY_NAME_MIN_LENGTH = 2;
