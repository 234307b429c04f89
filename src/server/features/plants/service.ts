import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  documents,
  leads,
  partners,
  plants,
  proposals,
  readings,
  users,
} from '#server/db/schema.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { decimalCellSql } from '#server/lib/csv.ts';
import { documentDescription, toDocument } from '#server/lib/lead-documents.ts';
import { countUpTo, type ListSource, slimReader } from '#server/lib/lists.ts';
import { mailLink } from '#server/mail/links.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { customerInvitationMail } from '#server/mail/templates/customer-invitation.ts';
import type { Language } from '#shared/languages.ts';
import { paths } from '#shared/paths.ts';
import { isStaffRole } from '#shared/permissions.ts';
import { monitoringMessages } from '#shared/schemas/monitoring.ts';
import {
  type AddReadings,
  type AdminPlant,
  type CustomerPlant,
  type CustomerPlantResponse,
  LEAD_NOT_FOUND,
  PLANT_NOT_FOUND,
  type Reading,
  readingSchema,
  type UpsertPlant,
} from '#shared/schemas/plants.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { tariffFor } from '#shared/solar-rules.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import {
  issueAccountToken,
  provedAddress,
  revokeAccountTokens,
  TOKEN_TTL_MS,
} from '../auth/index.ts';
import { awardWonLead, resizePendingReward } from '../earnings/index.ts';
import { fillPpaTerms } from '../finance/index.ts';
import { customerPlantRow, monthsWithIntervalData } from '../monitoring/index.ts';
import { forgetUserSessions } from '../sessions/index.ts';

export const LEAD_NOT_WON = 'A system can be recorded only for a won lead.';

type PlantRow = typeof plants.$inferSelect;

/** True when the lead has been won: the one place this feature asks. */
const wonLead = () => eq(leads.stage, 'won');

async function readingsOf(db: Db, plantIds: number[]) {
  if (plantIds.length === 0) return new Map<number, { month: string; kwh: number }[]>();
  const rows = await db
    .select({ plantId: readings.plantId, month: readings.month, kwh: readings.kwh })
    .from(readings)
    .where(inArray(readings.plantId, plantIds))
    .orderBy(asc(readings.month));
  const byPlant = new Map<number, { month: string; kwh: number }[]>();
  for (const row of rows) {
    const list = byPlant.get(row.plantId) ?? [];
    list.push({ month: row.month, kwh: row.kwh });
    byPlant.set(row.plantId, list);
  }
  return byPlant;
}

function toPlant(row: PlantRow, list: { month: string; kwh: number }[]): CustomerPlant {
  return {
    id: row.id,
    leadId: row.leadId,
    sizeKw: row.sizeKw,
    commissionedOn: row.commissionedOn,
    ratePerKwh: row.ratePerKwh,
    model: row.model,
    stage: row.stage,
    stageChangedAt: row.stageChangedAt.toISOString(),
    invitedAt: row.invitedAt?.toISOString() ?? null,
    customerLinked: row.customerUserId !== null,
    readings: list,
    ppa:
      row.model === 'ppa' && row.tariffPaisePerKwh !== null
        ? {
            tariffPaisePerKwh: row.tariffPaisePerKwh,
            escalationBp: row.escalationBp ?? 0,
            startOn: row.ppaStartOn,
            billingDay: row.billingDay ?? 1,
            paymentTermsDays: row.paymentTermsDays,
          }
        : null,
  };
}

export async function loadPlant(db: Db, id: number): Promise<CustomerPlant> {
  const [row] = await db.select().from(plants).where(eq(plants.id, id)).limit(1);
  if (!row) throw notFound(PLANT_NOT_FOUND);
  return toPlant(row, (await readingsOf(db, [row.id])).get(row.id) ?? []);
}

/**
 * PUT /api/admin/leads/:id/plant: records (or corrects) the plant of a won lead. The partner's
 * reward is made if the lead has none yet, and a reward still pending follows the real size.
 */
