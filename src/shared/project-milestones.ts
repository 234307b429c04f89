/**
 * The milestones of an installation project, from won to commissioned, and the rules that move
 * them (docs/decisions/049): one module, read by the server (which enforces it) and the client
 * (which offers only what it allows). Dates are India's calendar days, `YYYY-MM-DD`.
 */

/** Every milestone, in the order the work happens; each depends on the one before it. */
export const MILESTONE_KEYS = [
  'survey_report',
  'design_approved',
  'discom_applied',
  'discom_feasibility',
  'material_delivered',
  'installed',
  'ceig_inspection',
  'net_meter',
  'commissioned',
] as const;
export type MilestoneKey = (typeof MILESTONE_KEYS)[number];

export const MILESTONE_STATUSES = ['pending', 'done', 'not_applicable'] as const;
export type MilestoneStatus = (typeof MILESTONE_STATUSES)[number];

/** Where a project stands as a whole. */
export const PROJECT_STATUSES = ['active', 'commissioned', 'cancelled'] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** The only milestone that may be marked "not applicable" (with a reason in its note). */
export const MAY_BE_NOT_APPLICABLE: readonly MilestoneKey[] = ['ceig_inspection'];

/** The milestone whose reference number partners and customers see (the DISCOM application). */
export const PUBLIC_REFERENCE: readonly MilestoneKey[] = ['discom_applied'];

/** Commissioning is done only with this many attachments at least (the certificate). */
export const COMMISSIONING_NEEDS_ATTACHMENT: MilestoneKey = 'commissioned';

export const milestoneMessages = {
  outOfOrder: 'This milestone cannot be completed before the one it depends on.',
  laterDone: 'Reopen the later milestones first: a later one is already complete.',
  doneDateRequired: 'Please enter the date it was done',
  doneInFuture: 'The done date cannot lie in the future.',
  doneBeforePrevious: 'The done date cannot be earlier than the done date of the milestone before.',
  certificateRequired:
    'Attach the commissioning certificate before marking the project commissioned.',
  notApplicableRefused: 'Only the electrical inspection (CEIG) can be marked not applicable.',
  reasonRequired: 'Please give the reason it is not applicable',
  cancelled: 'This project is cancelled; its milestones cannot change.',
  alreadyCancelled: 'This project is already cancelled.',
} as const;

/** True when a milestone no longer holds up the next one. */
export const isSettled = (status: MilestoneStatus) => status !== 'pending';

export type MilestoneState = {
  key: MilestoneKey;
  status: MilestoneStatus;
  doneOn: string | null;
};

export type MilestoneChange = {
  key: MilestoneKey;
  status: MilestoneStatus;
  doneOn: string | null;
  note: string | null;
};

export type MilestoneRefusal = {
  code: 'milestone_out_of_order' | 'milestone_invalid' | 'certificate_required';
  message: string;
  field?: 'status' | 'doneOn' | 'note';
};

/**
 * Whether `change` may be made to a project whose milestones stand as `current` (all nine, in
 * order), on India's day `today`, with `attachments` files on the changed milestone. Null when
 * allowed, else why not:
 * - done or not applicable: only when the milestone before is settled (done or not applicable);
 * - back to pending: only when the milestone after is still pending;
 * - not applicable: only MAY_BE_NOT_APPLICABLE, with a reason in the note;
 * - done: with a done date, not after today, not before the previous milestone's done date;
 * - commissioned done: with an attachment (the commissioning certificate).
 */
export function milestoneChangeRefusal(
  current: readonly MilestoneState[],
  change: MilestoneChange,
  today: string,
  attachments: number,
): MilestoneRefusal | null {
  const index = MILESTONE_KEYS.indexOf(change.key);
  const byKey = new Map(current.map((m) => [m.key, m]));
  const before = index > 0 ? byKey.get(MILESTONE_KEYS[index - 1]!) : undefined;
  const after = byKey.get(MILESTONE_KEYS[index + 1]!);
  if (change.status === 'pending') {
    if (after && isSettled(after.status))
      return {
        code: 'milestone_out_of_order',
        message: milestoneMessages.laterDone,
        field: 'status',
      };
    return null;
  }
  if (before && !isSettled(before.status))
    return {
      code: 'milestone_out_of_order',
      message: milestoneMessages.outOfOrder,
      field: 'status',
    };
  if (change.status === 'not_applicable') {
    if (!MAY_BE_NOT_APPLICABLE.includes(change.key))
      return {
        code: 'milestone_invalid',
        message: milestoneMessages.notApplicableRefused,
        field: 'status',
      };
    if (!change.note?.trim())
      return {
        code: 'milestone_invalid',
        message: milestoneMessages.reasonRequired,
        field: 'note',
      };
    return null;
  }
  if (!change.doneOn)
    return {
      code: 'milestone_invalid',
      message: milestoneMessages.doneDateRequired,
      field: 'doneOn',
    };
  if (change.doneOn > today)
    return { code: 'milestone_invalid', message: milestoneMessages.doneInFuture, field: 'doneOn' };
  const previousDone = previousDoneOn(current, index);
  if (previousDone && change.doneOn < previousDone)
    return {
      code: 'milestone_invalid',
      message: milestoneMessages.doneBeforePrevious,
      field: 'doneOn',
    };
  if (change.key === COMMISSIONING_NEEDS_ATTACHMENT && attachments < 1)
    return { code: 'certificate_required', message: milestoneMessages.certificateRequired };
  return null;
}

/** The done date of the nearest earlier milestone that was done (not applicable ones skipped). */
function previousDoneOn(current: readonly MilestoneState[], index: number): string | null {
  for (let i = index - 1; i >= 0; i--) {
    const milestone = current.find((m) => m.key === MILESTONE_KEYS[i]);
    if (milestone?.status === 'done' && milestone.doneOn) return milestone.doneOn;
  }
  return null;
}

/** The first milestone still pending, or null when all are settled. */
export function nextMilestone(current: readonly MilestoneState[]): MilestoneKey | null {
  for (const key of MILESTONE_KEYS) {
    const milestone = current.find((m) => m.key === key);
    if (!milestone || milestone.status === 'pending') return key;
  }
  return null;
}

/** A planned date that has passed while the milestone is still pending. */
export const isOverdue = (plannedOn: string | null, status: MilestoneStatus, today: string) =>
  status === 'pending' && plannedOn !== null && plannedOn < today;

const indiaDayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' });
/** India's calendar day of an instant, YYYY-MM-DD. */
export const indiaToday = (now: Date) => indiaDayFormat.format(now);
