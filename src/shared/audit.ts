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
  'reward.approve',
  'reward.pay',
  'reward.cancel',
  'reward.clawback',
  'project.create',
  'project.milestone',
  'project.attachment',
  'project.cancel',
  'mfa.enable',
  'mfa.disable',
  'mfa.reset',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
