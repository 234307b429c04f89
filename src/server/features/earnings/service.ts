import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { leads, partners, plants, rewards } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/errors.ts';
import { decimalCellSql } from '#server/lib/csv.ts';
import {
  answerList,
  countUpTo,
  isoTimeSql,
  type ListSource,
  slimReader,
} from '#server/lib/lists.ts';
import { commissionedPartPaise, REWARD_REASONS, wonPartPaise } from '#shared/earnings.ts';
import type { ListQuery } from '#shared/schemas/list.ts';
import type { AdminReward, PartnerEarnings, Reward } from '#shared/schemas/rewards.ts';
import { REWARD_NOT_FOUND } from '#shared/schemas/rewards.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';

export const NOTHING_TO_APPROVE =
  'This reward has no amount yet. Record the size of the system first.';
export const ONLY_PENDING_APPROVED = 'Only a pending reward can be approved.';
export const ONLY_APPROVED_PAID = 'Approve the reward before marking it paid.';

type RewardRow = typeof rewards.$inferSelect;

const iso = (date: Date | null) => date?.toISOString() ?? null;

function toReward(row: RewardRow, leadName: string): Reward {
  return {
    id: row.id,
    leadId: row.leadId,
    partnerId: row.partnerId,
    leadName,
    part: row.part,
    amountPaise: row.amountPaise,
    reason: row.reason,
    sizeKw: row.sizeKw,
    status: row.status,
    earnedAt: row.earnedAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    paidAt: iso(row.paidAt),
    reference: row.reference,
  };
}

/** The size a lead's reward follows: the recorded plant's, else the lead's own (0 when neither). */
async function rewardBasis(db: Db, leadId: number) {
  const [lead] = await db
    .select({
      partnerId: leads.partnerId,
      leadSizeKw: leads.installationSizeKw,
      plantSizeKw: plants.sizeKw,
    })
    .from(leads)
    .leftJoin(plants, eq(plants.leadId, leads.id))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead || lead.partnerId === null) return null;
  return { partnerId: lead.partnerId, sizeKw: lead.plantSizeKw ?? lead.leadSizeKw ?? 0 };
}

/**
 * The `won` part of the partner's reward for a lead that has just been won (decisions 023,
 * 049): half the rule in `shared/earnings.ts`. Call it in the transaction that makes the lead
 * won. The unique (lead, part) makes it idempotent: a lead stepped back and won again keeps its
 * one part. Returns the part, or null for a lead without a partner.
 */
export async function awardWonLead(db: Db, leadId: number, now: Date): Promise<RewardRow | null> {
  const basis = await rewardBasis(db, leadId);
  if (!basis) return null;
  await db
    .insert(rewards)
    .values({
      leadId,
      partnerId: basis.partnerId,
      part: 'won',
      amountPaise: wonPartPaise(basis.sizeKw),
      reason: REWARD_REASONS.won,
      sizeKw: basis.sizeKw,
      status: 'pending',
      earnedAt: now,
    })
    .onConflictDoNothing({ target: [rewards.leadId, rewards.part] });
  const [reward] = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.leadId, leadId), eq(rewards.part, 'won')))
    .limit(1);
  return reward ?? null;
}

/**
 * The `commissioned` part, when the plant is commissioned: the whole reward at the commissioned
 * size less the won part. Made once; nothing when that leaves nothing (a reward made whole
 * before the split). Call it in the commissioning's transaction, after the plant is recorded.
 */
export async function awardCommissionedLead(db: Db, leadId: number, now: Date): Promise<void> {
  const basis = await rewardBasis(db, leadId);
  if (!basis) return;
  const won = await awardWonLead(db, leadId, now);
  const amountPaise = commissionedPartPaise(basis.sizeKw, won?.amountPaise ?? 0);
  if (amountPaise <= 0) return;
  await db
    .insert(rewards)
    .values({
      leadId,
      partnerId: basis.partnerId,
      part: 'commissioned',
      amountPaise,
      reason: REWARD_REASONS.commissioned,
      sizeKw: basis.sizeKw,
      status: 'pending',
      earnedAt: now,
    })
    .onConflictDoNothing({ target: [rewards.leadId, rewards.part] });
}

