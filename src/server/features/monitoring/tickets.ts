import { and, asc, desc, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import {
  leads,
  plants,
  ticketComments,
  ticketStatusChanges,
  tickets,
  users,
} from '#server/db/schema.ts';
import { badRequest, conflict, notFound } from '#server/errors.ts';
import { countUpTo, type ListSource } from '#server/lib/lists.ts';
import { eligibleOwners, mayOwn } from '#server/lib/record-owners.ts';
import { mailLink } from '#server/mail/links.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { ticketChangeMail } from '#server/mail/templates/monitoring.ts';
import { company } from '#shared/company.ts';
import type { Language } from '#shared/languages.ts';
import { paths } from '#shared/paths.ts';
import {
  type CreateTicket,
  monitoringMessages as M,
  REOPEN_DAYS,
  type StaffTicketDetail,
  TICKET_MOVES,
  type Ticket,
  type TicketCategory,
  type TicketDetail,
  type TicketSource,
  type TicketStatus,
} from '#shared/schemas/monitoring.ts';
import { personName, type SessionUser } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { customerPlantRow } from './customer-plant.ts';
import { DAY_MS, HOUR_MS, istDay, istDayStart } from './time.ts';

export type TicketDeps = { db: Db; mailer: Mailer; origin: string; sla: Config['ticketSla'] };

/** Working hours for the acknowledgement: Monday to Saturday, 09:00 to 18:00 IST. */
const WORK_START_HOUR = 9;
const WORK_END_HOUR = 18;

/** The instant `hours` working hours after `from`. */
export function addWorkingHours(from: Date, hours: number): Date {
  let left = hours * HOUR_MS;
  let day = istDay(from);
  let cursor = from.getTime();
  for (let guard = 0; guard < 400; guard++) {
    const start = istDayStart(day).getTime();
    const weekday = new Date(start + 12 * HOUR_MS).getUTCDay();
    if (weekday !== 0) {
      const open = start + WORK_START_HOUR * HOUR_MS;
      const close = start + WORK_END_HOUR * HOUR_MS;
      const a = Math.max(cursor, open);
      if (a < close) {
        if (a + left <= close) return new Date(a + left);
        left -= close - a;
      }
    }
    day = istDay(start + DAY_MS + HOUR_MS);
    cursor = istDayStart(day).getTime();
  }
  return new Date(cursor);
}

/** Due times of a ticket opened (or reopened) at `at`. */
export function dueTimes(at: Date, sla: Config['ticketSla']) {
  return {
    acknowledgeDueAt: addWorkingHours(at, sla.acknowledgeWorkingHours),
    resolveDueAt: new Date(at.getTime() + sla.resolveHours * HOUR_MS),
  };
}

type TicketRow = typeof tickets.$inferSelect;

export function isOverdue(
  row: Pick<TicketRow, 'status' | 'acknowledgeDueAt' | 'resolveDueAt'>,
  now: Date,
) {
  if (row.status === 'open' && now > row.acknowledgeDueAt) return true;
  const unresolved =
    row.status === 'open' || row.status === 'acknowledged' || row.status === 'in_progress';
  return unresolved && now > row.resolveDueAt;
}

/** The SQL twin of isOverdue, for the board's filter. */
const overdueSql = (now: Date) => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return sql`((${tickets.status} = 'open' and ${tickets.acknowledgeDueAt} < ${at}) or (${tickets.status} in ('open', 'acknowledged', 'in_progress') and ${tickets.resolveDueAt} < ${at}))`;
};

const reopenable = (row: Pick<TicketRow, 'status' | 'resolvedAt'>, now: Date) =>
  row.status === 'resolved' &&
  row.resolvedAt !== null &&
  now.getTime() - row.resolvedAt.getTime() <= REOPEN_DAYS * DAY_MS;

const owners = alias(users, 'owners');
const ticketSelection = {
  ticket: tickets,
  businessName: leads.businessName,
  ownerFirst: owners.firstName,
  ownerLast: owners.lastName,
  ownerEmail: owners.email,
};
type SelectedTicket = {
  ticket: TicketRow;
  businessName: string;
  ownerFirst: string | null;
  ownerLast: string | null;
  ownerEmail: string | null;
};

