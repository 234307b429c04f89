import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { leads, partners, proposals, users } from '#server/db/schema.ts';
import { AppError, badRequest, conflict, notFound } from '#server/errors.ts';
import { mailLink } from '#server/mail/links.ts';
import type { Mailer } from '#server/mail/mailer.ts';
import { proposalAcceptedMail, proposalSentMail } from '#server/mail/templates/proposals.ts';
import { renderAcceptanceCertificate, renderProposalPdf } from '#server/pdf/proposal-pdf.ts';
import { calculateSavings } from '#shared/calculator.ts';
import type { Language } from '#shared/languages.ts';
import { adminLeadPath, partnerLeadPath, proposalHref } from '#shared/paths.ts';
import { can, STAFF_ROLES } from '#shared/permissions.ts';
import { type ProposalOffers, proposalFigures } from '#shared/proposal-figures.ts';
import {
  type Acceptance,
  type CreateProposal,
  type Proposal,
  type ProposalStatus,
  type ProposalStatusView,
  type PublicProposal,
  proposalMessages,
} from '#shared/schemas/proposals.ts';
import type { SessionUser } from '#shared/schemas/user.ts';
import { solarGstRateOn } from '#shared/tax.ts';
import { changedFields, recordAudit } from '../audit/index.ts';
import { fillPpaTerms } from '../finance/index.ts';
import { checkCode, codeCheckError, sendVerificationCode } from '../verification/index.ts';

/**
 * Proposals (docs/product.md, "Proposals"): versions of an offer for a lead, built from the
 * calculator's engine, sent as a PDF and a link, and accepted by the customer with a code mailed
 * to the lead's address. A sent version never changes; sending a newer one voids the older links.
 */

export type ProposalDeps = { db: Db; mailer: Mailer; origin: string };
type Row = typeof proposals.$inferSelect;

/** Stages from which a lead may get a proposal. */
const PROPOSAL_STAGES = ['site_survey', 'proposal'] as const;
const LEAD_NOT_FOUND = 'Lead not found.';
const PROPOSAL_NOT_FOUND = 'Proposal not found.';
/** The staff roles told of an acceptance: those whose members may write proposals. */
const PROPOSAL_WRITERS = STAFF_ROLES.filter((role) => can(role, 'write:proposal'));

/** India's calendar day of an instant, YYYY-MM-DD: validity dates are days in India. */
const indiaDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
export const indiaDay = (now: Date) => indiaDayFormat.format(now);

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
const sha256 = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

export function proposalStatus(row: Row, now: Date): ProposalStatus {
  if (row.replacedAt) return 'replaced';
  if (row.acceptedAt) return 'accepted';
  if (row.validUntil < indiaDay(now)) return 'expired';
  if (!row.sentAt) return 'draft';
  return row.firstViewedAt ? 'viewed' : 'sent';
}

function acceptanceOf(row: Row): Acceptance | null {
  if (!row.acceptedAt) return null;
  return {
    acceptedAt: row.acceptedAt.toISOString(),
    name: row.acceptedName ?? '',
    ip: row.acceptedIp ?? '',
    userAgent: row.acceptedUserAgent ?? '',
    pdfSha256: row.pdfSha256 ?? '',
  };
}

function toProposal(row: Row, now: Date): Proposal {
  return {
    id: row.id,
    leadId: row.leadId,
    version: row.version,
    status: proposalStatus(row, now),
    language: row.language,
    systemKw: row.systemKw,
    validUntil: row.validUntil,
    ppa: row.offers.ppa ?? null,
    emi: row.offers.emi ?? null,
    purchase: row.offers.purchase ?? null,
    figures: row.figures,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.sentAt?.toISOString() ?? null,
    firstViewedAt: row.firstViewedAt?.toISOString() ?? null,
    acceptance: acceptanceOf(row),
  };
}

async function findLead(db: Db, leadId: number) {
  const [lead] = await db.select().from(leads).where(eq(leads.id, leadId)).limit(1);
  if (!lead) throw notFound(LEAD_NOT_FOUND);
  return lead;
}

/** The partner of a lead as an addressee, or null for a company lead. */
async function leadPartner(db: Db, leadId: number) {
  const [row] = await db
    .select({ email: users.email, language: users.language, name: partners.fullName })
    .from(leads)
    .innerJoin(partners, eq(partners.id, leads.partnerId))
    .innerJoin(users, eq(users.id, partners.userId))
    .where(eq(leads.id, leadId))
    .limit(1);
  return row ?? null;
}

/**
 * Makes the next version of a lead's proposal (a draft). The lead must be at site survey or
 * proposal; the size defaults to the lead's, else the calculator's size for its bill; the
 * language to its partner's.
 */
