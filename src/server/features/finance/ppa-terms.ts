import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { plants, proposals } from '#server/db/schema.ts';

/** Default billing day of a PPA plant: a month's bill goes out on the 1st of the next. */
export const DEFAULT_BILLING_DAY = 1;

/**
 * Fills a PPA plant's contract terms that are still empty: the tariff and escalation from the
 * lead's accepted proposal's PPA offer (rupees and per cent there, paise and basis points here),
 * the start date from the commissioning date. Terms once set are never overwritten here. Call
 * it in the transaction that records the plant or accepts the proposal.
 */
export async function fillPpaTerms(tx: Db, leadId: number): Promise<void> {
  const [plant] = await tx.select().from(plants).where(eq(plants.leadId, leadId)).limit(1);
  if (plant?.model !== 'ppa') return;
  const [accepted] = await tx
    .select({ offers: proposals.offers })
    .from(proposals)
    .where(and(eq(proposals.leadId, leadId), isNotNull(proposals.acceptedAt)))
    .orderBy(desc(proposals.acceptedAt))
    .limit(1);
  const ppa = accepted?.offers.ppa;
  const set: Partial<typeof plants.$inferInsert> = {};
  if (plant.tariffPaisePerKwh === null && ppa) {
    set.tariffPaisePerKwh = Math.round(ppa.tariffPerKwh * 100);
    set.escalationBp = Math.round(ppa.escalationPct * 100);
  }
  if (plant.ppaStartOn === null && plant.commissionedOn) set.ppaStartOn = plant.commissionedOn;
  if (plant.billingDay === null) set.billingDay = DEFAULT_BILLING_DAY;
  if (Object.keys(set).length > 0) await tx.update(plants).set(set).where(eq(plants.id, plant.id));
}
