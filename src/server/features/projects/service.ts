import { and, asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { staffMay } from '#server/access-policy.ts';
import type { Db } from '#server/db/client.ts';
import {
  auditLog,
  leads,
  partners,
  plants,
  projectAttachments,
  projectMilestones,
  projects,
  users,
} from '#server/db/schema.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { countUpTo, type ListSource } from '#server/lib/lists.ts';
import { eligibleOwners, mayOwn, personColumns } from '#server/lib/record-owners.ts';
import { mailLink } from '#server/mail/links.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { milestoneDoneMail } from '#server/mail/templates/project-milestones.ts';
import type { Language } from '#shared/languages.ts';
import { paths } from '#shared/paths.ts';
import {
  indiaToday,
  isOverdue,
  MILESTONE_KEYS,
  type MilestoneKey,
  milestoneChangeRefusal,
  milestoneMessages,
  nextMilestone,
  PUBLIC_REFERENCE,
} from '#shared/project-milestones.ts';
import {
  ATTACHMENT_NOT_FOUND,
  type CustomerProjectResponse,
  type LeadProject,
  type Milestone,
  PROJECT_NOT_FOUND,
  type Project,
  type ProjectAttachment,
  type ProjectListQuery,
  type ProjectSummary,
  projectMessages,
  type UpdateMilestone,
} from '#shared/schemas/projects.ts';
import { personName, type SessionUser } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { actsAsCustomer, provedAddressSql } from '../auth/index.ts';
import { awardCommissionedLead, clawBackRewards } from '../earnings/index.ts';
import { commissionPlant } from '../plants/index.ts';

/**
 * Installation projects (docs/decisions/049): one per won lead, nine milestones moved by the
 * rules of shared/project-milestones.ts. Every change is audited with its before and after
 * (the project's history); the customer is mailed at each done milestone.
 */

export type ProjectDeps = { db: Db; mailer: Mailer; origin: string };

type MilestoneRow = typeof projectMilestones.$inferSelect;

/** A milestone's owner is one who may write projects (lib/record-owners.ts). */
const OWNS_MILESTONES = 'write:project';

/**
 * The project of a lead that has just been won, with its nine pending milestones: called in the
 * stage move's transaction (leadBecameWon). A lead won again keeps its project.
 */
export async function openProject(tx: Db, leadId: number, actorId: string, now: Date) {
  const [made] = await tx
    .insert(projects)
    .values({
      leadId,
      status: 'active',
      nextKey: MILESTONE_KEYS[0],
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: projects.leadId })
    .returning({ id: projects.id });
  if (!made) return;
  await tx
    .insert(projectMilestones)
    .values(MILESTONE_KEYS.map((key) => ({ projectId: made.id, key, updatedAt: now })));
  await recordAudit(
    tx,
    {
      actorId,
      action: 'project.create',
      targetType: 'project',
      targetId: made.id,
      details: { leadId },
    },
    now,
  );
}

async function milestonesOf(db: Db, projectIds: number[]) {
  if (projectIds.length === 0) return new Map<number, MilestoneRow[]>();
  const rows = await db
    .select()
    .from(projectMilestones)
    .where(inArray(projectMilestones.projectId, projectIds));
  const order = (key: MilestoneKey) => MILESTONE_KEYS.indexOf(key);
  rows.sort((a, b) => order(a.key) - order(b.key));
  const byProject = new Map<number, MilestoneRow[]>();
  for (const row of rows) {
    const list = byProject.get(row.projectId) ?? [];
    list.push(row);
    byProject.set(row.projectId, list);
  }
  return byProject;
}

async function attachmentsOf(db: Db, milestoneIds: number[]) {
  const byMilestone = new Map<number, ProjectAttachment[]>();
  if (milestoneIds.length === 0) return byMilestone;
  const rows = await db
    .select({
      id: projectAttachments.id,
      milestoneId: projectAttachments.milestoneId,
      fileName: projectAttachments.fileName,
      mimeType: projectAttachments.mimeType,
      size: projectAttachments.size,
      createdAt: projectAttachments.createdAt,
    })
    .from(projectAttachments)
    .where(inArray(projectAttachments.milestoneId, milestoneIds))
    .orderBy(asc(projectAttachments.createdAt), asc(projectAttachments.id));
  for (const { milestoneId, createdAt, ...row } of rows) {
    const list = byMilestone.get(milestoneId) ?? [];
    list.push({ ...row, createdAt: createdAt.toISOString() });
    byMilestone.set(milestoneId, list);
  }
  return byMilestone;
}

/** The next milestone's planned date, read in the list's own query. */
const nextPlannedOn = sql<
  string | null
>`(select m.planned_on from ${projectMilestones} m where m.project_id = ${projects.id} and m.key = ${projects.nextKey})`;
const nextOwnerName = sql<
  string | null
>`(select coalesce(nullif(trim(concat_ws(' ', u.first_name, u.last_name)), ''), u.email) from ${projectMilestones} m join ${users} u on u.id = m.owner_id where m.project_id = ${projects.id} and m.key = ${projects.nextKey})`;

const summaryColumns = {
  id: projects.id,
  leadId: projects.leadId,
  businessName: leads.businessName,
  contactName: leads.contactName,
  city: leads.city,
  status: projects.status,
  nextKey: projects.nextKey,
  nextPlannedOn,
  nextOwnerName,
  createdAt: projects.createdAt,
};

type SummaryRow = {
  id: number;
  leadId: number;
  businessName: string;
  contactName: string;
  city: string;
  status: ProjectSummary['status'];
  nextKey: MilestoneKey | null;
  nextPlannedOn: string | null;
  nextOwnerName: string | null;
  createdAt: Date;
};

const toSummary = (row: SummaryRow, today: string): ProjectSummary => ({
  ...row,
  overdue: row.status === 'active' && isOverdue(row.nextPlannedOn, 'pending', today),
  createdAt: row.createdAt.toISOString(),
});

/** The operations board: every project, newest first, with the board's filters. */
export function projectList(
  db: Db,
  query: ProjectListQuery,
  now: Date,
): ListSource<ProjectSummary> {
  const today = indiaToday(now);
  const filters: SQL[] = [];
  if (query.status) filters.push(eq(projects.status, query.status));
  if (query.next) filters.push(eq(projects.nextKey, query.next));
  if (query.city) filters.push(sql`lower(${leads.city}) = lower(${query.city})`);
  if (query.owner)
    filters.push(
      sql`exists (select 1 from ${projectMilestones} m where m.project_id = ${projects.id} and m.key = ${projects.nextKey} and m.owner_id = ${query.owner})`,
    );
  if (query.overdue !== undefined) {
    const overdue = sql`(${projects.status} = 'active' and coalesce(${nextPlannedOn} < ${today}, false))`;
    filters.push(query.overdue ? overdue : sql`not ${overdue}`);
  }
  const filter = (where: SQL | undefined) => and(...filters, where);
  return {
    name: 'projects',
    searchColumns: [{ lowered: leads.search }],
    order: { table: projects, time: projects.createdAt, id: projects.id, idOf: (p) => p.id },
    count: (where, upTo) =>
      countUpTo(
        db,
        db
          .select({ one: sql`1` })
          .from(projects)
          .innerJoin(leads, eq(leads.id, projects.leadId))
          .where(filter(where))
          .$dynamic(),
        upTo,
      ),
    rows: async (where, window) => {
      const rows = await db
        .select(summaryColumns)
        .from(projects)
        .innerJoin(leads, eq(leads.id, projects.leadId))
        .where(filter(where))
        .orderBy(desc(projects.createdAt), desc(projects.id))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map((row) => toSummary(row, today));
    },
    csv: [
      { header: 'Project ID', value: (p) => p.id },
      { header: 'Lead ID', value: (p) => p.leadId },
      { header: 'Company', value: (p) => p.businessName },
      { header: 'Contact', value: (p) => p.contactName },
      { header: 'City', value: (p) => p.city },
      { header: 'Status', value: (p) => p.status },
      { header: 'Next Milestone', value: (p) => p.nextKey },
      { header: 'Planned', value: (p) => p.nextPlannedOn },
      { header: 'Owner', value: (p) => p.nextOwnerName },
      { header: 'Overdue', value: (p) => p.overdue },
      { header: 'Created', value: (p) => p.createdAt },
    ],
  };
}

/** Staff who may own a milestone, for the editor's and the board's owner pickers. */
export const projectOwners = (db: Db) => eligibleOwners(db, OWNS_MILESTONES);

/** GET /api/admin/projects/:id: the project, its milestones with files, and its history. */
export async function getProject(db: Db, id: number, now: Date): Promise<Project> {
  const today = indiaToday(now);
  const [row] = await db
    .select({
      ...summaryColumns,
      cancelReason: projects.cancelReason,
      cancelledAt: projects.cancelledAt,
    })
    .from(projects)
    .innerJoin(leads, eq(leads.id, projects.leadId))
    .where(eq(projects.id, id))
    .limit(1);
  if (!row) throw notFound(PROJECT_NOT_FOUND);
  const milestones = (await milestonesOf(db, [id])).get(id) ?? [];
  const files = await attachmentsOf(
    db,
    milestones.map((m) => m.id),
  );
  const owners = await projectOwners(db);
  const ownerNames = new Map(owners.map((o) => [o.id, o.name]));
  const missingOwners = milestones.filter((m) => m.ownerId && !ownerNames.has(m.ownerId));
  if (missingOwners.length > 0) {
    const others = await db
      .select(personColumns)
      .from(users)
      .where(
        inArray(
          users.id,
          missingOwners.map((m) => m.ownerId!),
        ),
      );
    for (const other of others) ownerNames.set(other.id, personName(other));
  }
  const history = await db
    .select({
      action: auditLog.action,
      details: auditLog.details,
      changes: auditLog.changes,
      createdAt: auditLog.createdAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(eq(auditLog.targetType, 'project'), eq(auditLog.targetId, String(id))))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id));
  const { cancelReason, cancelledAt, ...summary } = row;
  return {
    ...toSummary(summary, today),
    cancelReason,
    cancelledAt: cancelledAt?.toISOString() ?? null,
    milestones: milestones.map(
      (m): Milestone => ({
        key: m.key,
        status: m.status,
        plannedOn: m.plannedOn,
        doneOn: m.doneOn,
        ownerId: m.ownerId,
        ownerName: m.ownerId ? (ownerNames.get(m.ownerId) ?? null) : null,
        reference: m.reference,
        note: m.note,
        overdue: row.status === 'active' && isOverdue(m.plannedOn, m.status, today),
        attachments: files.get(m.id) ?? [],
      }),
    ),
    history: history.map((h) => ({
      action: h.action,
      key: ((h.details as { key?: MilestoneKey }).key ?? null) as MilestoneKey | null,
      actorName: personName(h),
      changes: h.changes,
      createdAt: h.createdAt.toISOString(),
    })),
    owners,
  };
}