export async function createProposal(
  db: Db,
  input: { leadId: number; actor: SessionUser; proposal: CreateProposal },
  now: Date,
): Promise<Proposal> {
  const lead = await findLead(db, input.leadId);
  if (!(PROPOSAL_STAGES as readonly string[]).includes(lead.stage))
    throw new AppError(409, 'lead_stage', proposalMessages.leadStage);
  const p = input.proposal;
  if (p.validUntil < indiaDay(now))
    throw badRequest(proposalMessages.validUntil, { validUntil: proposalMessages.validUntil });
  const systemKw =
    p.systemKw ??
    lead.installationSizeKw ??
    calculateSavings({
      monthlyBill: lead.monthlyBill,
      city: 'delhi',
      roofAreaSqft: Number.MAX_SAFE_INTEGER,
      businessType: 'other',
      interestRate: 0,
    }).billBasedSizeKw;
  const language: Language = p.language ?? (await leadPartner(db, lead.id))?.language ?? 'en';
  const offers: ProposalOffers = {
    ...(p.ppa ? { ppa: p.ppa } : {}),
    ...(p.emi ? { emi: p.emi } : {}),
    ...(p.purchase ? { purchase: p.purchase } : {}),
  };
  const gstRate = solarGstRateOn(indiaDay(now));
  const figures = proposalFigures({
    systemKw,
    monthlyBill: lead.monthlyBill,
    city: lead.city,
    offers,
    gstRate,
  });
  const row = await db.transaction(async (tx) => {
    // One version number at a time per lead.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('proposal-version'), ${lead.id})`);
    const [last] = await tx
      .select({ version: proposals.version })
      .from(proposals)
      .where(eq(proposals.leadId, lead.id))
      .orderBy(desc(proposals.version))
      .limit(1);
    const [created] = await tx
      .insert(proposals)
      .values({
        leadId: lead.id,
        version: (last?.version ?? 0) + 1,
        language,
        systemKw,
        validUntil: p.validUntil,
        offers,
        gstRate,
        figures,
        createdBy: input.actor.id,
        createdAt: now,
      })
      .returning();
    if (!created) throw new Error('proposal insert returned nothing');
    await recordAudit(
      tx,
      {
        actorId: input.actor.id,
        action: 'proposal.create',
        targetType: 'lead',
        targetId: lead.id,
        details: { version: created.version },
        changes: changedFields(null, { proposalId: created.id, version: created.version }),
      },
      now,
    );
    return created;
  });
  return toProposal(row, now);
}

export async function listProposals(db: Db, leadId: number, now: Date): Promise<Proposal[]> {
  await findLead(db, leadId);
  const rows = await db
    .select()
    .from(proposals)
    .where(eq(proposals.leadId, leadId))
    .orderBy(desc(proposals.version));
  return rows.map((row) => toProposal(row, now));
}

async function pdfInput(db: Db, row: Row) {
  const lead = await findLead(db, row.leadId);
  return {
    language: row.language,
    version: row.version,
    createdAt: row.createdAt,
    validUntil: row.validUntil,
    customer: {
      businessName: lead.businessName,
      contactName: lead.contactName,
      address: lead.address,
      city: lead.city,
      state: lead.state,
    },
    offers: row.offers,
    figures: row.figures,
  };
}

/** The PDF of a version: the kept file once sent, else rendered from the draft. */
async function pdfOf(db: Db, row: Row): Promise<Buffer> {
  if (row.pdf) return Buffer.from(row.pdf);
  return renderProposalPdf(await pdfInput(db, row));
}

const pdfFileName = (row: Row) => `proposal-${row.leadId}-v${row.version}`;

export async function adminProposalPdf(db: Db, id: number) {
  const [row] = await db.select().from(proposals).where(eq(proposals.id, id)).limit(1);
  if (!row) throw notFound(PROPOSAL_NOT_FOUND);
  return { pdf: await pdfOf(db, row), fileName: pdfFileName(row) };
}

/**
 * Sends a draft: its PDF is made and kept with its SHA-256, a link token is made (only its hash
 * kept) and mailed to the lead's address, and every other version of the lead is replaced.
 */