function toTicket(row: SelectedTicket, now: Date): Ticket {
  const t = row.ticket;
  return {
    id: t.id,
    plantId: t.plantId,
    businessName: row.businessName,
    category: t.category,
    source: t.source,
    description: t.description,
    status: t.status,
    hasPhoto: t.photo !== null,
    ownerId: t.ownerId,
    ownerName: t.ownerId
      ? personName({ firstName: row.ownerFirst, lastName: row.ownerLast, email: row.ownerEmail })
      : null,
    createdAt: t.createdAt.toISOString(),
    updatedAt: t.updatedAt.toISOString(),
    acknowledgeDueAt: t.acknowledgeDueAt.toISOString(),
    resolveDueAt: t.resolveDueAt.toISOString(),
    acknowledgedAt: t.acknowledgedAt?.toISOString() ?? null,
    resolvedAt: t.resolvedAt?.toISOString() ?? null,
    overdue: isOverdue(t, now),
    reopenable: reopenable(t, now),
  };
}

const ticketQuery = (db: Db) =>
  db
    .select(ticketSelection)
    .from(tickets)
    .innerJoin(plants, eq(plants.id, tickets.plantId))
    .innerJoin(leads, eq(leads.id, plants.leadId))
    .leftJoin(owners, eq(owners.id, tickets.ownerId));

async function details(db: Db, rows: SelectedTicket[], staff: boolean, now: Date) {
  const ids = rows.map((row) => row.ticket.id);
  if (ids.length === 0) return [];
  const comments = await db
    .select({
      comment: ticketComments,
      role: users.role,
      first: users.firstName,
      last: users.lastName,
    })
    .from(ticketComments)
    .leftJoin(users, eq(users.id, ticketComments.authorId))
    .where(
      and(
        inArray(ticketComments.ticketId, ids),
        staff ? undefined : eq(ticketComments.internal, false),
      ),
    )
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
  const history = await db
    .select()
    .from(ticketStatusChanges)
    .where(inArray(ticketStatusChanges.ticketId, ids))
    .orderBy(asc(ticketStatusChanges.createdAt), asc(ticketStatusChanges.id));
  return rows.map(
    (row): TicketDetail => ({
      ...toTicket(row, now),
      comments: comments
        .filter((c) => c.comment.ticketId === row.ticket.id)
        .map((c) => ({
          id: c.comment.id,
          body: c.comment.body,
          internal: c.comment.internal,
          author:
            c.comment.authorId === null
              ? 'system'
              : c.role === 'customer' || c.role === 'user'
                ? 'customer'
                : 'staff',
          authorName: personName({ firstName: c.first, lastName: c.last, email: null }),
          createdAt: c.comment.createdAt.toISOString(),
        })),
      history: history
        .filter((h) => h.ticketId === row.ticket.id)
        .map((h) => ({
          from: h.fromStatus,
          to: h.toStatus,
          note: h.note,
          byCustomer: h.byCustomer,
          createdAt: h.createdAt.toISOString(),
        })),
    }),
  );
}

export async function loadTicket(db: Db, id: number, staff: boolean, now: Date) {
  const rows = await ticketQuery(db).where(eq(tickets.id, id)).limit(1);
  if (!rows[0]) throw notFound(M.ticketNotFound);
  return (await details(db, rows, staff, now))[0]!;
}

/** A ticket's owner is one who may write tickets (lib/record-owners.ts). */
const OWNS_TICKETS = 'write:ticket';

/** The ticket as operations see it, internal notes included, with whom it may be given to. */
export async function loadStaffTicket(db: Db, id: number, now: Date): Promise<StaffTicketDetail> {
  return {
    ...(await loadTicket(db, id, true, now)),
    owners: await eligibleOwners(db, OWNS_TICKETS),
  };
}

/** Who hears of a ticket: its customer, and its owner or else every operations member. */
export async function recipients(db: Db, ticketId: number, customer: boolean) {
  const [row] = await db
    .select({
      ownerId: tickets.ownerId,
      customerId: plants.customerUserId,
      businessName: leads.businessName,
    })
    .from(tickets)
    .innerJoin(plants, eq(plants.id, tickets.plantId))
    .innerJoin(leads, eq(leads.id, plants.leadId))
    .where(eq(tickets.id, ticketId));
  const active = and(isNull(users.deletedAt), isNull(users.disabledAt));
  const staff = await db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(and(active, row?.ownerId ? eq(users.id, row.ownerId) : eq(users.role, 'operations')));
  const list: { email: string; language: Language; staff: boolean }[] = staff.map((u) => ({
    ...u,
    staff: true,
  }));
  if (list.length === 0) list.push({ email: company.contact.email, language: 'en', staff: true });
  if (customer && row?.customerId) {
    const [person] = await db
      .select({ email: users.email, language: users.language })
      .from(users)
      .where(and(eq(users.id, row.customerId), active));
    if (person) list.push({ ...person, staff: false });
  }
  return { list, plant: row?.businessName ?? '' };
}

