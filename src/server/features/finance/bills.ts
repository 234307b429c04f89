import { and, desc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import { staffMay } from '#server/access-policy.ts';
import type { Db } from '#server/db/client.ts';
import { billPayments, bills, leads, plants, readings, users } from '#server/db/schema.ts';
import { conflict, notFound } from '#server/errors.ts';
import { toCsv } from '#server/lib/csv.ts';
import { attachmentDisposition } from '#server/lib/file-name.ts';
import { answerList, countUpTo, type ListSource } from '#server/lib/lists.ts';
import { mailLink } from '#server/mail/links.ts';
import { billMail, billReminderMail } from '#server/mail/templates/finance.ts';
import { renderBillPdf } from '#server/pdf/finance-pdf.ts';
import {
  AGING_BUCKETS,
  addDays,
  agingBucket,
  billAmountPaise,
  billStatus,
  contractYear,
  istDay,
  previousMonth,
  tariffForYear,
} from '#shared/finance.ts';
import type { Language } from '#shared/languages.ts';
import { paths } from '#shared/paths.ts';
import type { AdminListQuery } from '#shared/schemas/admin.ts';
import { type Bill, financeMessages, type Payment } from '#shared/schemas/finance.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { assertMonthEnded, type FinanceDeps, takeNumber } from './common.ts';

/** Payments received on a bill, paise; a correlated subquery so a list reads it in one query. */
const paidSql = sql<number>`coalesce((select sum(bp.amount_paise) from bill_payments bp where bp.bill_id = ${bills.id}), 0)::bigint`;
/** Credit notes issued against a bill (negative), paise. */
const creditedSql = sql<number>`coalesce((select sum(cn.amount_paise) from bills cn where cn.corrects_bill_id = ${bills.id}), 0)::bigint`;

const billColumns = {
  bill: bills,
  customerName: leads.businessName,
  paidPaise: paidSql,
  creditedPaise: creditedSql,
};
type BillRow = {
  bill: typeof bills.$inferSelect;
  customerName: string;
  paidPaise: number | string;
  creditedPaise: number | string;
};

/** What is still owed on a bill: its amount less credit notes and payments. */
const leftPaise = (row: BillRow) =>
  row.bill.kind === 'bill'
    ? row.bill.amountPaise + Number(row.creditedPaise) - Number(row.paidPaise)
    : 0;

function toBill(row: BillRow, today: string): Bill {
  const b = row.bill;
  const paidPaise = Number(row.paidPaise);
  return {
    id: b.id,
    number: b.number,
    kind: b.kind,
    systemId: b.plantId,
    customerName: row.customerName,
    month: b.month,
    units: b.units,
    tariffPaisePerKwh: b.tariffPaisePerKwh,
    contractYear: b.contractYear,
    amountPaise: b.amountPaise,
    paidPaise,
    status:
      b.kind === 'credit_note'
        ? 'paid'
        : billStatus(
            { amountPaise: b.amountPaise + Number(row.creditedPaise), paidPaise, dueOn: b.dueOn },
            today,
          ),
    issuedOn: b.issuedOn,
    dueOn: b.dueOn,
    correctsBillId: b.correctsBillId,
  };
}

const billsFrom = (db: Db) =>
  db
    .select(billColumns)
    .from(bills)
    .innerJoin(plants, eq(plants.id, bills.plantId))
    .innerJoin(leads, eq(leads.id, plants.leadId));

export function billList(db: Db, now: Date): ListSource<Bill> {
  const today = istDay(now);
  return {
    name: 'bills',
    searchColumns: [bills.number],
    order: { table: bills, time: bills.createdAt, id: bills.id, idOf: (b) => b.id },
    count: (where, upTo) =>
      countUpTo(db, db.select({ one: sql`1` }).from(bills).where(where).$dynamic(), upTo),
    rows: async (where, window) => {
      const rows = await billsFrom(db)
        .where(where)
        .orderBy(desc(bills.createdAt), desc(bills.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => toBill(row, today));
    },
    csv: [
      { header: 'Number', value: (b) => b.number },
      { header: 'Kind', value: (b) => b.kind },
      { header: 'Customer', value: (b) => b.customerName },
      { header: 'Month', value: (b) => b.month },
      { header: 'Units (kWh)', value: (b) => b.units },
      { header: 'Tariff (paise/kWh)', value: (b) => b.tariffPaisePerKwh },
      { header: 'Amount (paise)', value: (b) => b.amountPaise },
      { header: 'Paid (paise)', value: (b) => b.paidPaise },
      { header: 'Status', value: (b) => b.status },
      { header: 'Issued', value: (b) => b.issuedOn },
      { header: 'Due', value: (b) => b.dueOn },
    ],
  };
}

/** GET /api/admin/bills: every bill and credit note, newest first, or all as CSV. */
export function listBills(db: Db, reply: FastifyReply, query: AdminListQuery, now: Date) {
  return answerList(reply, billList(db, now), query, now);
}

type Recipient = { email: string; language: Language };

async function customerOf(db: Db, plantId: number): Promise<Recipient | null> {
  const [row] = await db
    .select({ email: users.email, language: users.language })
    .from(plants)
    .innerJoin(users, eq(users.id, plants.customerUserId))
    .where(eq(plants.id, plantId))
    .limit(1);
  return row ?? null;
}

/**
 * Bills a month for every commissioned PPA plant with terms and a reading for it. A plant
 * already billed for the month is skipped (the unique index on (plant, month) decides), so a run
 * repeated, or two at once, make each bill once. `billingDayUpTo` limits a scheduled run to the
 * plants whose billing day has come.
 */
export async function runBills(
  deps: FinanceDeps,
  input: { month: string; actorId: string | null; billingDayUpTo?: number },
  now: Date,
) {
  const { db } = deps;
  assertMonthEnded(input.month, now);
  const today = istDay(now);
  const candidates = await db
    .select({ plant: plants, reading: readings, lead: leads })
    .from(plants)
    .innerJoin(readings, and(eq(readings.plantId, plants.id), eq(readings.month, input.month)))
    .innerJoin(leads, eq(leads.id, plants.leadId))
    .where(
      and(
        eq(plants.model, 'ppa'),
        isNotNull(plants.commissionedOn),
        isNotNull(plants.tariffPaisePerKwh),
        isNotNull(plants.ppaStartOn),
        input.billingDayUpTo === undefined
          ? undefined
          : lte(sql`coalesce(${plants.billingDay}, 1)`, input.billingDayUpTo),
        sql`not exists (select 1 from bills b where b.system_id = ${plants.id} and b.month = ${input.month} and b.kind = 'bill')`,
      ),
    )
    .orderBy(plants.id);
  const created: Bill[] = [];
  for (const { plant, reading, lead } of candidates) {
    const year = contractYear(plant.ppaStartOn!, input.month);
    if (year === null) continue;
    const tariff = tariffForYear(plant.tariffPaisePerKwh!, plant.escalationBp ?? 0, year);
    const amountPaise = billAmountPaise(reading.kwh, tariff);
    const dueOn = addDays(today, plant.paymentTermsDays);
    const customer = await customerOf(db, plant.id);
    const language: Language = customer?.language ?? 'en';
    const row = await db
      .transaction(async (tx) => {
        const number = await takeNumber(tx, 'bill', today);
        const pdf = await renderBillPdf({
          language,
          kind: 'bill',
          number,
          issuedOn: today,
          dueOn,
          month: input.month,
          customer: {
            businessName: lead.businessName,
            address: lead.address,
            city: lead.city,
            state: lead.state,
          },
          plant: { sizeKw: plant.sizeKw, ppaStartOn: plant.ppaStartOn! },
          units: reading.kwh,
          tariffPaisePerKwh: tariff,
          contractYear: year,
          escalationBp: plant.escalationBp ?? 0,
          amountPaise,
          corrects: null,
          reason: null,
          createdAt: now,
        });
        const [inserted] = await tx
          .insert(bills)
          .values({
            number,
            plantId: plant.id,
            month: input.month,
            units: reading.kwh,
            tariffPaisePerKwh: tariff,
            contractYear: year,
            amountPaise,
            issuedOn: today,
            dueOn,
            pdf,
            createdAt: now,
          })
          .onConflictDoNothing()
          .returning();
        // Billed meanwhile by another run: give the number back by rolling back.
        if (!inserted) throw new BilledMeanwhile();
        await recordAudit(
          tx,
          {
            actorId: input.actorId,
            action: 'bill.issue',
            targetType: 'bill',
            targetId: inserted.id,
            details: { number, month: input.month, amountPaise },
            changes: changedFields(null, { billId: inserted.id, number, amountPaise }),
          },
          now,
        );
        return inserted;
      })
      .catch((error: unknown) => {
        if (error instanceof BilledMeanwhile) return null;
        throw error;
      });
    if (!row) continue;
    created.push(
      toBill({ bill: row, customerName: lead.businessName, paidPaise: 0, creditedPaise: 0 }, today),
    );
    if (customer)
      await deps.mailer.send({
        to: customer.email,
        ...billMail({
          language,
          number: row.number,
          month: input.month,
          amountPaise,
          dueOn,
          link: mailLink(deps.origin, paths.customerDashboard, language, { tab: 'bills' }),
        }),
      });
  }
  const [{ n } = { n: 0 }] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(bills)
    .where(and(eq(bills.month, input.month), eq(bills.kind, 'bill')));
  return {
    month: input.month,
    created: created.length,
    skipped: Number(n) - created.length,
    bills: created,
  };
}

class BilledMeanwhile extends Error {}

async function billRow(db: Db, id: number): Promise<BillRow> {
  const [row] = await billsFrom(db).where(eq(bills.id, id)).limit(1);
  if (!row) throw notFound(financeMessages.billNotFound);
  return row;
}

/** A payment against a bill: several make a partial payment whole; never more than is owed. */
export async function recordPayment(
  db: Db,
  input: { billId: number; amountPaise: number; paidOn: string; utr: string; actorId: string },
  now: Date,
): Promise<{ bill: Bill; payment: Payment }> {
  const payment = await db.transaction(async (tx) => {
    // One payment at a time per bill, so two cannot together pay more than is owed.
    await tx.execute(sql`select id from bills where id = ${input.billId} for update`);
    const row = await billRow(tx, input.billId);
    if (row.bill.kind !== 'bill') throw notFound(financeMessages.billNotFound);
    if (input.amountPaise > leftPaise(row))
      throw conflict(financeMessages.overpaid, { amountPaise: financeMessages.overpaid });
    const [inserted] = await tx
      .insert(billPayments)
      .values({
        billId: input.billId,
        amountPaise: input.amountPaise,
        paidOn: input.paidOn,
        utr: input.utr,
        recordedBy: input.actorId,
        createdAt: now,
      })
      .returning();
    await recordAudit(
      tx,
      {
        actorId: input.actorId,
        action: 'bill.payment',
        targetType: 'bill',
        targetId: input.billId,
        details: { amountPaise: input.amountPaise, paidOn: input.paidOn, utr: input.utr },
        changes: changedFields(
          { paidPaise: Number(row.paidPaise) },
          { paidPaise: Number(row.paidPaise) + input.amountPaise },
        ),
      },
      now,
    );
    return inserted!;
  });
  return {
    bill: toBill(await billRow(db, input.billId), istDay(now)),
    payment: toPayment(payment),
  };
}

const toPayment = (p: typeof billPayments.$inferSelect): Payment => ({
  id: p.id,
  billId: p.billId,
  amountPaise: p.amountPaise,
  paidOn: p.paidOn,
  utr: p.utr,
});

/** A correction: a credit note of its own series against a bill, never an edit of the bill. */
export async function issueCreditNote(
  deps: FinanceDeps,
  input: { billId: number; amountPaise: number; reason: string; actorId: string },
  now: Date,
): Promise<Bill> {
  const { db } = deps;
  const today = istDay(now);
  const id = await db.transaction(async (tx) => {
    await tx.execute(sql`select id from bills where id = ${input.billId} for update`);
    const row = await billRow(tx, input.billId);
    if (row.bill.kind !== 'bill') throw notFound(financeMessages.billNotFound);
    if (input.amountPaise > row.bill.amountPaise + Number(row.creditedPaise))
      throw conflict(financeMessages.creditTooLarge, {
        amountPaise: financeMessages.creditTooLarge,
      });
    const [detail] = await tx
      .select({ plant: plants, lead: leads })
      .from(plants)
      .innerJoin(leads, eq(leads.id, plants.leadId))
      .where(eq(plants.id, row.bill.plantId));
    const customer = await customerOf(tx, row.bill.plantId);
    const number = await takeNumber(tx, 'credit_note', today);
    const pdf = await renderBillPdf({
      language: customer?.language ?? 'en',
      kind: 'credit_note',
      number,
      issuedOn: today,
      dueOn: today,
      month: row.bill.month,
      customer: {
        businessName: detail!.lead.businessName,
        address: detail!.lead.address,
        city: detail!.lead.city,
        state: detail!.lead.state,
      },
      plant: { sizeKw: detail!.plant.sizeKw, ppaStartOn: detail!.plant.ppaStartOn ?? '' },
      units: 0,
      tariffPaisePerKwh: row.bill.tariffPaisePerKwh,
      contractYear: row.bill.contractYear,
      escalationBp: detail!.plant.escalationBp ?? 0,
      amountPaise: -input.amountPaise,
      corrects: row.bill.number,
      reason: input.reason,
      createdAt: now,
    });
    const [note] = await tx
      .insert(bills)
      .values({
        number,
        kind: 'credit_note',
        plantId: row.bill.plantId,
        month: row.bill.month,
        units: 0,
        tariffPaisePerKwh: row.bill.tariffPaisePerKwh,
        contractYear: row.bill.contractYear,
        amountPaise: -input.amountPaise,
        issuedOn: today,
        dueOn: today,
        correctsBillId: row.bill.id,
        reason: input.reason,
        pdf,
        createdAt: now,
      })
      .returning();
    await recordAudit(
      tx,
      {
        actorId: input.actorId,
        action: 'bill.credit_note',
        targetType: 'bill',
        targetId: row.bill.id,
        details: { number, amountPaise: -input.amountPaise, reason: input.reason },
        changes: changedFields(
          { creditedPaise: Number(row.creditedPaise) },
          { creditedPaise: Number(row.creditedPaise) - input.amountPaise },
        ),
      },
      now,
    );
    return note!.id;
  });
  return toBill(await billRow(db, id), today);
}

/** A bill's PDF: for the plant's customer, or staff who read bills; anyone else hears 404. */
export async function billPdf(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({ number: bills.number, pdf: bills.pdf, customerUserId: plants.customerUserId })
    .from(bills)
    .innerJoin(plants, eq(plants.id, bills.plantId))
    .where(eq(bills.id, id))
    .limit(1);
  if (!row || (row.customerUserId !== user.id && !staffMay(user, 'read:bill')))
    throw notFound(financeMessages.billNotFound);
  return { pdf: Buffer.from(row.pdf), fileName: row.number.replaceAll('/', '-') };
}

/** GET /api/customer/bills: the caller's plants' bills with their payments. */
export async function customerBills(db: Db, user: SessionUser, now: Date) {
  const rows = await billsFrom(db)
    .where(eq(plants.customerUserId, user.id))
    .orderBy(desc(bills.createdAt), desc(bills.id))
    .limit(240);
  const payments = rows.length
    ? await db
        .select()
        .from(billPayments)
        .innerJoin(bills, eq(bills.id, billPayments.billId))
        .innerJoin(plants, eq(plants.id, bills.plantId))
        .where(eq(plants.customerUserId, user.id))
        .orderBy(billPayments.paidOn, billPayments.id)
    : [];
  const today = istDay(now);
  return {
    items: rows.map((row) => ({
      ...toBill(row, today),
      payments: payments
        .filter((p) => p.bill_payments.billId === row.bill.id)
        .map((p) => toPayment(p.bill_payments)),
    })),
  };
}

/** Unpaid balances by days past due: 0–30, 31–60, 61–90, 90+. */
export async function aging(db: Db, now: Date) {
  const today = istDay(now);
  const rows = await billsFrom(db).where(eq(bills.kind, 'bill'));
  const open = rows
    .map((row) => ({ row, left: leftPaise(row) }))
    .filter((x) => x.left > 0)
    .map((x) => ({ ...x, bucket: agingBucket(x.row.bill.dueOn, today) }));
  const buckets = AGING_BUCKETS.map((bucket) => {
    const inBucket = open.filter((x) => x.bucket === bucket);
    return {
      bucket,
      bills: inBucket.length,
      duePaise: inBucket.reduce((sum, x) => sum + x.left, 0),
    };
  });
  return {
    asOf: today,
    buckets,
    totalDuePaise: buckets.reduce((sum, b) => sum + b.duePaise, 0),
    open,
  };
}

/** The aging report as CSV: one row per unpaid bill, with its bucket. */
export async function sendAgingCsv(db: Db, reply: FastifyReply, now: Date) {
  const report = await aging(db, now);
  const csv = toCsv(report.open, [
    { header: 'Number', value: (x) => x.row.bill.number },
    { header: 'Customer', value: (x) => x.row.customerName },
    { header: 'Month', value: (x) => x.row.bill.month },
    { header: 'Due', value: (x) => x.row.bill.dueOn },
    { header: 'Bucket (days past due)', value: (x) => x.bucket },
    { header: 'Amount (paise)', value: (x) => x.row.bill.amountPaise },
    { header: 'Left to pay (paise)', value: (x) => x.left },
  ]);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', attachmentDisposition(`aging-${report.asOf}.csv`))
    .header('cache-control', 'private, no-store')
    .send(csv);
}

/**
 * Reminder mails: on the due date, and 7 days after it, to bills with something left to pay.
 * Each is sent once (its time is kept on the bill).
 */
export async function sendBillReminders(deps: FinanceDeps, now: Date) {
  const { db } = deps;
  const today = istDay(now);
  let sent = 0;
  for (const late of [false, true]) {
    const stamp = late ? bills.lateReminderAt : bills.dueReminderAt;
    const rows = await billsFrom(db).where(
      and(
        eq(bills.kind, 'bill'),
        isNull(stamp),
        lte(bills.dueOn, late ? addDays(today, -7) : today),
      ),
    );
    for (const row of rows) {
      const left = leftPaise(row);
      const customer = await customerOf(db, row.bill.plantId);
      await db
        .update(bills)
        .set(late ? { lateReminderAt: now } : { dueReminderAt: now })
        .where(eq(bills.id, row.bill.id));
      if (left <= 0 || !customer) continue;
      await deps.mailer.send({
        to: customer.email,
        ...billReminderMail({
          language: customer.language,
          late,
          number: row.bill.number,
          leftPaise: left,
          dueOn: row.bill.dueOn,
          link: mailLink(deps.origin, paths.customerDashboard, customer.language, { tab: 'bills' }),
        }),
      });
      sent++;
    }
  }
  return { sent };
}

/** The scheduled run: last month's bills for the plants whose billing day has come. */
export function scheduledBillRun(deps: FinanceDeps, now: Date) {
  const today = istDay(now);
  return runBills(
    deps,
    {
      month: previousMonth(today.slice(0, 7)),
      actorId: null,
      billingDayUpTo: Number(today.slice(8, 10)),
    },
    now,
  );
}
