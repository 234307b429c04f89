import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { staffMay } from '#server/access-policy.ts';
import type { Db } from '#server/db/client.ts';
import {
  leads,
  partners,
  payoutEntries,
  payoutProfiles,
  payoutRuns,
  payoutStatements,
  rewards,
  users,
} from '#server/db/schema.ts';
import { notFound } from '#server/errors.ts';
import { toCsv } from '#server/lib/csv.ts';
import { attachmentDisposition } from '#server/lib/file-name.ts';
import { answerList, countUpTo, type ListSource } from '#server/lib/lists.ts';
import type { SealedSecrets } from '#server/lib/sealed-secrets.ts';
import { mailLink } from '#server/mail/links.ts';
import { payoutPaidMail } from '#server/mail/templates/finance.ts';
import { FINANCE_PDF_COPY, renderStatementPdf } from '#server/pdf/finance-pdf.ts';
import {
  type FinanceSetting,
  financialYearDays,
  financialYearLabel,
  financialYearStart,
  istDay,
  istMonth,
  lastDayOfMonth,
  settingOn,
  statementFigures,
} from '#shared/finance.ts';
import type { Language } from '#shared/languages.ts';
import { paths } from '#shared/paths.ts';
import {
  financeMessages,
  isValidPan,
  type PayoutRun,
  type Statement,
} from '#shared/schemas/finance.ts';
import type { ListQuery } from '#shared/schemas/list.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import {
  profileAccountNumber,
  statementAccountContext,
  statementAccountNumber,
} from './bank-account.ts';
import { assertMonthEnded, type FinanceDeps, iso, loadSettings, takeNumber } from './common.ts';

/** One signed reward entry to pay: a clawback is negative. */
export type RewardEntry = {
  rewardId: number;
  partnerId: number;
  amountPaise: number;
  description: string;
};

/**
 * The approved reward entries not yet in a statement, approved up to `upTo`, of one partner or
 * all. Every row is a signed entry (a lead may have several; a clawback is negative): the one
 * place that reads reward amounts for payouts.
 */
export async function payableRewardEntries(
  tx: Db,
  partnerId: number | undefined,
  upTo: Date,
): Promise<RewardEntry[]> {
  const rows = await tx
    .select({
      rewardId: rewards.id,
      partnerId: rewards.partnerId,
      amountPaise: rewards.amountPaise,
      part: rewards.part,
      leadName: leads.businessName,
      sizeKw: rewards.sizeKw,
    })
    .from(rewards)
    .innerJoin(leads, eq(leads.id, rewards.leadId))
    .where(
      and(
        eq(rewards.status, 'approved'),
        lte(sql`coalesce(${rewards.approvedAt}, ${rewards.earnedAt})`, upTo),
        partnerId === undefined ? undefined : eq(rewards.partnerId, partnerId),
        sql`not exists (select 1 from payout_entries pe where pe.reward_id = ${rewards.id})`,
      ),
    )
    .orderBy(rewards.partnerId, rewards.id);
  return rows.map((r) => ({
    rewardId: r.rewardId,
    partnerId: r.partnerId,
    amountPaise: Number(r.amountPaise),
    description: `${r.leadName} (${r.sizeKw} kW, ${r.part})`,
  }));
}

type StatementRow = typeof payoutStatements.$inferSelect;

function toStatement(row: StatementRow, partnerName: string, month: string): Statement {
  return {
    id: row.id,
    runId: row.runId,
    partnerId: row.partnerId,
    partnerName,
    number: row.number,
    month,
    grossPaise: row.grossPaise,
    cgstPaise: row.cgstPaise,
    sgstPaise: row.sgstPaise,
    igstPaise: row.igstPaise,
    gstPaise: row.cgstPaise + row.sgstPaise + row.igstPaise,
    tdsPaise: row.tdsPaise,
    tdsRatePct: row.tdsRateBp / 100,
    tdsReason: row.tdsReason,
    netPaise: row.netPaise,
    status: row.status,
    utr: row.utr,
    paidAt: iso(row.paidAt),
  };
}

const statementColumns = {
  statement: payoutStatements,
  partnerName: partners.fullName,
  month: payoutRuns.month,
};

