import { isNotNull } from 'drizzle-orm';
import { users } from '#server/db/schema.ts';

/**
 * The one rule for granting data by e-mail address (an invited plant, contact messages and the
 * newsletter in an export, a partner approval): the account's owner has proved the address by
 * following a link mailed to it (the confirmation link, a reset link, or the invitation's own
 * link, which confirm it). An address typed at sign-up proves nothing.
 */
export const provedAddress = (account: { emailConfirmedAt: Date | null }): boolean =>
  account.emailConfirmedAt !== null;

/** provedAddress as a condition on users, for queries. */
export const provedAddressSql = () => isNotNull(users.emailConfirmedAt);