/** Mails a ticket's change to its people; `customer` false keeps an internal note internal. */
export async function mailTicketChange(
  deps: Pick<TicketDeps, 'db' | 'mailer' | 'origin'>,
  ticket: { id: number; category: TicketCategory; status: TicketStatus },
  options: { created?: boolean; comment?: string | undefined; customer: boolean },
) {
  const { list, plant } = await recipients(deps.db, ticket.id, options.customer);
  for (const person of list) {
    await deps.mailer.send({
      to: person.email,
      ...ticketChangeMail({
        language: person.language,
        ticketId: ticket.id,
        plant,
        category: ticket.category,
        status: ticket.status,
        created: options.created ?? false,
        comment: options.comment,
        link: mailLink(
          deps.origin,
          person.staff ? paths.adminDashboard : paths.customerDashboard,
          person.language,
          { ticket: String(ticket.id) },
        ),
      }),
    });
  }
}

/** Opens a ticket (a customer's, or an alert's in the alert job's transaction). */
export async function insertTicket(
  db: Db,
  input: {
    plantId: number;
    source: TicketSource;
    category: TicketCategory;
    description: string;
    raisedBy: string | null;
    businessName: string;
    photo?: { content: Buffer; mimeType: string } | undefined;
  },
  sla: Config['ticketSla'],
  now: Date,
) {
  const [row] = await db
    .insert(tickets)
    .values({
      plantId: input.plantId,
      source: input.source,
      category: input.category,
      description: input.description,
      raisedBy: input.raisedBy,
      photo: input.photo ? new Uint8Array(input.photo.content) : null,
      photoMimeType: input.photo?.mimeType ?? null,
      ...dueTimes(now, sla),
      search: [input.businessName, input.category, input.description].join(' ').toLowerCase(),
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tickets.id });
  await db.insert(ticketStatusChanges).values({
    ticketId: row!.id,
    fromStatus: null,
    toStatus: 'open',
    actorId: input.raisedBy,
    byCustomer: input.source === 'customer',
    createdAt: now,
  });
  return row!.id;
}

/** POST /api/customer/tickets */
export async function raiseTicket(
  deps: TicketDeps,
  user: SessionUser,
  input: CreateTicket & { photo?: { content: Buffer; mimeType: string } | undefined },
  now: Date,
) {
  const plant = await customerPlantRow(deps.db, user);
  if (!plant) throw conflict(M.noPlant);
  const id = await deps.db.transaction(async (tx) => {
    const [lead] = await tx
      .select({ businessName: leads.businessName })
      .from(leads)
      .where(eq(leads.id, plant.leadId));
    return insertTicket(
      tx,
      {
        plantId: plant.id,
        source: 'customer',
        category: input.category,
        description: input.description,
        raisedBy: user.id,
        businessName: lead?.businessName ?? '',
        photo: input.photo,
      },
      deps.sla,
      now,
    );
  });
  const ticket = await loadTicket(deps.db, id, false, now);
  await mailTicketChange(deps, ticket, { created: true, customer: true });
  return { ticket };
}

/** GET /api/customer/tickets: the caller's plant's tickets, newest first, without staff notes. */
export async function customerTickets(db: Db, user: SessionUser, now: Date) {
  const plant = await customerPlantRow(db, user);
  if (!plant) return { tickets: [] };
  const rows = await ticketQuery(db)
    .where(eq(tickets.plantId, plant.id))
    .orderBy(desc(tickets.createdAt), desc(tickets.id))
    .limit(200);
  return { tickets: await details(db, rows, false, now) };
}

/** A ticket of the caller's plant, else 404 (someone else's ticket is not theirs to know of). */
async function customerTicket(db: Db, user: SessionUser, id: number) {
  const plant = await customerPlantRow(db, user);
  const [row] = plant
    ? await db
        .select()
        .from(tickets)
        .where(and(eq(tickets.id, id), eq(tickets.plantId, plant.id)))
    : [];
  if (!row) throw notFound(M.ticketNotFound);
  return row;
}