export async function sendProposal(
  deps: ProposalDeps,
  input: { id: number; actor: SessionUser },
  now: Date,
): Promise<Proposal> {
  const { db } = deps;
  const [draft] = await db.select().from(proposals).where(eq(proposals.id, input.id)).limit(1);
  if (!draft) throw notFound(PROPOSAL_NOT_FOUND);
  const lead = await findLead(db, draft.leadId);
  if (!(PROPOSAL_STAGES as readonly string[]).includes(lead.stage))
    throw new AppError(409, 'lead_stage', proposalMessages.leadStage);
  const pdf = await renderProposalPdf(await pdfInput(db, draft));
  const token = randomBytes(32).toString('base64url');
  const sent = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(proposals)
      .set({ sentAt: now, tokenHash: hashToken(token), pdf, pdfSha256: sha256(pdf) })
      .where(
        and(eq(proposals.id, draft.id), isNull(proposals.sentAt), isNull(proposals.replacedAt)),
      )
      .returning();
    if (!row) throw conflict(proposalMessages.alreadySent);
    if (proposalStatus(row, now) === 'expired')
      throw new AppError(409, 'proposal_expired', proposalMessages.expired);
    await tx
      .update(proposals)
      .set({ replacedAt: now })
      .where(
        and(
          eq(proposals.leadId, row.leadId),
          ne(proposals.id, row.id),
          isNull(proposals.replacedAt),
        ),
      );
    await recordAudit(
      tx,
      {
        actorId: input.actor.id,
        action: 'proposal.send',
        targetType: 'lead',
        targetId: row.leadId,
        details: { version: row.version, pdfSha256: row.pdfSha256 },
        changes: changedFields(
          { sentAt: draft.sentAt, pdfSha256: draft.pdfSha256 },
          { sentAt: now, pdfSha256: row.pdfSha256 },
        ),
      },
      now,
    );
    return row;
  });
  await deps.mailer.send({
    to: lead.email,
    ...proposalSentMail({
      language: sent.language,
      contactName: lead.contactName,
      businessName: lead.businessName,
      version: sent.version,
      validUntil: sent.validUntil,
      url: mailLink(deps.origin, proposalHref(token, 'en'), sent.language),
    }),
  });
  return toProposal(sent, now);
}

/**
 * The version a link names. Unknown (or never sent) is 404; replaced by a newer version is 410.
 * Neither says anything about other versions.
 */
async function byToken(db: Db, token: string): Promise<Row> {
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.tokenHash, hashToken(token)), isNotNull(proposals.sentAt)))
    .limit(1);
  if (!row) throw new AppError(404, 'not_found', proposalMessages.notFound);
  if (row.replacedAt) throw new AppError(410, 'proposal_replaced', proposalMessages.replaced);
  return row;
}