export async function upsertPlant(
  db: Db,
  actor: SessionUser,
  leadId: number,
  input: UpsertPlant,
  now: Date,
): Promise<CustomerPlant> {
  const id = await db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ id: leads.id, won: sql<boolean>`${wonLead()}` })
      .from(leads)
      .where(eq(leads.id, leadId))
      .limit(1);
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    if (!lead.won) throw conflict(LEAD_NOT_WON);
    const [before] = await tx.select().from(plants).where(eq(plants.leadId, leadId)).limit(1);
    const values = {
      sizeKw: input.sizeKw,
      commissionedOn: input.commissionedOn,
      ratePerKwh: input.ratePerKwh,
      model: input.model,
      stage: input.stage,
      ...(input.ppa
        ? {
            tariffPaisePerKwh: input.ppa.tariffPaisePerKwh,
            escalationBp: input.ppa.escalationBp,
            billingDay: input.ppa.billingDay,
            paymentTermsDays: input.ppa.paymentTermsDays,
            ...(input.ppa.startOn ? { ppaStartOn: input.ppa.startOn } : {}),
          }
        : {}),
      updatedAt: now,
    };
    const stageChanged = !before || before.stage !== input.stage;
    const [row] = await tx
      .insert(plants)
      .values({ leadId, ...values, stageChangedAt: now, createdAt: now })
      .onConflictDoUpdate({
        target: plants.leadId,
        set: stageChanged ? { ...values, stageChangedAt: now } : values,
      })
      .returning({ id: plants.id });
    await awardWonLead(tx, leadId, now);
    await resizePendingReward(tx, leadId, input.sizeKw);
    await fillPpaTerms(tx, leadId);
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: before ? 'system.update' : 'system.create',
        targetType: 'lead',
        targetId: leadId,
        details: { ...input, ...(before && stageChanged ? { fromStage: before.stage } : {}) },
        changes: changedFields(before, input),
      },
      now,
    );
    return row!.id;
  });
  return loadPlant(db, id);
}

export const CSV_ROW_SHAPE = 'Each row needs two values: month and kWh';
export const CSV_ROWS_REFUSED = 'Some rows have errors; nothing was saved.';
export const CSV_EMPTY = 'The file has no readings.';

/**
 * The rows of a CSV upload: `month,kWh` each, a header row allowed, blank lines ignored. A bad
 * row is named in `fields` as `row N` (1 = the file's first line) with the field's message.
 */
export function parseReadingsCsv(text: string): Reading[] {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const parsed: Reading[] = [];
  const errors: Record<string, string> = {};
  lines.forEach((line, index) => {
    const row = `row ${index + 1}`;
    if (!line.trim()) return;
    const cells = line.split(',').map((cell) => cell.trim().replace(/^"(.*)"$/, '$1'));
    if (index === 0 && /^month$/i.test(cells[0] ?? '')) return;
    if (cells.length !== 2) {
      errors[row] = CSV_ROW_SHAPE;
      return;
    }
    const result = readingSchema.safeParse({ month: cells[0], kwh: cells[1] });
    if (!result.success) {
      errors[row] = result.error.issues[0]?.message ?? CSV_ROW_SHAPE;
      return;
    }
    parsed.push(result.data);
  });
  if (Object.keys(errors).length > 0) throw badRequest(CSV_ROWS_REFUSED, errors);
  if (parsed.length === 0) throw badRequest(CSV_EMPTY);
  return parsed;
}

/**
 * POST /api/admin/plants/:id/readings: stores months of generation. A month entered again
 * replaces the earlier value; within one upload the last row of a month wins.
 */
export async function addReadings(
  db: Db,
  actor: SessionUser,
  plantId: number,
  input: AddReadings,
  now: Date,
): Promise<{ stored: number; system: CustomerPlant }> {
  const rows =
    input.csv !== undefined
      ? parseReadingsCsv(input.csv)
      : [{ month: input.month!, kwh: input.kwh! }];
  const byMonth = new Map(rows.map((row) => [row.month, row.kwh]));
  await db.transaction(async (tx) => {
    const [plant] = await tx
      .select({ id: plants.id })
      .from(plants)
      .where(eq(plants.id, plantId))
      .limit(1);
    if (!plant) throw notFound(PLANT_NOT_FOUND);
    const logged = await monthsWithIntervalData(tx, plantId, [...byMonth.keys()]);
    if (logged.length > 0)
      throw conflict(
        monitoringMessages.monthHasIntervalData,
        Object.fromEntries(logged.map((month) => [month, monitoringMessages.monthHasIntervalData])),
      );
    const earlier = await tx
      .select({ month: readings.month, kwh: readings.kwh })
      .from(readings)
      .where(and(eq(readings.plantId, plantId), inArray(readings.month, [...byMonth.keys()])));
    await tx
      .insert(readings)
      .values(
        [...byMonth].map(([month, kwh]) => ({
          plantId,
          month,
          kwh,
          createdAt: now,
          updatedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [readings.plantId, readings.month],
        set: { kwh: sql`excluded.kwh`, updatedAt: now },
      });
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'system.readings',
        targetType: 'system',
        targetId: plantId,
        details: { months: [...byMonth.keys()] },
        // Each month's kWh, before and after (a month with no reading before: null).
        changes: changedFields(
          Object.fromEntries(earlier.map((r) => [r.month, r.kwh])),
          Object.fromEntries(byMonth),
        ),
      },
      now,
    );
  });
  return { stored: byMonth.size, system: await loadPlant(db, plantId) };
}