const statementsFrom = (db: Db) =>
  db
    .select(statementColumns)
    .from(payoutStatements)
    .innerJoin(partners, eq(partners.id, payoutStatements.partnerId))
    .innerJoin(payoutRuns, eq(payoutRuns.id, payoutStatements.runId));

async function loadRun(db: Db, id: number): Promise<PayoutRun> {
  const [run] = await db.select().from(payoutRuns).where(eq(payoutRuns.id, id));
  if (!run) throw notFound(financeMessages.runNotFound);
  const rows = await statementsFrom(db)
    .where(eq(payoutStatements.runId, id))
    .orderBy(payoutStatements.partnerId);
  return {
    id: run.id,
    month: run.month,
    createdAt: run.createdAt.toISOString(),
    statements: rows.map((r) => toStatement(r.statement, r.partnerName, r.month)),
  };
}

/** Commission and TDS of a partner's earlier statements in a financial year (paid or to pay). */
async function yearSoFar(tx: Db, partnerId: number, fyStart: number) {
  const [row] = await tx
    .select({
      gross: sql<number>`coalesce(sum(${payoutStatements.grossPaise}), 0)::bigint`,
      tds: sql<number>`coalesce(sum(${payoutStatements.tdsPaise}), 0)::bigint`,
    })
    .from(payoutStatements)
    .where(
      and(
        eq(payoutStatements.partnerId, partnerId),
        eq(payoutStatements.fyStart, fyStart),
        inArray(payoutStatements.status, ['pending', 'paid']),
      ),
    );
  return { gross: Number(row?.gross ?? 0), tds: Number(row?.tds ?? 0) };
}

/** The settings rows a statement shows, those in force on its day. */
function settingsShown(settings: readonly FinanceSetting[], day: string, language: Language) {
  const labels = FINANCE_PDF_COPY[language].settingLabels;
  return (Object.keys(labels) as (keyof typeof labels)[]).map((key) => {
    const row = settingOn(settings, key, day);
    const shown = key.endsWith('_bp') ? `${row.value / 100}%` : `₹${row.value / 100}`;
    return { label: `${labels[key]}: ${shown}`, from: row.effectiveFrom, to: row.effectiveTo };
  });
}

/**
 * A month's payout run: approved entries (clawbacks included) grouped per partner. A partner
 * whose profile changed in the last 24 hours, or who has none, is held; one whose net is below
 * the minimum is carried forward; neither gets a number nor takes entries, which wait for the
 * next run. One run per month: running it again answers the run made.
 */
