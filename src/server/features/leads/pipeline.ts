import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  documents,
  leadNotes,
  leadStageHistory,
  leads,
  partners,
  users,
} from '#server/db/schema.ts';
import { AppError, badRequest, notFound } from '#server/errors.ts';
import { documentDescription, toDocument } from '#server/lib/lead-documents.ts';
import { mailLink } from '#server/mail/links.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import {
  documentRejectedMail,
  type LeadMailRecipient,
  leadStageChangedMail,
} from '#server/mail/templates/lead-pipeline.ts';
import {
  findStageMove,
  type LeadStage,
  type LostReason,
  PROPOSAL_REQUIRED_DOCUMENTS,
  type StageMoveKind,
} from '#shared/lead-pipeline.ts';
import { partnerLeadPath } from '#shared/paths.ts';
import type { LeadDocument } from '#shared/schemas/documents.ts';
import { reviewMessages } from '#shared/schemas/documents.ts';
import {
  type Lead,
  type LeadNote,
  type StageChange,
  type StageMove,
  stageMessages,
} from '#shared/schemas/leads.ts';
import { proposalMessages } from '#shared/schemas/proposals.ts';
import { personName, type SessionUser } from '#shared/schemas/user.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { awardWonLead } from '../earnings/index.ts';
import { openProject } from '../projects/index.ts';
import { hasAcceptedProposal } from '../proposals/index.ts';
import { documentChecklist, LEAD_NOT_FOUND, leadDocuments, toLead } from './service.ts';

/**
 * Running the pipeline (docs/decisions/016): moving a lead between stages by the one
 * table in shared/lead-pipeline.ts, internal notes, and reviewing documents. Every change is
 * audited, and the lead's partner is told by e-mail in their language.
 */

export type PipelineDeps = { db: Db; mailer: Mailer; origin: string };

const DOCUMENT_NOT_FOUND = 'Document not found.';
export const PROPOSAL_NEEDS_DOCUMENTS =
  'A lead moves to proposal only when its electricity bill, PAN card and GST returns are accepted.';
export const stageMoveRefused = (from: LeadStage, to: LeadStage) =>
  `A lead cannot move from ${from} to ${to}.`;

/** The partner of a lead, as an e-mail addressee; null for a company lead. */
async function partnerRecipient(
  db: Db,
  lead: { id: number; businessName: string },
  origin: string,
): Promise<(LeadMailRecipient & { email: string }) | null> {
  const [row] = await db
    .select({
      email: users.email,
      language: users.language,
      fullName: partners.fullName,
    })
    .from(leads)
    .innerJoin(partners, eq(partners.id, leads.partnerId))
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(leads.id, lead.id))
    .limit(1);
  if (!row) return null;
  return {
    email: row.email,
    language: row.language,
    name: row.fullName,
    lead: { id: lead.id, businessName: lead.businessName },
    url: mailLink(origin, partnerLeadPath(lead.id), row.language),
  };
}

/** A stage move that passed its checks: what the write and the effects need to know. */
type CheckedStageMove = {
  leadId: number;
  from: LeadStage;
  to: LeadStage;
  kind: StageMoveKind;
  note: string | null;
  lostReason: LostReason | null;
  /** An admin marked the lead won without an accepted proposal. */
  override: boolean;
};

/**
 * What follows a stage move, inside the transaction that moves the lead, in this order. A new
 * consequence of a move (a won lead starting a project) is one more entry here.
 */
type StageMoveEffect = {
  name: string;
  applies: (move: CheckedStageMove) => boolean;
  run: (tx: Db, lead: Lead, actor: SessionUser, now: Date) => Promise<void>;
};

export const STAGE_MOVE_EFFECTS: readonly StageMoveEffect[] = [
  {
    // The lead is closed when won (a lost lead is closed by the write itself).
    name: 'close the won lead',
    applies: (move) => move.to === 'won',
    run: async (tx, lead, _actor, now) => {
      await tx.update(leads).set({ closedAt: now }).where(eq(leads.id, lead.id));
    },
  },
  {
    // The reward's won part (decisions 023, 049), once per lead however often it is won.
    name: "award the partner's reward",
    applies: (move) => move.to === 'won',
    run: async (tx, lead, _actor, now) => {
      await awardWonLead(tx, lead.id, now);
    },
  },
  {
    // The installation project and its milestones (decision 049), once per lead.
    name: 'open the installation project',
    applies: (move) => move.to === 'won',
    run: async (tx, lead, actor, now) => {
      await openProject(tx, lead.id, actor.id, now);
    },
  },
];