async function addComment(
  deps: TicketDeps,
  actor: SessionUser,
  ticket: TicketRow,
  body: string,
  internal: boolean,
  now: Date,
  staff: boolean,
) {
  await deps.db.transaction(async (tx) => {
    const [comment] = await tx
      .insert(ticketComments)
      .values({ ticketId: ticket.id, authorId: actor.id, body, internal, createdAt: now })
      .returning({ id: ticketComments.id });
    await tx.update(tickets).set({ updatedAt: now }).where(eq(tickets.id, ticket.id));
    if (staff)
      await recordAudit(
        tx,
        {
          actorId: actor.id,
          action: 'ticket.comment',
          targetType: 'ticket',
          targetId: ticket.id,
          details: { internal },
          // The comment's text stays in its table; the log names it and its kind.
          changes: changedFields(null, { commentId: comment!.id, internal }),
        },
        now,
      );
  });
  await mailTicketChange(deps, ticket, { comment: body, customer: !internal });
}

/** POST /api/customer/tickets/:id/comments */
export async function customerComment(
  deps: TicketDeps,
  user: SessionUser,
  id: number,
  body: string,
  now: Date,
) {
  const ticket = await customerTicket(deps.db, user, id);
  await addComment(deps, user, ticket, body, false, now, false);
  return { ticket: await loadTicket(deps.db, id, false, now) };
}

/** POST /api/admin/tickets/:id/comments */
export async function staffComment(
  deps: TicketDeps,
  actor: SessionUser,
  id: number,
  input: { body: string; internal: boolean },
  now: Date,
) {
  const [ticket] = await deps.db.select().from(tickets).where(eq(tickets.id, id));
  if (!ticket) throw notFound(M.ticketNotFound);
  await addComment(deps, actor, ticket, input.body, input.internal, now, true);
  return { ticket: await loadStaffTicket(deps.db, id, now) };
}

/**
 * Moves a ticket to `to` in `tx`: the times it reached each status, its history row. The
 * caller has checked the move is allowed.
 */
export async function moveTicket(
  tx: Db,
  ticket: TicketRow,
  to: TicketStatus,
  who: { actorId: string | null; byCustomer: boolean; note?: string | undefined },
  sla: Config['ticketSla'],
  now: Date,
) {
  const reopened = to === 'open' && ticket.status === 'resolved';
  await tx
    .update(tickets)
    .set({
      status: to,
      updatedAt: now,
      ...(to !== 'open' && !ticket.acknowledgedAt ? { acknowledgedAt: now } : {}),
      ...(to === 'resolved' ? { resolvedAt: now } : {}),
      ...(to === 'closed' ? { closedAt: now } : {}),
      ...(to === 'in_progress' ? { resolvedAt: null } : {}),
      ...(reopened ? { ...dueTimes(now, sla), acknowledgedAt: null, resolvedAt: null } : {}),
    })
    .where(eq(tickets.id, ticket.id));
  await tx.insert(ticketStatusChanges).values({
    ticketId: ticket.id,
    fromStatus: ticket.status,
    toStatus: to,
    actorId: who.actorId,
    byCustomer: who.byCustomer,
    note: who.note || null,
    createdAt: now,
  });
}

/** POST /api/admin/tickets/:id/status */
export async function changeTicketStatus(
  deps: TicketDeps,
  actor: SessionUser,
  id: number,
  input: { status: TicketStatus; note?: string | undefined },
  now: Date,
) {
  const ticket = await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(tickets).where(eq(tickets.id, id)).for('update');
    if (!row) throw notFound(M.ticketNotFound);
    if (!TICKET_MOVES[row.status].includes(input.status))
      throw conflict(M.move, { status: M.move });
    await moveTicket(
      tx,
      row,
      input.status,
      { actorId: actor.id, byCustomer: false, note: input.note },
      deps.sla,
      now,
    );
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'ticket.status',
        targetType: 'ticket',
        targetId: id,
        details: { note: input.note ?? null },
        changes: changedFields({ status: row.status }, { status: input.status }),
      },
      now,
    );
    return { ...row, status: input.status };
  });
  await mailTicketChange(deps, ticket, { comment: input.note, customer: true });
  return { ticket: await loadStaffTicket(deps.db, id, now) };
}

