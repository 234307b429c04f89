import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { leads, plants, users } from '#server/db/schema.ts';
import { provedAddressSql } from './proved-address.ts';

/**
 * Links the invited plants whose lead has this account's address, once the account has proved
 * it (provedAddress): called in the transaction that confirms the address (the confirmation
 * link, a reset link or the invitation's own link).
 * It lives in auth, not in plants, because proving an address is auth's step; plants
 * depends on auth, never the other way round.
 */
export async function linkInvitedPlants(db: Db, userId: string, now: Date): Promise<void> {
  const proved = db
    .select({ email: sql`lower(${users.email})` })
    .from(users)
    .where(and(eq(users.id, userId), provedAddressSql()));
  const leadsOfAddress = db
    .select({ id: leads.id })
    .from(leads)
    .where(inArray(sql`lower(${leads.email})`, proved));
  await db
    .update(plants)
    .set({ customerUserId: userId, updatedAt: now })
    .where(
      and(
        isNull(plants.customerUserId),
        isNotNull(plants.invitedAt),
        inArray(plants.leadId, leadsOfAddress),
      ),
    );
}
