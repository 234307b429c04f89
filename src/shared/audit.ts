/**
 * Every action the audit log records (`recordAudit`'s `action` is one of these): the admin's
 * Audit tab shows each in words from `audit.actions.<action>` in both languages, and the CSV keeps
 * the key itself.
 */
export const AUDIT_ACTIONS = [
  'partner.approve',
  'user.disable',
  'user.enable',
  'user.role',
  'user.delete',
  'lead.create',
  'lead.stage',
  'lead.note',
  'lead.won_override',
  'proposal.create',
  'proposal.send',
  'proposal.accept',
  'document.review',
  'system.create',
  'system.update',
  'system.readings',
  'system.invite',
  'plant.key_create',
  'plant.key_revoke',
  'ticket.status',
  'ticket.comment',
  'ticket.owner',
  'reward.approve',
  'reward.pay',
  'mfa.enable',
  'mfa.disable',
  'mfa.reset',
  'bill.issue',
  'bill.payment',
  'bill.credit_note',
  'payout.run',
  'payout.paid',
  'payout_profile.update',
  'finance_setting.update',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