async function lockProject(tx: Db, id: number) {
  const [project] = await tx.select().from(projects).where(eq(projects.id, id)).for('update');
  if (!project) throw notFound(PROJECT_NOT_FOUND);
  return project;
}

/**
 * Who the customer of a project is for mail: the lead's contact, in the language of the account
 * linked to the plant, else of an account with that address, else the partner's; else English.
 */
async function customerRecipient(db: Db, leadId: number) {
  const [row] = await db
    .select({
      email: leads.email,
      contactName: leads.contactName,
      businessName: leads.businessName,
      partnerLanguage: users.language,
    })
    .from(leads)
    .leftJoin(partners, eq(partners.id, leads.partnerId))
    .leftJoin(users, eq(users.id, partners.userId))
    .where(eq(leads.id, leadId))
    .limit(1);
  if (!row) return null;
  const [linked] = await db
    .select({ language: users.language })
    .from(plants)
    .innerJoin(users, eq(users.id, plants.customerUserId))
    .where(eq(plants.leadId, leadId))
    .limit(1);
  const [account] = await db
    .select({ language: users.language })
    .from(users)
    .where(sql`lower(${users.email}) = lower(${row.email})`)
    .limit(1);
  const language: Language = linked?.language ?? account?.language ?? row.partnerLanguage ?? 'en';
  return { ...row, language };
}

