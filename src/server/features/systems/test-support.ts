import { eq } from 'drizzle-orm';
import { leads } from '../../db/schema.ts';
import type { TestAgent, TestApp } from '../../test/helper.ts';
import { awardWonLead } from '../earnings/service.ts';
import { leadInput } from '../leads/test-support.ts';
import { partnerAgent } from '../partners/test-support.ts';

let leadCounter = 0;

/** An approved partner with one new lead (a fresh contact each time). */
/** `installationSizeKw` null leaves the size off the lead. */
export async function partnerWithLead(
  t: TestApp,
  admin: TestAgent,
  installationSizeKw: number | null = 40,
) {
  const partner = await partnerAgent(t, admin);
  leadCounter++;
  const created = await partner.agent.post(
    '/api/leads',
    leadInput({
      installationSizeKw: installationSizeKw ?? undefined,
      email: `owner${leadCounter}@plant${leadCounter}.example`,
      phone: `+91 98${String(leadCounter).padStart(8, '0')}`,
      businessName: `Plant Works ${leadCounter}`,
    }),
  );
  if (created.statusCode !== 201) throw new Error(`lead failed: ${created.body}`);
  return { ...partner, leadId: created.json().lead.id as number };
}

/** Makes the lead won the way the pipeline does: the stage and the reward in one transaction. */
export async function winLead(t: TestApp, leadId: number) {
  await t.database.db.transaction(async (tx) => {
    await tx.update(leads).set({ status: 'won' }).where(eq(leads.id, leadId));
    await awardWonLead(tx, leadId, t.clock.now());
  });
}

export const systemInput = (overrides: Record<string, unknown> = {}) => ({
  sizeKw: 50,
  commissionedOn: '2026-01-10',
  ratePerKwh: 6.5,
  model: 'ppa',
  stage: 'installation',
  ...overrides,
});
