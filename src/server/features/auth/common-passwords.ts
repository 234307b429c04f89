import commonPasswords from './common-passwords.json' with { type: 'json' };

/**
 * The 5,000 most used passwords of six characters or more, lower-cased, most common first. Taken
 * from the frequency-ordered `passwords` dictionary of the npm package @zxcvbn-ts/language-common
 * 4.1.3 (MIT): its entries with at least six characters, de-duplicated after lower-casing, first
 * 5,000 kept. Shorter ones are refused by the minimum length already.
 */
/** Frequent in Indian and admin-account leaks yet missing from that list. */
const LOCAL_ADDITIONS = [
  'admin123',
  'admin@123',
  'administrator',
  'password@123',
  'welcome@123',
  'india@123',
  'india123',
  'bharat123',
  'solar123',
  'arkaja123',
];

const COMMON = new Set<string>([...commonPasswords, ...LOCAL_ADDITIONS]);

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common. Please choose one that is harder to guess.';

/** True when the password, ignoring case and surrounding spaces, is on the list. */
export function isCommonPassword(password: string): boolean {
  return COMMON.has(password.trim().toLowerCase());
}
