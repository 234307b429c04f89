import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { plants } from '#server/db/schema.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { actsAsCustomer } from '../auth/index.ts';

/**
 * The plant linked to the caller's account (its newest), or null; an account that is no longer
 * a customer's has none.
 */
export async function customerPlantRow(db: Db, user: SessionUser) {
  if (!actsAsCustomer(user)) return null;
  const [row] = await db
    .select()
    .from(plants)
    .where(eq(plants.customerUserId, user.id))
    .orderBy(desc(plants.createdAt), desc(plants.id))
    .limit(1);
  return row ?? null;
}