/**
 * After the plant is recorded: the parts not yet approved follow the plant's real size. An
 * approved or paid part keeps the amount that was approved.
 */
export async function resizePendingReward(db: Db, leadId: number, sizeKw: number): Promise<void> {
  await db
    .update(rewards)
    .set({ sizeKw, amountPaise: wonPartPaise(sizeKw) })
    .where(and(eq(rewards.leadId, leadId), eq(rewards.part, 'won'), eq(rewards.status, 'pending')));
  const [won] = await db
    .select({ amountPaise: rewards.amountPaise })
    .from(rewards)
    .where(and(eq(rewards.leadId, leadId), eq(rewards.part, 'won')))
    .limit(1);
  await db
    .update(rewards)
    .set({ sizeKw, amountPaise: commissionedPartPaise(sizeKw, won?.amountPaise ?? 0) })
    .where(
      and(
        eq(rewards.leadId, leadId),
        eq(rewards.part, 'commissioned'),
        eq(rewards.status, 'pending'),
      ),
    );
}

/**
 * A cancelled project's rewards: parts not yet paid are cancelled; what was paid comes back as
 * one negative `clawback` entry, already approved, which the partner's next payout deducts.
 * Call it in the cancellation's transaction. Returns the clawback in paise (0 when none).
 */
export async function clawBackRewards(
  db: Db,
  actor: SessionUser,
  leadId: number,
  now: Date,
): Promise<number> {
  const parts = await db
    .select()
    .from(rewards)
    .where(and(eq(rewards.leadId, leadId), inArray(rewards.part, ['won', 'commissioned'])))
    .for('update');
  const unpaid = parts.filter((part) => part.status === 'pending' || part.status === 'approved');
  if (unpaid.length > 0)
    await db
      .update(rewards)
      .set({ status: 'cancelled' })
      .where(
        inArray(
          rewards.id,
          unpaid.map((part) => part.id),
        ),
      );
  const paid = parts.filter((part) => part.status === 'paid');
  const paidPaise = paid.reduce((sum, part) => sum + part.amountPaise, 0);
  if (paidPaise > 0)
    await db
      .insert(rewards)
      .values({
        leadId,
        partnerId: paid[0]!.partnerId,
        part: 'clawback',
        amountPaise: -paidPaise,
        reason: REWARD_REASONS.clawback,
        sizeKw: paid[0]!.sizeKw,
        status: 'approved',
        earnedAt: now,
        approvedAt: now,
      })
      .onConflictDoNothing({ target: [rewards.leadId, rewards.part] });
  for (const part of unpaid)
    await recordAudit(
      db,
      {
        actorId: actor.id,
        action: 'reward.cancel',
        targetType: 'reward',
        targetId: part.id,
        details: { leadId, part: part.part, amountPaise: part.amountPaise },
        changes: changedFields(part, { status: 'cancelled' }),
      },
      now,
    );
  if (paidPaise > 0)
    await recordAudit(
      db,
      {
        actorId: actor.id,
        action: 'reward.clawback',
        targetType: 'lead',
        targetId: leadId,
        details: { amountPaise: -paidPaise },
        changes: changedFields(null, { clawbackPaise: -paidPaise }),
      },
      now,
    );
  return paidPaise;
}

