import type { TestAgent, TestApp } from '#server/test/helper.ts';
import { PROPOSAL_REQUIRED_DOCUMENTS } from '#shared/lead-pipeline.ts';
import { pdf, upload } from '../documents/test-support.ts';
import { leadInput } from '../leads/test-support.ts';
import { partnerAgent } from '../partners/test-support.ts';

let leadCounter = 0;
/** Who made each lead and who administers it, so `winLead` can take it through the pipeline. */
const people = new Map<number, { admin: TestAgent; partner: TestAgent }>();

/** An approved partner with one new lead. `installationSizeKw` null leaves the size off. */
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
      businessName: `Plant Works ${leadCounter}`,
    }),
  );
  if (created.statusCode !== 201) throw new Error(`lead failed: ${created.body}`);
  const leadId = created.json().lead.id as number;
  people.set(leadId, { admin, partner: partner.agent });
  return { ...partner, leadId };
}

/**
 * Takes a lead from `new` to `won` through the real pipeline (POST /api/admin/leads/:id/stage),
 * accepting the documents a proposal needs on the way.
 */
export async function winLead(_t: TestApp, leadId: number) {
  const who = people.get(leadId);
  if (!who) throw new Error(`lead ${leadId} was not made by partnerWithLead`);
  const move = async (stage: string) => {
    // Won without a proposal made on the platform: the admin's override, with its note.
    const extra = stage === 'won' ? { override: true, note: 'Accepted on paper' } : {};
    const response = await who.admin.post(`/api/admin/leads/${leadId}/stage`, {
      stage,
      ...extra,
    });
    if (response.statusCode !== 200) throw new Error(`to ${stage}: ${response.body}`);
  };
  await move('qualified');
  await move('site_survey');
  for (const type of PROPOSAL_REQUIRED_DOCUMENTS) {
    const uploaded = await upload(who.partner, leadId, type, pdf());
    const id = uploaded.json().document.id;
    const reviewed = await who.admin.post(`/api/admin/documents/${id}/review`, {
      decision: 'accepted',
    });
    if (reviewed.statusCode !== 200) throw new Error(`review: ${reviewed.body}`);
  }
  await move('proposal');
  await move('won');
}

export const plantInput = (overrides: Record<string, unknown> = {}) => ({
  sizeKw: 50,
  commissionedOn: '2026-01-10',
  ratePerKwh: 6.5,
  model: 'ppa',
  stage: 'installation',
  ...overrides,
});