export async function runPayouts(
  deps: FinanceDeps & { secrets: SealedSecrets },
  input: { month: string; actorId: string | null },
  now: Date,
): Promise<PayoutRun> {
  const { db } = deps;
  // The current month may be paid out (entries approved so far); a later month may not.
  if (input.month > istMonth(now)) assertMonthEnded(input.month, now);
  const [existing] = await db
    .select({ id: payoutRuns.id })
    .from(payoutRuns)
    .where(eq(payoutRuns.month, input.month));
  if (existing) return loadRun(db, existing.id);
  const settings = await loadSettings(db);
  const today = istDay(now);
  const fyStart = financialYearStart(today);
  const monthEnd = new Date(`${lastDayOfMonth(input.month)}T23:59:59.999+05:30`);
  const upTo = monthEnd < now ? monthEnd : now;
  const runId = await db.transaction(async (tx) => {
    const [run] = await tx
      .insert(payoutRuns)
      .values({ month: input.month, createdBy: input.actorId, createdAt: now })
      .onConflictDoNothing()
      .returning();
    if (!run) return null;
    const entries = await payableRewardEntries(tx, undefined, upTo);
    const byPartner = new Map<number, RewardEntry[]>();
    for (const e of entries) byPartner.set(e.partnerId, [...(byPartner.get(e.partnerId) ?? []), e]);
    for (const [partnerId, own] of byPartner) {
      const [partner] = await tx
        .select({ partner: partners, profile: payoutProfiles, language: users.language })
        .from(partners)
        .innerJoin(users, eq(users.id, partners.userId))
        .leftJoin(payoutProfiles, eq(payoutProfiles.partnerId, partners.id))
        .where(eq(partners.id, partnerId));
      if (!partner) continue;
      const profile = partner.profile;
      const commissionPaise = own.reduce((sum, e) => sum + e.amountPaise, 0);
      const earlier = await yearSoFar(tx, partnerId, fyStart);
      const hasPan = !!profile && isValidPan(profile.pan);
      const figures = statementFigures(settings, {
        day: today,
        commissionPaise,
        earlierCommissionPaise: earlier.gross,
        earlierTdsPaise: earlier.tds,
        hasPan,
        gstin: profile?.gstin ?? null,
      });
      const held = !profile || (profile.heldUntil !== null && profile.heldUntil > now);
      const status = held ? 'held' : figures.carriedForward ? 'carried_forward' : 'pending';
      const number = status === 'pending' ? await takeNumber(tx, 'payout_statement', today) : null;
      const pdf =
        number === null
          ? null
          : await renderStatementPdf({
              language: partner.language,
              number,
              issuedOn: today,
              month: input.month,
              fyStart,
              partner: {
                name: partner.partner.companyName || partner.partner.fullName,
                pan: profile?.pan ?? null,
                gstin: profile?.gstin ?? null,
              },
              entries: own,
              grossPaise: figures.grossPaise,
              cgstPaise: figures.gst.cgstPaise,
              sgstPaise: figures.gst.sgstPaise,
              igstPaise: figures.gst.igstPaise,
              gstRateBp: figures.gst.rateBp,
              tdsPaise: figures.tds.tdsPaise,
              tdsRateBp: figures.tds.rateBp,
              tdsReason: figures.tds.reason,
              thresholdPaise: figures.tds.thresholdPaise,
              netPaise: figures.netPaise,
              settings: settingsShown(settings, today, partner.language),
              createdAt: now,
            });
      const [statement] = await tx
        .insert(payoutStatements)
        .values({
          runId: run.id,
          partnerId,
          number,
          fyStart,
          issuedOn: today,
          grossPaise: figures.grossPaise,
          cgstPaise: figures.gst.cgstPaise,
          sgstPaise: figures.gst.sgstPaise,
          igstPaise: figures.gst.igstPaise,
          tdsPaise: figures.tds.tdsPaise,
          tdsRateBp: figures.tds.rateBp,
          tdsReason: figures.tds.reason,
          netPaise: figures.netPaise,
          status,
          pan: profile?.pan ?? null,
          gstin: profile?.gstin ?? null,
          accountName: profile?.accountName ?? null,
          accountNumber: profile
            ? deps.secrets.seal(
                profileAccountNumber(deps.secrets, partnerId, profile.accountNumber),
                statementAccountContext(run.id, partnerId),
              )
            : null,
          ifsc: profile?.ifsc ?? null,
          pdf,
          createdAt: now,
        })
        .returning();
      if (status === 'pending')
        await tx.insert(payoutEntries).values(
          own.map((e) => ({
            statementId: statement!.id,
            rewardId: e.rewardId,
            amountPaise: e.amountPaise,
          })),
        );
    }
    await recordAudit(
      tx,
      {
        actorId: input.actorId,
        action: 'payout.run',
        targetType: 'payout_run',
        targetId: run.id,
        details: { month: input.month, partners: byPartner.size },
        changes: changedFields(null, { runId: run.id, month: input.month }),
      },
      now,
    );
    return run.id;
  });
  if (runId === null) return runPayouts(deps, input, now);
  return loadRun(db, runId);
}