/**
 * GET /api/customer/plant: the plant linked to the caller's account (or null), its documents;
 * an account that is no longer a customer's sees none.
 */
export async function getCustomerPlant(db: Db, user: SessionUser): Promise<CustomerPlantResponse> {
  const row = await customerPlantRow(db, user);
  if (!row) return { system: null, documents: [] };
  const files = await db
    .select(documentDescription)
    .from(documents)
    .where(eq(documents.leadId, row.leadId))
    .orderBy(asc(documents.createdAt), asc(documents.id));
  return {
    system: toPlant(row, (await readingsOf(db, [row.id])).get(row.id) ?? []),
    documents: files.map(toDocument),
  };
}

/** The admin's Plants list: every won lead (newest first) with its plant when recorded. */
/** A plant's months of readings (0 without a plant), read in the export's query. */
const readingMonthsSql = sql`(select count(*)::int from ${readings} where ${readings}.${sql.identifier(readings.plantId.name)} = ${plants}.${sql.identifier(plants.id.name)})`;

export function plantList(db: Db): ListSource<AdminPlant> {
  const filter = (where: SQL | undefined) => and(wonLead(), where);
  return {
    name: 'plants',
    searchColumns: [{ lowered: leads.search }],
    order: { table: leads, time: leads.updatedAt, id: leads.id, idOf: (p) => p.leadId },
    count: (where, upTo) =>
      countUpTo(db, db.select({ one: sql`1` }).from(leads).where(filter(where)).$dynamic(), upTo),
    rows: async (where, window) => {
      const rows = await db
        .select({ lead: leads, plant: plants })
        .from(leads)
        .leftJoin(plants, eq(plants.leadId, leads.id))
        .where(filter(where))
        .orderBy(desc(leads.updatedAt), desc(leads.id))
        .limit(window.limit)
        .offset(window.offset);
      const byPlant = await readingsOf(
        db,
        rows.flatMap((row) => (row.plant ? [row.plant.id] : [])),
      );
      return rows.map((row) => ({
        leadId: row.lead.id,
        contactName: row.lead.contactName,
        businessName: row.lead.businessName,
        email: row.lead.email,
        installationSizeKw: row.lead.installationSizeKw,
        system: row.plant ? toPlant(row.plant, byPlant.get(row.plant.id) ?? []) : null,
      }));
    },
    csv: [
      { header: 'Lead ID', value: (p) => p.leadId, sql: { text: sql`${leads.id}`, number: true } },
      { header: 'Name', value: (p) => p.contactName, sql: { text: sql`${leads.contactName}` } },
      {
        header: 'Company',
        value: (p) => p.businessName,
        sql: { text: sql`${leads.businessName}` },
      },
      { header: 'Email', value: (p) => p.email, sql: { text: sql`${leads.email}` } },
      {
        header: 'System Size (kW)',
        value: (p) => p.system?.sizeKw ?? null,
        sql: { text: decimalCellSql(sql`${plants.sizeKw}`), number: true },
      },
      {
        header: 'Model',
        value: (p) => p.system?.model ?? null,
        sql: { text: sql`${plants.model}` },
      },
      {
        header: 'Rate (INR/kWh)',
        value: (p) => p.system?.ratePerKwh ?? null,
        sql: { text: decimalCellSql(sql`${plants.ratePerKwh}`), number: true },
      },
      {
        header: 'Stage',
        value: (p) => p.system?.stage ?? null,
        sql: { text: sql`${plants.stage}` },
      },
      {
        header: 'Commissioned',
        value: (p) => p.system?.commissionedOn ?? null,
        sql: { text: sql`${plants.commissionedOn}` },
      },
      {
        header: 'Months of Readings',
        value: (p) => p.system?.readings.length ?? 0,
        sql: { text: readingMonthsSql, number: true },
      },
    ],
    slim: slimReader(db),
    slimFrom: {
      from: sql`${leads} left join ${plants} on ${plants.leadId} = ${leads.id}`,
      where: wonLead(),
    },
  };
}