/** The checks of a move, on the locked lead row; throws the refusal, or returns the move. */
async function checkStageMove(
  tx: Db,
  current: typeof leads.$inferSelect,
  actor: SessionUser,
  move: StageMove,
): Promise<CheckedStageMove> {
  const leadId = current.id;
  const from = current.stage;
  const allowed = findStageMove(from, move.stage);
  if (!allowed) throw new AppError(409, 'stage_move_refused', stageMoveRefused(from, move.stage));
  const note = move.note ?? null;
  if (allowed.kind === 'back' && !note)
    throw badRequest(stageMessages.noteRequired, { note: stageMessages.noteRequired });
  let lostReason: LostReason | null = null;
  if (allowed.kind === 'lost') {
    if (!move.lostReason)
      throw badRequest(stageMessages.lostReasonRequired, {
        lostReason: stageMessages.lostReasonRequired,
      });
    if (move.lostReason === 'other' && !note)
      throw badRequest(stageMessages.otherNeedsNote, { note: stageMessages.otherNeedsNote });
    lostReason = move.lostReason;
  }
  if (move.stage === 'proposal') {
    const checklist = documentChecklist(await leadDocuments(tx, leadId));
    const missing = PROPOSAL_REQUIRED_DOCUMENTS.filter(
      (type) => checklist.find((entry) => entry.type === type)?.status !== 'accepted',
    );
    if (missing.length > 0) throw new AppError(409, 'documents_required', PROPOSAL_NEEDS_DOCUMENTS);
  }
  let override = false;
  if (move.stage === 'won' && !(await hasAcceptedProposal(tx, leadId))) {
    if (!move.override || actor.role !== 'admin')
      throw new AppError(409, 'proposal_required', proposalMessages.wonNeedsAcceptance);
    if (!note)
      throw badRequest(stageMessages.overrideNeedsNote, {
        note: stageMessages.overrideNeedsNote,
      });
    override = true;
  }
  return { leadId, from, to: move.stage, kind: allowed.kind, note, lostReason, override };
}

/** Writes a checked move: the lead's stage, its history row and the audit rows. */
async function writeStageMove(tx: Db, move: CheckedStageMove, actor: SessionUser, now: Date) {
  const { leadId, from, to, note, lostReason } = move;
  const [moved] = await tx
    .update(leads)
    .set({ stage: to, lostReason, closedAt: to === 'lost' ? now : null, updatedAt: now })
    .where(and(eq(leads.id, leadId), eq(leads.stage, from)))
    .returning();
  const [change] = await tx
    .insert(leadStageHistory)
    .values({
      leadId,
      actorId: actor.id,
      fromStage: from,
      toStage: to,
      note,
      lostReason,
      createdAt: now,
    })
    .returning();
  await recordAudit(
    tx,
    {
      actorId: actor.id,
      action: 'lead.stage',
      targetType: 'lead',
      targetId: leadId,
      details: { from, to, kind: move.kind, lostReason, note },
      changes: changedFields({ stage: from }, { stage: to }),
    },
    now,
  );
  if (move.override)
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'lead.won_override',
        targetType: 'lead',
        targetId: leadId,
        details: { note },
        changes: changedFields({ stage: from }, { stage: to }),
      },
      now,
    );
  return { lead: toLead(moved!, 0), change: change! };
}

/** After the move is committed: the partner is told by e-mail. */
async function tellPartnerOfStageMove(
  deps: PipelineDeps,
  lead: Lead,
  change: typeof leadStageHistory.$inferSelect,
) {
  const recipient = await partnerRecipient(deps.db, lead, deps.origin);
  if (!recipient) return;
  const mail = leadStageChangedMail(recipient, {
    from: change.fromStage!,
    to: change.toStage,
    note: change.note,
    lostReason: change.lostReason,
  });
  await deps.mailer.send({ to: recipient.email, ...mail });
}

/**
 * Moves a lead to `move.stage` when STAGE_MOVES has that move (409 otherwise): stepping back
 * needs a note, losing a lead a reason (and a note for `other`), and `proposal` needs
 * PROPOSAL_REQUIRED_DOCUMENTS accepted. In one transaction: check, write (history and audit
 * log), then STAGE_MOVE_EFFECTS; once committed the partner is told by e-mail.
 */
