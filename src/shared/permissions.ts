/**
 * Who on the staff may do what (decision 040, after epic-stack's decision 028): a permission is
 * an action on an entity, and each staff role holds the permissions of its area. The server's
 * access policy (src/server/policy.ts) names one permission per staff route; the staff workspace
 * shows the tabs whose permission the member holds. The one place this rule lives.
 */

export const STAFF_ROLES = ['admin', 'sales', 'operations', 'finance'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const ACTIONS = ['read', 'write'] as const;
export type Action = (typeof ACTIONS)[number];

/** The records staff work on; plants are the `systems` table in the database. */
export const ENTITIES = [
  // sales
  'lead',
  'pipeline',
  'proposal',
  'partner_application',
  'contact',
  // operations
  'project',
  'plant',
  'reading',
  'ingestion_key',
  'alert',
  'ticket',
  'job',
  // finance
  'reward',
  'payout',
  'bill',
  'payment',
  'finance_setting',
  // admin only
  'user',
  'role',
  'audit',
  // every staff member: the workspace's summary of what they may see
  'workspace',
] as const;
export type Entity = (typeof ENTITIES)[number];

export type Permission = `${Action}:${Entity}`;

/** Each area's entities; an admin holds every entity, users, roles and the audit log included. */
export const STAFF_AREAS: Record<Exclude<StaffRole, 'admin'>, readonly Entity[]> = {
  sales: ['lead', 'pipeline', 'proposal', 'partner_application', 'contact'],
  operations: ['project', 'plant', 'reading', 'ingestion_key', 'alert', 'ticket', 'job'],
  finance: ['reward', 'payout', 'bill', 'payment', 'finance_setting'],
};

export function isStaffRole(role: string | null | undefined): role is StaffRole {
  return (STAFF_ROLES as readonly string[]).includes(role ?? '');
}

/** True when `role` holds `permission`: admins hold all; other staff their area's and the workspace's. */
export function can(role: string | null | undefined, permission: Permission): boolean {
  if (!isStaffRole(role)) return false;
  if (role === 'admin') return true;
  const entity = permission.slice(permission.indexOf(':') + 1) as Entity;
  return entity === 'workspace' || STAFF_AREAS[role].includes(entity);
}
