import { describe, expect, it } from 'vitest';
import { can, ENTITIES, STAFF_ROLES } from './permissions.ts';
import { ROLES } from './schemas/user.ts';

/** The areas, written out: the table must say exactly this. */
const AREAS = {
  sales: ['lead', 'pipeline', 'proposal', 'partner_application', 'contact'],
  operations: ['project', 'plant', 'reading', 'ingestion_key', 'alert', 'ticket', 'job'],
  finance: ['reward', 'payout', 'bill', 'payment', 'finance_setting'],
} as const;

describe('the staff permission table', () => {
  it('gives each staff role its area, admins everything, and nobody else anything', () => {
    for (const role of ROLES)
      for (const entity of ENTITIES)
        for (const action of ['read', 'write'] as const) {
          const expected =
            role === 'admin' ||
            (role in AREAS &&
              (entity === 'workspace' ||
                (AREAS[role as keyof typeof AREAS] as readonly string[]).includes(entity)));
          expect(can(role, `${action}:${entity}`), `${role} ${action}:${entity}`).toBe(expected);
        }
  });

  it('keeps users, roles and the audit log to admins', () => {
    for (const role of STAFF_ROLES)
      for (const entity of ['user', 'role', 'audit'] as const)
        expect(can(role, `write:${entity}`)).toBe(role === 'admin');
  });
});