/**
 * PUT /api/admin/projects/:id/milestones/:key: sets the milestone as sent, by the rules of
 * shared/project-milestones.ts. Done `commissioned` starts the plant and the reward's second
 * part; each newly done milestone mails the customer.
 */
export async function updateMilestone(
  deps: ProjectDeps,
  actor: SessionUser,
  id: number,
  key: MilestoneKey,
  input: UpdateMilestone,
  now: Date,
): Promise<Project> {
  const today = indiaToday(now);
  const result = await deps.db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (project.status === 'cancelled')
      throw new AppError(409, 'project_cancelled', milestoneMessages.cancelled);
    const current = (await milestonesOf(tx, [id])).get(id) ?? [];
    const before = current.find((m) => m.key === key);
    if (!before) throw notFound(PROJECT_NOT_FOUND);
    if (input.ownerId && !(await mayOwn(tx, OWNS_MILESTONES, input.ownerId)))
      throw badRequest(projectMessages.owner, { ownerId: projectMessages.owner });
    const doneOn = input.status === 'done' ? input.doneOn : null;
    const [files] = await tx
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(projectAttachments)
      .where(eq(projectAttachments.milestoneId, before.id));
    const refusal = milestoneChangeRefusal(
      current,
      { key, status: input.status, doneOn, note: input.note },
      today,
      files?.n ?? 0,
    );
    if (refusal)
      throw new AppError(
        refusal.code === 'milestone_invalid' ? 400 : 409,
        refusal.code,
        refusal.message,
        refusal.field ? { [refusal.field]: refusal.message } : undefined,
      );
    const values = {
      status: input.status,
      plannedOn: input.plannedOn,
      doneOn,
      ownerId: input.ownerId,
      reference: input.reference,
      note: input.note,
    };
    await tx
      .update(projectMilestones)
      .set({ ...values, updatedAt: now })
      .where(eq(projectMilestones.id, before.id));
    const after = current.map((m) => (m.key === key ? { ...m, ...values } : m));
    const next = nextMilestone(after);
    const commissioned = after.find((m) => m.key === 'commissioned')?.status === 'done';
    await tx
      .update(projects)
      .set({ nextKey: next, status: commissioned ? 'commissioned' : 'active', updatedAt: now })
      .where(eq(projects.id, id));
    let plant: Awaited<ReturnType<typeof commissionPlant>> | null = null;
    if (key === 'commissioned' && input.status === 'done' && doneOn) {
      plant = await commissionPlant(
        tx,
        { leadId: project.leadId, sizeKw: input.commissionedKw, commissionedOn: doneOn },
        now,
      );
      await awardCommissionedLead(tx, project.leadId, now);
    }
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'project.milestone',
        targetType: 'project',
        targetId: id,
        details: {
          key,
          leadId: project.leadId,
          ...(plant
            ? { systemId: plant.plantId, sizeKw: plant.sizeKw, plantCreated: plant.created }
            : {}),
        },
        changes: changedFields(before, values),
      },
      now,
    );
    const newlyDone = input.status === 'done' && before.status !== 'done';
    const nextRow = next ? after.find((m) => m.key === next) : undefined;
    return {
      leadId: project.leadId,
      mail:
        newlyDone && doneOn
          ? { doneOn, next: nextRow ? { key: nextRow.key, plannedOn: nextRow.plannedOn } : null }
          : null,
    };
  });
  if (result.mail) {
    const recipient = await customerRecipient(deps.db, result.leadId);
    if (recipient) {
      const mail = milestoneDoneMail({
        language: recipient.language,
        name: recipient.contactName,
        businessName: recipient.businessName,
        key,
        doneOn: result.mail.doneOn,
        next: result.mail.next,
        link: mailLink(deps.origin, paths.customerDashboard, recipient.language, {
          tab: 'timeline',
        }),
      });
      await deps.mailer.send({ to: recipient.email, ...mail });
    }
  }
  return getProject(deps.db, id, now);
}