/** POST /api/customer/tickets/:id/reopen: within 7 days of "resolved". */
export async function reopenTicket(
  deps: TicketDeps,
  user: SessionUser,
  id: number,
  note: string | undefined,
  now: Date,
) {
  const ticket = await customerTicket(deps.db, user, id);
  if (!reopenable(ticket, now)) throw conflict(M.reopenWindow);
  await deps.db.transaction((tx) =>
    moveTicket(tx, ticket, 'open', { actorId: user.id, byCustomer: true, note }, deps.sla, now),
  );
  await mailTicketChange(deps, { ...ticket, status: 'open' }, { comment: note, customer: true });
  return { ticket: await loadTicket(deps.db, id, false, now) };
}

/** POST /api/admin/tickets/:id/owner: one who may own tickets, or null for none. */
export async function setTicketOwner(
  deps: TicketDeps,
  actor: SessionUser,
  id: number,
  ownerId: string | null,
  now: Date,
) {
  await deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(tickets).where(eq(tickets.id, id));
    if (!row) throw notFound(M.ticketNotFound);
    if (ownerId && !(await mayOwn(tx, OWNS_TICKETS, ownerId)))
      throw badRequest(M.owner, { ownerId: M.owner });
    await tx.update(tickets).set({ ownerId, updatedAt: now }).where(eq(tickets.id, id));
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'ticket.owner',
        targetType: 'ticket',
        targetId: id,
        changes: changedFields({ ownerId: row.ownerId }, { ownerId }),
      },
      now,
    );
  });
  return { ticket: await loadStaffTicket(deps.db, id, now) };
}

/** A ticket's photo for its customer or staff. */
export async function ticketPhoto(db: Db, user: SessionUser | null, id: number) {
  const row = user
    ? await customerTicket(db, user, id)
    : (await db.select().from(tickets).where(eq(tickets.id, id)))[0];
  if (!row) throw notFound(M.ticketNotFound);
  if (!row.photo || !row.photoMimeType) throw notFound(M.noPhoto);
  return { content: Buffer.from(row.photo), mimeType: row.photoMimeType };
}

/** The operations board: every ticket, newest first, filtered by status, category, overdue. */
export function ticketList(db: Db, now: Date): ListSource<Ticket> {
  return {
    name: 'tickets',
    searchColumns: [{ lowered: tickets.search }],
    order: { table: tickets, time: tickets.createdAt, id: tickets.id, idOf: (t) => t.id },
    count: (where, upTo) =>
      countUpTo(db, db.select({ one: sql`1` }).from(tickets).where(where).$dynamic(), upTo),
    rows: async (where, window) => {
      const rows = await ticketQuery(db)
        .where(where)
        .orderBy(desc(tickets.createdAt), desc(tickets.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => toTicket(row, now));
    },
    csv: [
      { header: 'Ticket', value: (t) => t.id },
      { header: 'Plant', value: (t) => t.plantId },
      { header: 'Company', value: (t) => t.businessName },
      { header: 'Category', value: (t) => t.category },
      { header: 'Source', value: (t) => t.source },
      { header: 'Status', value: (t) => t.status },
      { header: 'Owner', value: (t) => t.ownerName },
      { header: 'Created', value: (t) => t.createdAt },
      { header: 'Acknowledge by', value: (t) => t.acknowledgeDueAt },
      { header: 'Resolve by', value: (t) => t.resolveDueAt },
      { header: 'Overdue', value: (t) => (t.overdue ? 'yes' : 'no') },
      { header: 'Description', value: (t) => t.description },
    ],
  };
}

/** The board's filters as SQL on the tickets table. */
export function ticketFilters(
  query: {
    status?: TicketStatus | undefined;
    category?: TicketCategory | undefined;
    overdue?: boolean | undefined;
  },
  now: Date,
): SQL | undefined {
  return and(
    query.status ? eq(tickets.status, query.status) : undefined,
    query.category ? eq(tickets.category, query.category) : undefined,
    query.overdue === undefined
      ? undefined
      : query.overdue
        ? overdueSql(now)
        : sql`not ${overdueSql(now)}`,
  );
}

/** The plant's tickets still open (not resolved or closed). */
export async function openTicketsOf(db: Db, plantId: number, now: Date) {
  const rows = await ticketQuery(db)
    .where(
      and(
        eq(tickets.plantId, plantId),
        ne(tickets.status, 'resolved'),
        ne(tickets.status, 'closed'),
      ),
    )
    .orderBy(desc(tickets.createdAt), desc(tickets.id));
  return rows.map((row) => toTicket(row, now));
}