export function runList(db: Db): ListSource<PayoutRun> {
  return {
    name: 'payouts',
    searchColumns: [],
    order: { table: payoutRuns, time: payoutRuns.createdAt, id: payoutRuns.id, idOf: (r) => r.id },
    count: (where, upTo) =>
      countUpTo(db, db.select({ one: sql`1` }).from(payoutRuns).where(where).$dynamic(), upTo),
    rows: async (where, window) => {
      const runs = await db
        .select({ id: payoutRuns.id })
        .from(payoutRuns)
        .where(where)
        .orderBy(desc(payoutRuns.createdAt), desc(payoutRuns.id))
        .limit(window.limit)
        .offset(window.offset);
      return Promise.all(runs.map((r) => loadRun(db, r.id)));
    },
    csv: [
      { header: 'Month', value: (r) => r.month },
      { header: 'Created', value: (r) => r.createdAt },
      { header: 'Partners', value: (r) => r.statements.length },
      {
        header: 'Net to pay (paise)',
        value: (r) =>
          r.statements
            .filter((s) => s.status === 'pending' || s.status === 'paid')
            .reduce((sum, s) => sum + s.netPaise, 0),
      },
    ],
  };
}

/** GET /api/admin/payouts: the runs, newest first, each with its statements. */
export function listPayoutRuns(
  db: Db,
  reply: FastifyReply,
  query: ListQuery & { format?: 'json' | 'csv' },
  now: Date,
) {
  return answerList(reply, runList(db), query, now);
}

/** The bank's bulk-payment file of a run: one row per statement still to pay. */
export async function sendBankFile(
  { db, secrets }: { db: Db; secrets: SealedSecrets },
  reply: FastifyReply,
  runId: number,
) {
  const run = await loadRun(db, runId);
  const rows = await db
    .select()
    .from(payoutStatements)
    .where(and(eq(payoutStatements.runId, runId), eq(payoutStatements.status, 'pending')))
    .orderBy(payoutStatements.partnerId);
  const csv = toCsv(rows, [
    { header: 'Name', value: (s) => s.accountName },
    { header: 'Account', value: (s) => statementAccountNumber(secrets, s) },
    { header: 'IFSC', value: (s) => s.ifsc },
    { header: 'Amount', value: (s) => (s.netPaise / 100).toFixed(2) },
    { header: 'Reference', value: (s) => s.number },
  ]);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`bank-file-${run.month}.csv`))
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/** Records the bank's payment of partners in a run: their rewards become paid; each is mailed. */
export async function markPaid(
  deps: FinanceDeps,
  input: { runId: number; items: { partnerId: number; utr: string }[]; actorId: string },
  now: Date,
): Promise<PayoutRun> {
  const { db } = deps;
  await loadRun(db, input.runId);
  const paid = await db.transaction(async (tx) => {
    const done: StatementRow[] = [];
    for (const item of input.items) {
      const [statement] = await tx
        .select()
        .from(payoutStatements)
        .where(
          and(
            eq(payoutStatements.runId, input.runId),
            eq(payoutStatements.partnerId, item.partnerId),
            inArray(payoutStatements.status, ['pending', 'paid']),
          ),
        )
        .for('update');
      if (!statement) throw notFound(financeMessages.partnerNotInRun);
      if (statement.status === 'paid') continue;
      const [updated] = await tx
        .update(payoutStatements)
        .set({ status: 'paid', utr: item.utr, paidAt: now })
        .where(and(eq(payoutStatements.id, statement.id), eq(payoutStatements.status, 'pending')))
        .returning();
      await tx
        .update(rewards)
        .set({ status: 'paid', paidAt: now, reference: item.utr })
        .where(
          inArray(
            rewards.id,
            tx
              .select({ id: payoutEntries.rewardId })
              .from(payoutEntries)
              .where(eq(payoutEntries.statementId, statement.id)),
          ),
        );
      await recordAudit(
        tx,
        {
          actorId: input.actorId,
          action: 'payout.paid',
          targetType: 'payout_statement',
          targetId: statement.id,
          details: { number: statement.number, netPaise: statement.netPaise, utr: item.utr },
          changes: { status: { before: 'pending', after: 'paid' } },
        },
        now,
      );
      done.push(updated!);
    }
    return done;
  });
  for (const statement of paid) {
    const [partner] = await db
      .select({ email: partners.email, language: users.language })
      .from(partners)
      .innerJoin(users, eq(users.id, partners.userId))
      .where(eq(partners.id, statement.partnerId));
    if (!partner) continue;
    await deps.mailer.send({
      to: partner.email,
      ...payoutPaidMail({
        language: partner.language,
        number: statement.number ?? '',
        netPaise: statement.netPaise,
        utr: statement.utr ?? '',
        link: mailLink(deps.origin, paths.partnerDashboard, partner.language, {
          tab: 'statements',
        }),
      }),
    });
  }
  return loadRun(db, input.runId);
}

