import { and, count, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { rewardAmount } from '../../../shared/earnings.ts';
import type { ListQuery } from '../../../shared/schemas/list.ts';
import type { AdminReward, PartnerEarnings, Reward } from '../../../shared/schemas/rewards.ts';
import { REWARD_NOT_FOUND } from '../../../shared/schemas/rewards.ts';
import type { SessionUser } from '../../../shared/schemas/user.ts';
import type { Db } from '../../db/client.ts';
import { leads, partners, rewards, systems } from '../../db/schema.ts';
import { conflict, notFound } from '../../errors.ts';
import { answerList, countUpTo, isoTimeSql, type ListSource, slimReader } from '../../lib/lists.ts';
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
    amount: row.amount,
    sizeKw: row.sizeKw,
    status: row.status,
    earnedAt: row.earnedAt.toISOString(),
    approvedAt: iso(row.approvedAt),
    paidAt: iso(row.paidAt),
    reference: row.reference,
  };
}

/**
 * The partner's reward for a lead that has just been won (docs/decisions/023). Call it
 * in the transaction that makes the lead won. The unique lead id makes it idempotent: a lead
 * stepped back and won again keeps its one reward. The amount follows the rule in
 * `shared/earnings.ts` from the recorded system's size, else the size on the lead (0 when
 * neither is known; recording the system sets it). Returns the reward, or null for a lead
 * without a partner.
 */
export async function awardWonLead(db: Db, leadId: number, now: Date): Promise<RewardRow | null> {
  const [lead] = await db
    .select({
      partnerId: leads.partnerId,
      leadSizeKw: leads.installationSizeKw,
      systemSizeKw: systems.sizeKw,
    })
    .from(leads)
    .leftJoin(systems, eq(systems.leadId, leads.id))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!lead || lead.partnerId === null) return null;
  const sizeKw = lead.systemSizeKw ?? lead.leadSizeKw ?? 0;
  await db
    .insert(rewards)
    .values({
      leadId,
      partnerId: lead.partnerId,
      amount: rewardAmount(sizeKw),
      sizeKw,
      status: 'pending',
      earnedAt: now,
    })
    .onConflictDoNothing({ target: rewards.leadId });
  const [reward] = await db.select().from(rewards).where(eq(rewards.leadId, leadId)).limit(1);
  return reward ?? null;
}

/**
 * After the plant is recorded: a reward not yet approved follows the system's real size. An
 * approved or paid reward keeps the amount that was approved.
 */
export async function resizePendingReward(db: Db, leadId: number, sizeKw: number): Promise<void> {
  await db
    .update(rewards)
    .set({ sizeKw, amount: rewardAmount(sizeKw) })
    .where(and(eq(rewards.leadId, leadId), eq(rewards.status, 'pending')));
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
      conversions: count(),
      totalEarned: sql<number>`coalesce(sum(${rewards.amount}), 0)`.mapWith(Number),
      totalPaid:
        sql<number>`coalesce(sum(${rewards.amount}) filter (where ${rewards.status} = 'paid'), 0)`.mapWith(
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
        sql: { text: sql`${rewards.sizeKw}`, number: true },
      },
      {
        header: 'Amount (INR)',
        value: (r) => r.amount,
        sql: { text: sql`${rewards.amount}`, number: true },
      },
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
    if (row.amount <= 0) throw conflict(NOTHING_TO_APPROVE);
    await tx.update(rewards).set({ status: 'approved', approvedAt: now }).where(eq(rewards.id, id));
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'reward.approve',
        targetType: 'reward',
        targetId: id,
        details: { amount: row.amount, leadId: row.leadId },
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
        details: { amount: row.amount, reference },
        changes: changedFields(row, { status: 'paid', paidAt: now, reference }),
      },
      now,
    );
  });
  return adminReward(db, id);
}