/** The caller's own rewards, newest first: a list (lib/lists.ts) scoped to their partner record. */
function ownRewardList(db: Db, userId: string): ListSource<Reward> {
  const own = eq(partners.userId, userId);
  return {
    name: 'rewards',
    searchColumns: [leads.businessName],
    order: { table: rewards, time: rewards.earnedAt, id: rewards.id, idOf: (r) => r.id },
    count: (where, upTo) =>
      countUpTo(
        db,
        db
          .select({ one: sql`1` })
          .from(rewards)
          .innerJoin(partners, eq(partners.id, rewards.partnerId))
          .innerJoin(leads, eq(leads.id, rewards.leadId))
          .where(and(own, where))
          .$dynamic(),
        upTo,
      ),
    rows: async (where, window) => {
      const rows = await db
        .select({ reward: rewards, leadName: leads.businessName })
        .from(rewards)
        .innerJoin(partners, eq(partners.id, rewards.partnerId))
        .innerJoin(leads, eq(leads.id, rewards.leadId))
        .where(and(own, where))
        .orderBy(desc(rewards.earnedAt), desc(rewards.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => toReward(row.reward, row.leadName));
    },
    csv: [],
  };
}

/**
 * GET /api/partners/earnings: the caller's conversions and totals (summed in the database) and one
 * page of their rewards (nothing for a non-partner).
 */
export async function getPartnerEarnings(
  db: Db,
  reply: FastifyReply,
  user: SessionUser,
  query: ListQuery,
  now: Date,
): Promise<PartnerEarnings> {
  const [totals] = await db
    .select({
      conversions: sql<number>`count(distinct ${rewards.leadId})`.mapWith(Number),
      totalEarnedPaise:
        sql<number>`coalesce(sum(${rewards.amountPaise}) filter (where ${rewards.status} <> 'cancelled'), 0)`.mapWith(
          Number,
        ),
      totalPaidPaise:
        sql<number>`coalesce(sum(${rewards.amountPaise}) filter (where ${rewards.status} = 'paid'), 0)`.mapWith(
          Number,
        ),
    })
    .from(rewards)
    .innerJoin(partners, eq(partners.id, rewards.partnerId))
    .where(eq(partners.userId, user.id));
  const page = await answerList(reply, ownRewardList(db, user.id), query, now);
  const { items, ...info } = page!;
  return { ...totals!, rewards: items, ...info };
}

const adminRewardColumns = {
  reward: rewards,
  leadName: leads.businessName,
  partnerName: partners.fullName,
  partnerEmail: partners.email,
};

type AdminRewardRow = {
  reward: RewardRow;
  leadName: string;
  partnerName: string;
  partnerEmail: string;
};

const toAdminReward = (row: AdminRewardRow): AdminReward => ({
  ...toReward(row.reward, row.leadName),
  partnerName: row.partnerName,
  partnerEmail: row.partnerEmail,
});

/** Rewards still to pay (pending or approved), or every reward with `all`; oldest first. */
export function rewardList(db: Db, scope: 'due' | 'all'): ListSource<AdminReward> {
  const due = inArray(rewards.status, ['pending', 'approved']);
  const filter = (where: SQL | undefined) => (scope === 'due' ? and(due, where) : where);
  const base = () =>
    db
      .select(adminRewardColumns)
      .from(rewards)
      .innerJoin(partners, eq(partners.id, rewards.partnerId))
      .innerJoin(leads, eq(leads.id, rewards.leadId));
  return {
    name: 'rewards',
    searchColumns: [partners.fullName, partners.email, leads.businessName],
    order: { table: rewards, time: rewards.earnedAt, id: rewards.id, idOf: (r) => r.id },
    count: (where, upTo) =>
      countUpTo(
        db,
        db
          .select({ one: sql`1` })
          .from(rewards)
          .innerJoin(partners, eq(partners.id, rewards.partnerId))
          .innerJoin(leads, eq(leads.id, rewards.leadId))
          .where(filter(where))
          .$dynamic(),
        upTo,
      ),
    rows: async (where, window) => {
      const rows = await base()
        .where(filter(where))
        .orderBy(sql`${rewards.earnedAt} desc`, desc(rewards.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map(toAdminReward);
    },
    csv: [
      { header: 'ID', value: (r) => r.id, sql: { text: sql`${rewards.id}`, number: true } },
      { header: 'Partner', value: (r) => r.partnerName, sql: { text: sql`${partners.fullName}` } },
      {
        header: 'Partner Email',
        value: (r) => r.partnerEmail,
        sql: { text: sql`${partners.email}` },
      },
      {
        header: 'Lead ID',
        value: (r) => r.leadId,
        sql: { text: sql`${rewards.leadId}`, number: true },
      },
      { header: 'Customer', value: (r) => r.leadName, sql: { text: sql`${leads.businessName}` } },
      {
        header: 'System Size (kW)',
        value: (r) => r.sizeKw,
        sql: { text: decimalCellSql(sql`${rewards.sizeKw}`), number: true },
      },
      { header: 'Part', value: (r) => r.part, sql: { text: sql`${rewards.part}` } },
      {
        header: 'Amount (INR)',
        // Rupees as a number (12500.5), the same from JSON rows and from SQL text.
        value: (r) => r.amountPaise / 100,
        sql: { text: decimalCellSql(sql`${rewards.amountPaise}::numeric / 100`), number: true },
      },
      { header: 'Reason', value: (r) => r.reason, sql: { text: sql`${rewards.reason}` } },
      { header: 'Status', value: (r) => r.status, sql: { text: sql`${rewards.status}` } },
      { header: 'Earned', value: (r) => r.earnedAt, sql: { text: isoTimeSql(rewards.earnedAt) } },
      {
        header: 'Approved',
        value: (r) => r.approvedAt,
        sql: { text: isoTimeSql(rewards.approvedAt) },
      },
      { header: 'Paid', value: (r) => r.paidAt, sql: { text: isoTimeSql(rewards.paidAt) } },
      { header: 'Reference', value: (r) => r.reference, sql: { text: sql`${rewards.reference}` } },
    ],
    slim: slimReader(db),
    slimFrom: {
      from: sql`${rewards} inner join ${partners} on ${partners.id} = ${rewards.partnerId} inner join ${leads} on ${leads.id} = ${rewards.leadId}`,
      where: filter(undefined),
    },
  };
}

async function adminReward(db: Db, id: number): Promise<AdminReward> {
  const [row] = await db
    .select(adminRewardColumns)
    .from(rewards)
    .innerJoin(partners, eq(partners.id, rewards.partnerId))
    .innerJoin(leads, eq(leads.id, rewards.leadId))
    .where(eq(rewards.id, id))
    .limit(1);
  if (!row) throw notFound(REWARD_NOT_FOUND);
  return toAdminReward(row);
}

/** pending → approved. The amount is fixed from here on. */
export async function approveReward(
  db: Db,
  actor: SessionUser,
  id: number,
  now: Date,
): Promise<AdminReward> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(rewards).where(eq(rewards.id, id)).for('update');
    if (!row) throw notFound(REWARD_NOT_FOUND);
    if (row.status !== 'pending') throw conflict(ONLY_PENDING_APPROVED);
    if (row.amountPaise <= 0) throw conflict(NOTHING_TO_APPROVE);
    await tx.update(rewards).set({ status: 'approved', approvedAt: now }).where(eq(rewards.id, id));
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'reward.approve',
        targetType: 'reward',
        targetId: id,
        details: { amountPaise: row.amountPaise, leadId: row.leadId, part: row.part },
        changes: changedFields(row, { status: 'approved', approvedAt: now }),
      },
      now,
    );
  });
  return adminReward(db, id);
}

/** approved → paid, with the payment's reference. */
export async function payReward(
  db: Db,
  actor: SessionUser,
  id: number,
  reference: string,
  now: Date,
): Promise<AdminReward> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(rewards).where(eq(rewards.id, id)).for('update');
    if (!row) throw notFound(REWARD_NOT_FOUND);
    if (row.status !== 'approved') throw conflict(ONLY_APPROVED_PAID);
    await tx
      .update(rewards)
      .set({ status: 'paid', paidAt: now, reference })
      .where(eq(rewards.id, id));
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'reward.pay',
        targetType: 'reward',
        targetId: id,
        details: { amountPaise: row.amountPaise, reference },
        changes: changedFields(row, { status: 'paid', paidAt: now, reference }),
      },
      now,
    );
  });
  return adminReward(db, id);
}
