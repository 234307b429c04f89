import type { DocumentType } from './document-uploads.ts';

/**
 * The lead pipeline (docs/decisions/016): its stages, the one table of the moves an
 * admin may make between them, why a lead is lost, and the documents a proposal needs. The
 * server enforces these; the client reads the same table to offer only the moves that exist.
 */

/** Every stage, in the order a lead travels; `won` and `lost` close it. */
export const LEAD_STAGES = ['new', 'qualified', 'site_survey', 'proposal', 'won', 'lost'] as const;
export type LeadStage = (typeof LEAD_STAGES)[number];

/** The stages of a lead still being worked on; `lost` may be reached from each of them. */
export const OPEN_LEAD_STAGES = ['new', 'qualified', 'site_survey', 'proposal'] as const;
export type OpenLeadStage = (typeof OPEN_LEAD_STAGES)[number];

/** The stages of the progress line, without `lost` (which ends the line where it happened). */
export const PROGRESS_STAGES = ['new', 'qualified', 'site_survey', 'proposal', 'won'] as const;

export function isOpenStage(stage: LeadStage): stage is OpenLeadStage {
  return (OPEN_LEAD_STAGES as readonly string[]).includes(stage);
}

/** Why a lead was lost; `other` needs a note that says what. */
export const LOST_REASONS = [
  'below_minimum_bill',
  'not_interested',
  'roof_unsuitable',
  'financing_refused',
  'duplicate',
  'other',
] as const;
export type LostReason = (typeof LOST_REASONS)[number];

/**
 * What kind of step a move is: `forward` one stage, `back` one stage (an admin correcting a
 * mistake, with a note), or `lost`.
 */
export type StageMoveKind = 'forward' | 'back' | 'lost';

/** Every move the server allows, and nothing else (anything not here is answered with 409). */
export const STAGE_MOVES: readonly { from: LeadStage; to: LeadStage; kind: StageMoveKind }[] = [
  { from: 'new', to: 'qualified', kind: 'forward' },
  { from: 'qualified', to: 'site_survey', kind: 'forward' },
  { from: 'site_survey', to: 'proposal', kind: 'forward' },
  { from: 'proposal', to: 'won', kind: 'forward' },
  { from: 'qualified', to: 'new', kind: 'back' },
  { from: 'site_survey', to: 'qualified', kind: 'back' },
  { from: 'proposal', to: 'site_survey', kind: 'back' },
  ...OPEN_LEAD_STAGES.map((from) => ({ from, to: 'lost' as const, kind: 'lost' as const })),
];

/** The move from `from` to `to`, or undefined when there is none. */
export function findStageMove(from: LeadStage, to: LeadStage) {
  return STAGE_MOVES.find((move) => move.from === from && move.to === to);
}

/** The moves open from a stage, in the table's order. */
export function movesFrom(stage: LeadStage) {
  return STAGE_MOVES.filter((move) => move.from === stage);
}

/** A lead moves to `proposal` only when these documents are accepted. */
export const PROPOSAL_REQUIRED_DOCUMENTS = [
  'electricity_bill',
  'pan_card',
  'gst_returns',
] as const satisfies readonly DocumentType[];

/** Where a document of a lead stands: per type, the newest upload decides. */
export const DOCUMENT_STATUSES = ['missing', 'uploaded', 'accepted', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

/** A stored document is one of these (`missing` is a checklist entry without a file). */
export const STORED_DOCUMENT_STATUSES = ['uploaded', 'accepted', 'rejected'] as const;
export type StoredDocumentStatus = (typeof STORED_DOCUMENT_STATUSES)[number];

/** A lead registered by a partner is protected against other partners for this many days. */
export const LEAD_PROTECTION_DAYS = 90;
