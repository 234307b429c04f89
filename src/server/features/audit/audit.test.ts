import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, type TestApp } from '#server/test/helper.ts';
import { changedFields, recordAudit } from './service.ts';

describe('audit log', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('keeps who did what to which record, and commits with the change it records', async () => {
    const { user: admin } = await signedInAgent(t, 'admin');
    const db = t.database.db;
    await recordAudit(
      db,
      {
        actorId: admin.id,
        action: 'partner.approve',
        targetType: 'partner',
        targetId: 7,
        details: { from: 'pending', to: 'approved' },
      },
      t.clock.now(),
    );
    // A change that fails takes its record with it.
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(
          tx,
          { actorId: admin.id, action: 'user.disable', targetType: 'user', targetId: 'x' },
          t.clock.now(),
        );
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');

    const rows = await db.select().from(auditLog).orderBy(desc(auditLog.id));
    expect(rows).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'partner.approve',
        targetType: 'partner',
        targetId: '7',
        details: { from: 'pending', to: 'approved' },
        createdAt: t.clock.now(),
      }),
    ]);
  });

  it('outlives the account of the admin who acted', async () => {
    const { user: admin } = await signedInAgent(t, 'admin');
    const db = t.database.db;
    await recordAudit(
      db,
      { actorId: admin.id, action: 'user.enable', targetType: 'user', targetId: 'y' },
      t.clock.now(),
    );
    await db.delete(users).where(eq(users.id, admin.id));
    const [row] = await db.select().from(auditLog).where(eq(auditLog.action, 'user.enable'));
    expect(row).toMatchObject({ actorId: null, targetId: 'y' });
  });

  it('keeps only the fields that changed, before and after', () => {
    expect(
      changedFields(
        { role: 'sales', userType: 'admin', email: 'a@b.example' },
        { role: 'finance', userType: 'admin' },
      ),
    ).toEqual({ role: { before: 'sales', after: 'finance' } });
    expect(changedFields(null, { stage: 'won' })).toEqual({
      stage: { before: null, after: 'won' },
    });
  });
});