/** A statement's PDF: for its partner, or staff who read payouts; anyone else hears 404. */
export async function statementPdf(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({ number: payoutStatements.number, pdf: payoutStatements.pdf, userId: partners.userId })
    .from(payoutStatements)
    .innerJoin(partners, eq(partners.id, payoutStatements.partnerId))
    .where(eq(payoutStatements.id, id))
    .limit(1);
  if (!row?.pdf || !row.number || (row.userId !== user.id && !staffMay(user, 'read:payout')))
    throw notFound(financeMessages.statementNotFound);
  return { pdf: Buffer.from(row.pdf), fileName: row.number.replaceAll('/', '-') };
}

async function ownPartner(db: Db, user: SessionUser) {
  const [partner] = await db.select().from(partners).where(eq(partners.userId, user.id));
  return partner ?? null;
}

/** GET /api/partners/statements: the caller's numbered statements and this year's totals. */
export async function partnerStatements(db: Db, user: SessionUser, now: Date) {
  const partner = await ownPartner(db, user);
  const fyStart = financialYearStart(istDay(now));
  const rows = partner
    ? await statementsFrom(db)
        .where(
          and(
            eq(payoutStatements.partnerId, partner.id),
            inArray(payoutStatements.status, ['pending', 'paid']),
          ),
        )
        .orderBy(desc(payoutStatements.createdAt), desc(payoutStatements.id))
    : [];
  const items = rows.map((r) => toStatement(r.statement, r.partnerName, r.month));
  const year = rows.filter((r) => r.statement.fyStart === fyStart).map((r) => r.statement);
  const sum = (f: (s: StatementRow) => number) => year.reduce((total, s) => total + f(s), 0);
  return {
    items,
    year: {
      fy: financialYearLabel(fyStart),
      grossPaise: sum((s) => s.grossPaise),
      gstPaise: sum((s) => s.cgstPaise + s.sgstPaise + s.igstPaise),
      tdsPaise: sum((s) => s.tdsPaise),
      netPaise: sum((s) => s.netPaise),
    },
  };
}

/** The financial year's TDS per partner (PAN, amounts, tax), for the quarterly return. */
export async function sendTdsReport(db: Db, reply: FastifyReply, fyStart: number) {
  const rows = await db
    .select({
      partnerId: payoutStatements.partnerId,
      name: partners.fullName,
      pan: sql<string | null>`max(${payoutStatements.pan})`,
      statements: sql<number>`count(*)::int`,
      gross: sql<number>`sum(${payoutStatements.grossPaise})::bigint`,
      tds: sql<number>`sum(${payoutStatements.tdsPaise})::bigint`,
      rate: sql<number>`max(${payoutStatements.tdsRateBp})`,
    })
    .from(payoutStatements)
    .innerJoin(partners, eq(partners.id, payoutStatements.partnerId))
    .where(
      and(
        eq(payoutStatements.fyStart, fyStart),
        inArray(payoutStatements.status, ['pending', 'paid']),
      ),
    )
    .groupBy(payoutStatements.partnerId, partners.fullName)
    .orderBy(payoutStatements.partnerId);
  const { from, to } = financialYearDays(fyStart);
  const csv = toCsv(rows, [
    { header: 'Partner id', value: (r) => r.partnerId },
    { header: 'Name', value: (r) => r.name },
    { header: 'PAN', value: (r) => r.pan },
    { header: 'Section', value: () => '194H' },
    { header: 'From', value: () => from },
    { header: 'To', value: () => to },
    { header: 'Statements', value: (r) => r.statements },
    { header: 'Commission (paise)', value: (r) => Number(r.gross) },
    { header: 'TDS (paise)', value: (r) => Number(r.tds) },
    { header: 'Highest rate (%)', value: (r) => Number(r.rate) / 100 },
  ]);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`tds-${financialYearLabel(fyStart)}.csv`))
    .header('cache-control', 'private, no-store')
    .send(csv);
}
