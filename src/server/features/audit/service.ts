import type { Db } from '#server/db/client.ts';
import { auditLog } from '#server/db/schema.ts';
import type { AuditAction } from '#shared/audit.ts';

export type AuditEntry = {
  /** The admin who acted; null when the system itself did (a bootstrap, a scheduled job). */
  actorId: string | null;
  /** A verb-noun such as `partner.approve`, `user.disable`, `lead.stage`. */
  action: AuditAction;
  targetType: string;
  targetId: string | number;
  /**
   * What explains the action (from and to, a reason); never a password, token or code, nor a
   * person's address or name: an account is named by its id, which outlives its erasure.
   */
  details?: Record<string, unknown>;
  /** The fields the action changed, before and after (`changedFields`); never a secret value. */
  changes?: Record<string, { before: unknown; after: unknown }>;
};

/** The fields of `after` whose values differ from `before`'s, as the audit log keeps them. */
export function changedFields(
  before: object | null | undefined,
  after: Record<string, unknown>,
): Record<string, { before: unknown; after: unknown }> {
  const changes: Record<string, { before: unknown; after: unknown }> = {};
  for (const [field, value] of Object.entries(after)) {
    const old = (before as Record<string, unknown> | null | undefined)?.[field] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(value ?? null))
      changes[field] = { before: old, after: value ?? null };
  }
  return changes;
}

/**
 * Adds one row to the audit log. Call it with the transaction that makes the change, so the
 * change and its record commit together.
 */
export async function recordAudit(db: Db, entry: AuditEntry, now: Date): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? {},
    changes: entry.changes ?? {},
    createdAt: now,
  });
}