/** POST /api/admin/projects/:id/milestones/:key/attachments: one checked file. */
export async function addAttachment(
  db: Db,
  actor: SessionUser,
  id: number,
  key: MilestoneKey,
  file: { fileName: string; mimeType: string; content: Uint8Array },
  now: Date,
): Promise<ProjectAttachment> {
  return db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (project.status === 'cancelled')
      throw new AppError(409, 'project_cancelled', milestoneMessages.cancelled);
    const [milestone] = await tx
      .select({ id: projectMilestones.id })
      .from(projectMilestones)
      .where(and(eq(projectMilestones.projectId, id), eq(projectMilestones.key, key)));
    if (!milestone) throw notFound(PROJECT_NOT_FOUND);
    const [row] = await tx
      .insert(projectAttachments)
      .values({
        milestoneId: milestone.id,
        fileName: file.fileName,
        mimeType: file.mimeType,
        size: file.content.byteLength,
        content: file.content,
        uploadedBy: actor.id,
        createdAt: now,
      })
      .returning();
    await tx.update(projects).set({ updatedAt: now }).where(eq(projects.id, id));
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'project.attachment',
        targetType: 'project',
        targetId: id,
        details: { key, attachmentId: row!.id, fileName: row!.fileName },
        changes: changedFields(null, { attachmentId: row!.id }),
      },
      now,
    );
    return {
      id: row!.id,
      fileName: row!.fileName,
      mimeType: row!.mimeType,
      size: row!.size,
      createdAt: row!.createdAt.toISOString(),
    };
  });
}

/**
 * POST /api/admin/projects/:id/cancel: the project stops with a reason (audited); the partner's
 * unpaid reward parts are cancelled and a paid one clawed back (earnings). The lead stays won
 * and shows "cancelled after won".
 */