export const PLANT_FIRST = 'Record the system before inviting the customer.';
export const NOT_A_CUSTOMER_EMAIL =
  'This e-mail address belongs to a partner or admin account. A customer needs an address of their own.';
export const LINKED_TO_ANOTHER = 'This plant is already linked to another customer account.';

export type InviteDeps = { db: Db; mailer: Mailer; origin: string };

type UserRow = typeof users.$inferSelect;

/** An invitation that passed its checks: whom it goes to, in which language, and how. */
type CheckedInvite = {
  lead: typeof leads.$inferSelect;
  plant: PlantRow;
  /** The account that already has the lead's address, if any. */
  existing: UserRow | undefined;
  language: Language;
  /**
   * Link the plant now: a new account opens only with the invitation's link, which proves the
   * address; an existing one only when its address is proved.
   */
  linkNow: boolean;
};

/**
 * Locks the lead and reads its plant and any account with its address; refuses a lead without a
 * plant, an address that is a partner's, staff's, disabled or deleted, and a plant linked to
 * someone else.
 */
async function checkInvite(
  tx: Db,
  leadId: number,
  input: { language?: Language | undefined },
): Promise<CheckedInvite> {
  const [row] = await tx
    .select({ lead: leads, plant: plants, partnerLanguage: users.language })
    .from(leads)
    .leftJoin(plants, eq(plants.leadId, leads.id))
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .leftJoin(users, eq(users.id, partners.userId))
    .where(eq(leads.id, leadId))
    .limit(1)
    .for('update', { of: leads });
  if (!row) throw notFound(LEAD_NOT_FOUND);
  const { lead, plant } = row;
  if (!plant) throw conflict(PLANT_FIRST);
  const email = lead.email.toLowerCase();
  const [existing] = await tx
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email}`)
    .limit(1);
  if (existing && (existing.role === 'partner' || isStaffRole(existing.role)))
    throw conflict(NOT_A_CUSTOMER_EMAIL);
  if (existing?.deletedAt || existing?.disabledAt) throw conflict(NOT_A_CUSTOMER_EMAIL);
  if (plant.customerUserId && plant.customerUserId !== existing?.id)
    throw conflict(LINKED_TO_ANOTHER);
  const language = input.language ?? existing?.language ?? row.partnerLanguage ?? 'en';
  return { lead, plant, existing, language, linkNow: !existing || provedAddress(existing) };
}

/** The invited customer's account id: the existing account made a customer's, or a new one. */
async function writeCustomerAccount(tx: Db, invite: CheckedInvite, now: Date): Promise<string> {
  const { lead, existing, language } = invite;
  if (existing) {
    await tx
      .update(users)
      .set({ role: 'customer', userType: 'customer', language, updatedAt: now })
      .where(eq(users.id, existing.id));
    return existing.id;
  }
  const userId = randomUUID();
  const [firstName, ...rest] = lead.contactName.trim().split(/\s+/);
  await tx.insert(users).values({
    id: userId,
    email: lead.email,
    firstName: firstName ?? null,
    lastName: rest.join(' ') || null,
    phone: lead.phone,
    company: lead.businessName,
    // No password opens this account until the invitation's link sets one.
    passwordHash: 'invited',
    role: 'customer',
    userType: 'customer',
    language,
    createdAt: now,
    updatedAt: now,
  });
  return userId;
}

/**
 * Writes a checked invitation: the account, the plant's link to it (when `linkNow`), a new
 * invitation token in place of any earlier one, and the audit row.
 */
async function writeInvite(tx: Db, invite: CheckedInvite, actor: SessionUser, now: Date) {
  const { lead, plant, existing, language, linkNow } = invite;
  const userId = await writeCustomerAccount(tx, invite, now);
  await tx
    .update(plants)
    .set({ ...(linkNow ? { customerUserId: userId } : {}), invitedAt: now, updatedAt: now })
    .where(eq(plants.id, plant.id));
  await revokeAccountTokens(tx, { userId, purposes: ['invitation'] }, now);
  const token = await issueAccountToken(tx, { userId, purpose: 'invitation' }, now);
  await recordAudit(
    tx,
    {
      actorId: actor.id,
      action: 'system.invite',
      targetType: 'lead',
      targetId: lead.id,
      details: { userId, language, newAccount: !existing, linked: linkNow },
      changes: changedFields(
        { invitedAt: plant.invitedAt, customerUserId: plant.customerUserId },
        { invitedAt: now, customerUserId: linkNow ? userId : plant.customerUserId },
      ),
    },
    now,
  );
  return { userId, token };
}

/** The invitation mail, in the invitation's language, with the link that sets a password. */
function invitationMail(invite: CheckedInvite, token: string, origin: string) {
  const { lead, existing, language } = invite;
  return customerInvitationMail({
    language,
    name: existing?.firstName || lead.contactName,
    businessName: lead.businessName,
    link: mailLink(origin, paths.resetPassword, language, { token }),
    validDays: TOKEN_TTL_MS.invitation / (24 * 3600 * 1000),
  });
}

/**
 * POST /api/admin/leads/:id/invite: links the lead's contact to the plant as a customer (an
 * account made for them when the address has none, with no usable password) and mails them a
 * single-use link, valid 7 days, to set a password (docs/decisions/024). Inviting again sends a
 * new link and ends the earlier one. An existing account whose address is not proved is linked
 * only when its owner proves it, by the mailed link (auth's linkInvitedPlants): anyone can sign up
 * with someone else's address. In one transaction: check, write; once committed, the account's
 * cached sessions are forgotten and the mail is sent.
 */
export async function inviteCustomer(
  deps: InviteDeps,
  actor: SessionUser,
  leadId: number,
  input: { language?: Language | undefined },
  now: Date,
): Promise<{ email: string; system: CustomerPlant }> {
  const invited = await deps.db.transaction(async (tx) => {
    const invite = await checkInvite(tx, leadId, input);
    const { userId, token } = await writeInvite(tx, invite, actor, now);
    return {
      userId,
      plantId: invite.plant.id,
      email: invite.lead.email,
      mail: invitationMail(invite, token, deps.origin),
    };
  });
  // The account's role may have changed: this process's cached sessions of it are stale.
  forgetUserSessions(deps.db, invited.userId);
  await deps.mailer.send({ to: invited.email, ...invited.mail });
  return { email: invited.email, system: await loadPlant(deps.db, invited.plantId) };
}

export const COMMISSIONED_KW_UNKNOWN =
  'Enter the commissioned size in kW: the lead has none on record.';

/**
 * Commissioning starts the plant (decision 049): the lead's one plant row is created, or the
 * existing one activated, with the commissioned kW and date; estimate against actual counts from
 * that date. A plant recorded before keeps its rate and model; a new one takes them from the
 * accepted proposal (its PPA tariff, the first offer it made) or, failing that, the city's
 * tariff and `purchase`. Call it in the commissioning's transaction.
 */
export async function commissionPlant(
  tx: Db,
  input: { leadId: number; sizeKw: number | undefined; commissionedOn: string },
  now: Date,
): Promise<{ plantId: number; sizeKw: number; created: boolean }> {
  const [row] = await tx
    .select({ lead: leads, plant: plants })
    .from(leads)
    .leftJoin(plants, eq(plants.leadId, leads.id))
    .where(eq(leads.id, input.leadId))
    .limit(1);
  if (!row) throw notFound(LEAD_NOT_FOUND);
  const [accepted] = await tx
    .select({ systemKw: proposals.systemKw, offers: proposals.offers })
    .from(proposals)
    .where(and(eq(proposals.leadId, input.leadId), isNotNull(proposals.acceptedAt)))
    .orderBy(desc(proposals.version))
    .limit(1);
  const sizeKw =
    input.sizeKw ?? row.plant?.sizeKw ?? accepted?.systemKw ?? row.lead.installationSizeKw;
  if (!sizeKw)
    throw badRequest(COMMISSIONED_KW_UNKNOWN, { commissionedKw: COMMISSIONED_KW_UNKNOWN });
  const offers = accepted?.offers;
  const values = {
    sizeKw,
    commissionedOn: input.commissionedOn,
    stage: 'system_activation' as const,
    stageChangedAt: now,
    updatedAt: now,
  };
  const [saved] = await tx
    .insert(plants)
    .values({
      leadId: input.leadId,
      ...values,
      ratePerKwh: offers?.ppa?.tariffPerKwh ?? tariffFor(row.lead.city),
      model: offers?.ppa ? 'ppa' : offers?.emi ? 'emi' : 'purchase',
      createdAt: now,
    })
    .onConflictDoUpdate({ target: plants.leadId, set: values })
    .returning({ id: plants.id });
  // A PPA plant is billed from its contract terms: the accepted offer's tariff, from this date.
  await fillPpaTerms(tx, input.leadId);
  await resizePendingReward(tx, input.leadId, sizeKw);
  return { plantId: saved!.id, sizeKw, created: !row.plant };
}