export async function moveLeadStage(
  deps: PipelineDeps,
  input: { leadId: number; actor: SessionUser; move: StageMove },
  now: Date,
): Promise<{ lead: Lead; change: StageChange }> {
  const { leadId, actor, move } = input;
  const { lead, change } = await deps.db.transaction(async (tx) => {
    const [current] = await tx.select().from(leads).where(eq(leads.id, leadId)).for('update');
    if (!current) throw notFound(LEAD_NOT_FOUND);
    const checked = await checkStageMove(tx, current, actor, move);
    const written = await writeStageMove(tx, checked, actor, now);
    for (const effect of STAGE_MOVE_EFFECTS) {
      if (effect.applies(checked)) await effect.run(tx, written.lead, actor, now);
    }
    return written;
  });
  await tellPartnerOfStageMove(deps, lead, change);
  const documentCount = (await leadDocuments(deps.db, leadId)).length;
  return {
    lead: { ...lead, documentCount },
    change: {
      id: change.id,
      fromStage: change.fromStage,
      toStage: change.toStage,
      note: change.note,
      lostReason: change.lostReason,
      actorName: personName(actor),
      createdAt: change.createdAt.toISOString(),
    },
  };
}

/** Adds an internal note (admins only; partners never see notes). */
export async function addLeadNote(
  db: Db,
  input: { leadId: number; actor: SessionUser; text: string },
  now: Date,
): Promise<LeadNote> {
  return db.transaction(async (tx) => {
    const [lead] = await tx.select({ id: leads.id }).from(leads).where(eq(leads.id, input.leadId));
    if (!lead) throw notFound(LEAD_NOT_FOUND);
    const [note] = await tx
      .insert(leadNotes)
      .values({ leadId: input.leadId, authorId: input.actor.id, text: input.text, createdAt: now })
      .returning();
    await recordAudit(
      tx,
      {
        actorId: input.actor.id,
        action: 'lead.note',
        targetType: 'lead',
        targetId: input.leadId,
        details: { noteId: note!.id },
        changes: changedFields(null, { noteId: note!.id }),
      },
      now,
    );
    return {
      id: note!.id,
      text: note!.text,
      authorName: personName(input.actor),
      createdAt: note!.createdAt.toISOString(),
    };
  });
}

/**
 * An admin accepts or rejects one document (a rejection needs a reason, which the partner sees
 * and is e-mailed). Reviewing again replaces the earlier decision.
 */
export async function reviewDocument(
  deps: PipelineDeps,
  input: {
    documentId: number;
    actor: SessionUser;
    decision: 'accepted' | 'rejected';
    reason?: string | undefined;
  },
  now: Date,
): Promise<LeadDocument> {
  const { documentId, actor, decision } = input;
  const reason = input.reason ?? null;
  if (decision === 'rejected' && !reason)
    throw badRequest(reviewMessages.reasonRequired, { reason: reviewMessages.reasonRequired });
  const reviewed = await deps.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: documents.status, rejectionReason: documents.rejectionReason })
      .from(documents)
      .where(eq(documents.id, documentId))
      .for('update');
    const [row] = await tx
      .update(documents)
      .set({
        status: decision,
        rejectionReason: decision === 'rejected' ? reason : null,
        reviewedBy: actor.id,
        reviewedAt: now,
      })
      .where(eq(documents.id, documentId))
      .returning(documentDescription);
    if (!row) throw notFound(DOCUMENT_NOT_FOUND);
    await tx.update(leads).set({ updatedAt: now }).where(eq(leads.id, row.leadId));
    await recordAudit(
      tx,
      {
        actorId: actor.id,
        action: 'document.review',
        targetType: 'document',
        targetId: documentId,
        details: { leadId: row.leadId, type: row.type, decision, reason },
        changes: changedFields(before, {
          status: decision,
          rejectionReason: decision === 'rejected' ? reason : null,
        }),
      },
      now,
    );
    return toDocument(row);
  });
  if (decision === 'rejected') {
    const [lead] = await deps.db
      .select({ id: leads.id, businessName: leads.businessName })
      .from(leads)
      .where(eq(leads.id, reviewed.leadId));
    const recipient = lead && (await partnerRecipient(deps.db, lead, deps.origin));
    if (recipient) {
      const mail = documentRejectedMail(recipient, {
        type: reviewed.type,
        fileName: reviewed.fileName,
        reason: reason!,
      });
      await deps.mailer.send({ to: recipient.email, ...mail });
    }
  }
  return reviewed;
}