function emailHint(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 2)}${'•'.repeat(Math.max(1, local.length - 2))}@${domain}`;
}

/** What the customer sees; the first view is recorded. */
export async function viewProposal(db: Db, token: string, now: Date): Promise<PublicProposal> {
  let row = await byToken(db, token);
  if (!row.firstViewedAt) {
    const [viewed] = await db
      .update(proposals)
      .set({ firstViewedAt: now })
      .where(and(eq(proposals.id, row.id), isNull(proposals.firstViewedAt)))
      .returning();
    if (viewed) row = viewed;
  }
  const lead = await findLead(db, row.leadId);
  return {
    version: row.version,
    status: proposalStatus(row, now),
    language: row.language,
    businessName: lead.businessName,
    contactName: lead.contactName,
    city: lead.city,
    systemKw: row.systemKw,
    validUntil: row.validUntil,
    ppa: row.offers.ppa ?? null,
    emi: row.offers.emi ?? null,
    purchase: row.offers.purchase ?? null,
    figures: row.figures,
    emailHint: emailHint(lead.email),
    acceptance: acceptanceOf(row),
  };
}

export async function publicProposalPdf(db: Db, token: string) {
  const row = await byToken(db, token);
  return { pdf: await pdfOf(db, row), fileName: pdfFileName(row) };
}

export async function acceptanceCertificate(db: Db, token: string) {
  const row = await byToken(db, token);
  const acceptance = acceptanceOf(row);
  if (!acceptance) throw new AppError(404, 'not_found', proposalMessages.notFound);
  const lead = await findLead(db, row.leadId);
  const pdf = await renderAcceptanceCertificate({
    language: row.language,
    version: row.version,
    businessName: lead.businessName,
    acceptance,
  });
  return { pdf, fileName: `acceptance-${row.leadId}-v${row.version}` };
}

function assertAcceptable(row: Row, now: Date) {
  const status = proposalStatus(row, now);
  if (status === 'expired') throw new AppError(409, 'proposal_expired', proposalMessages.expired);
}

/** Mails the acceptance code to the lead's address, with the contact form's code rules. */
export async function requestAcceptanceCode(
  deps: ProposalDeps,
  input: { token: string; ip: string },
  now: Date,
) {
  const row = await byToken(deps.db, input.token);
  if (row.acceptedAt) return { sent: false as const, accepted: true as const };
  assertAcceptable(row, now);
  const lead = await findLead(deps.db, row.leadId);
  const sent = await sendVerificationCode(
    deps,
    { email: lead.email.trim().toLowerCase(), language: row.language, ip: input.ip },
    now,
  );
  return { ...sent, accepted: false as const };
}

/**
 * Accepts the version with the name typed and the mailed code (a wrong code counts against the
 * code's tries). Accepting an accepted version again answers it as it is.
 */
export async function acceptProposal(
  deps: ProposalDeps,
  input: { token: string; name: string; code: string; ip: string; userAgent: string },
  now: Date,
): Promise<PublicProposal> {
  const { db } = deps;
  const found = await byToken(db, input.token);
  if (found.acceptedAt) return viewProposal(db, input.token, now);
  assertAcceptable(found, now);
  const lead = await findLead(db, found.leadId);
  const email = lead.email.trim().toLowerCase();
  const outcome = await db.transaction(async (tx) => {
    const check = await checkCode(tx, email, input.code, now);
    if (check !== 'valid') return { check } as const;
    const [accepted] = await tx
      .update(proposals)
      .set({
        acceptedAt: now,
        acceptedName: input.name,
        acceptedIp: input.ip,
        acceptedUserAgent: input.userAgent.slice(0, 500),
      })
      .where(
        and(eq(proposals.id, found.id), isNull(proposals.acceptedAt), isNull(proposals.replacedAt)),
      )
      .returning();
    // The code is spent.
    await tx.execute(sql`delete from verification_codes where email = ${email}`);
    if (accepted) {
      await fillPpaTerms(tx, found.leadId);
      await recordAudit(
        tx,
        {
          actorId: null,
          action: 'proposal.accept',
          targetType: 'lead',
          targetId: found.leadId,
          details: { version: accepted.version, pdfSha256: accepted.pdfSha256 },
        },
        now,
      );
    }
    return { check, accepted } as const;
  });
  if (outcome.check !== 'valid') throw codeCheckError(outcome.check);
  if (outcome.accepted) await mailAcceptance(deps, lead, outcome.accepted, input.token);
  return viewProposal(db, input.token, now);
}

async function mailAcceptance(
  deps: ProposalDeps,
  lead: typeof leads.$inferSelect,
  row: Row,
  token: string,
) {
  const acceptance = acceptanceOf(row);
  if (!acceptance) return;
  const base = {
    businessName: lead.businessName,
    version: row.version,
    acceptance,
  };
  await deps.mailer.send({
    to: lead.email,
    ...proposalAcceptedMail({
      ...base,
      language: row.language,
      audience: 'customer',
      name: lead.contactName,
      url: mailLink(deps.origin, proposalHref(token, 'en'), row.language),
    }),
  });
  // Sales: every active staff member whose role may write proposals, in their own language.
  const staff = await deps.db
    .select({ email: users.email, language: users.language })
    .from(users)
    .where(
      and(inArray(users.role, PROPOSAL_WRITERS), isNull(users.disabledAt), isNull(users.deletedAt)),
    );
  for (const member of staff) {
    await deps.mailer.send({
      to: member.email,
      ...proposalAcceptedMail({
        ...base,
        language: member.language,
        audience: 'staff',
        name: '',
        url: mailLink(deps.origin, adminLeadPath(lead.id), member.language),
      }),
    });
  }
  const partner = await leadPartner(deps.db, lead.id);
  if (partner) {
    await deps.mailer.send({
      to: partner.email,
      ...proposalAcceptedMail({
        ...base,
        language: partner.language,
        audience: 'staff',
        name: partner.name,
        url: mailLink(deps.origin, partnerLeadPath(lead.id), partner.language),
      }),
    });
  }
}

/** The newest sent version's status and its date, for the lead's partner: never prices. */
export async function proposalStatusForPartner(
  db: Db,
  leadId: number,
  now: Date,
): Promise<ProposalStatusView | null> {
  const [row] = await db
    .select()
    .from(proposals)
    .where(and(eq(proposals.leadId, leadId), isNotNull(proposals.sentAt)))
    .orderBy(desc(proposals.version))
    .limit(1);
  if (!row?.sentAt) return null;
  const status = proposalStatus(row, now);
  const date = row.acceptedAt ?? row.firstViewedAt ?? row.sentAt;
  return { version: row.version, status, date: date.toISOString() };
}

/** Whether the lead has an accepted version that no newer one replaced (the way to `won`). */
export async function hasAcceptedProposal(db: Db, leadId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: proposals.id })
    .from(proposals)
    .where(
      and(
        eq(proposals.leadId, leadId),
        isNotNull(proposals.acceptedAt),
        isNull(proposals.replacedAt),
      ),
    )
    .limit(1);
  return Boolean(row);
}