export async function cancelProject(
  db: Db,
  actor: SessionUser,
  id: number,
  reason: string,
  now: Date,
): Promise<Project> {
  await db.transaction(async (tx) => {
    const project = await lockProject(tx, id);
    if (project.status === 'cancelled')
      throw new AppError(409, 'project_cancelled', milestoneMessages.alreadyCancelled);
    const values = {
      status: 'cancelled' as const,
      cancelReason: reason,
      cancelledAt: now,
      cancelledBy: actor.id,
    };
    await tx
      .update(projects)
      .set({ ...values, updatedAt: now })
      .where(eq(projects.id, id));
    const clawbackPaise = await clawBackRewards(tx, actor, project.leadId, now);
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'project.cancel',
        targetType: 'project',
        targetId: id,
        details: { leadId: project.leadId, reason, clawbackPaise },
        changes: changedFields(project, { status: 'cancelled', cancelReason: reason }),
      },
      now,
    );
  });
  return getProject(db, id, now);
}

const toPublicMilestone = (m: MilestoneRow) => ({
  key: m.key,
  status: m.status,
  plannedOn: m.plannedOn,
  doneOn: m.doneOn,
  reference: PUBLIC_REFERENCE.includes(m.key) ? m.reference : null,
});

/** The project inside GET /api/leads/:id: names, statuses and dates; no notes, no owners. */
export async function leadProject(db: Db, leadId: number): Promise<LeadProject | null> {
  const [project] = await db.select().from(projects).where(eq(projects.leadId, leadId)).limit(1);
  if (!project) return null;
  const milestones = (await milestonesOf(db, [project.id])).get(project.id) ?? [];
  return {
    status: project.status,
    nextKey: project.nextKey,
    milestones: milestones.map(toPublicMilestone),
  };
}

/**
 * The customer's project: the lead whose plant is linked to the account, else the lead with the
 * account's proved address (newest first). Null for any other account.
 */
async function customerProjectRow(db: Db, user: SessionUser) {
  if (!actsAsCustomer(user)) return null;
  const linked = sql`exists (select 1 from ${plants} s where s.lead_id = ${leads.id} and s.customer_user_id = ${user.id})`;
  const proved = sql`lower(${leads.email}) in (select lower(${users.email}) from ${users} where ${users.id} = ${user.id} and ${provedAddressSql()})`;
  const [row] = await db
    .select({ project: projects, businessName: leads.businessName })
    .from(projects)
    .innerJoin(leads, eq(leads.id, projects.leadId))
    .where(sql`(${linked} or ${proved})`)
    .orderBy(sql`${linked} desc`, desc(projects.createdAt), desc(projects.id))
    .limit(1);
  return row ?? null;
}

/** GET /api/customer/project: the caller's project with the files of its milestones, or null. */
export async function getCustomerProject(
  db: Db,
  user: SessionUser,
): Promise<CustomerProjectResponse> {
  const row = await customerProjectRow(db, user);
  if (!row) return { project: null };
  const milestones = (await milestonesOf(db, [row.project.id])).get(row.project.id) ?? [];
  const files = await attachmentsOf(
    db,
    milestones.map((m) => m.id),
  );
  return {
    project: {
      id: row.project.id,
      businessName: row.businessName,
      status: row.project.status,
      nextKey: row.project.nextKey,
      milestones: milestones.map((m) => ({
        ...toPublicMilestone(m),
        attachments: m.status === 'done' ? (files.get(m.id) ?? []) : [],
      })),
    },
  };
}

/**
 * GET /api/project-attachments/:id: the file, for staff who read projects and for the customer
 * of the project once its milestone is done; 404 for anyone else.
 */
export async function getAttachmentFile(db: Db, user: SessionUser, id: number) {
  const [row] = await db
    .select({
      fileName: projectAttachments.fileName,
      mimeType: projectAttachments.mimeType,
      content: projectAttachments.content,
      projectId: projectMilestones.projectId,
      status: projectMilestones.status,
    })
    .from(projectAttachments)
    .innerJoin(projectMilestones, eq(projectMilestones.id, projectAttachments.milestoneId))
    .where(eq(projectAttachments.id, id))
    .limit(1);
  if (!row) throw notFound(ATTACHMENT_NOT_FOUND);
  if (!staffMay(user, 'read:project')) {
    const own = await customerProjectRow(db, user);
    if (own?.project.id !== row.projectId || row.status !== 'done')
      throw notFound(ATTACHMENT_NOT_FOUND);
  }
  return row;
}
