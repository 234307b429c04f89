import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, signedInAgent, type TestAgent, type TestApp } from '#server/test/helper.ts';
import { partnerWithLead, plantInput, winLead } from '../plants/test-support.ts';
import { pdf, upload } from './test-support.ts';

/** A customer reads the accepted documents of the lead behind their own plant, and nothing else. */
describe("a customer's plant documents", () => {
  let t: TestApp;
  let admin: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
  });
  afterAll(() => t.close());

  /** A won lead whose plant is linked to a (confirmed) customer, with its documents' ids. */
  async function customerPlant() {
    const lead = await partnerWithLead(t, admin);
    await winLead(t, lead.leadId);
    const email = (await lead.agent.get('/api/leads')).json().leads[0].email as string;
    await admin.request({
      method: 'PUT',
      url: `/api/admin/leads/${lead.leadId}/plant`,
      payload: plantInput(),
    });
    const customer = await signedInAgent(t, 'customer', { email });
    expect((await admin.post(`/api/admin/leads/${lead.leadId}/invite`)).statusCode).toBe(200);
    const uploaded = (await upload(lead.agent, lead.leadId, 'pan_card', pdf())).json().document
      .id as number;
    const rejected = (await upload(lead.agent, lead.leadId, 'gst_returns', pdf())).json().document
      .id as number;
    await admin.post(`/api/admin/documents/${rejected}/review`, {
      decision: 'rejected',
      reason: 'Unreadable',
    });
    const { documents } = (await customer.agent.get('/api/customer/plant')).json() as {
      documents: { id: number; status: string }[];
    };
    const accepted = documents.filter((d) => d.status === 'accepted').map((d) => d.id);
    expect(accepted.length).toBeGreaterThan(0);
    return {
      customer: customer.agent,
      userId: customer.user.id,
      leadId: lead.leadId,
      accepted,
      notAccepted: [uploaded, rejected],
    };
  }

  it('answers the own accepted documents, and 404 for any other', async () => {
    const mine = await customerPlant();
    const theirs = await customerPlant();
    const other = (await signedInAgent(t, 'customer')).agent;
    for (const id of mine.accepted) {
      const file = await mine.customer.get(`/api/documents/${id}`);
      expect(file.statusCode, `own accepted ${id}`).toBe(200);
      expect(file.headers['content-disposition']).toMatch(/^attachment/);
      expect((await other.get(`/api/documents/${id}`)).statusCode, `other customer ${id}`).toBe(
        404,
      );
    }
    for (const id of mine.notAccepted)
      expect(
        (await mine.customer.get(`/api/documents/${id}`)).statusCode,
        `not accepted ${id}`,
      ).toBe(404);
    for (const id of [...theirs.accepted, ...theirs.notAccepted])
      expect((await mine.customer.get(`/api/documents/${id}`)).statusCode, `other lead ${id}`).toBe(
        404,
      );
  });

  it('ends with the customer role: a customer made a partner keeps no plant', async () => {
    const mine = await customerPlant();
    const changed = await admin.request({
      method: 'PUT',
      url: `/api/admin/users/${mine.userId}/role`,
      payload: { role: 'partner' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await mine.customer.get('/api/customer/plant')).json()).toEqual({
      system: null,
      documents: [],
    });
    for (const id of mine.accepted)
      expect((await mine.customer.get(`/api/documents/${id}`)).statusCode).toBe(404);
    expect((await upload(mine.customer, mine.leadId, 'pan_card', pdf())).statusCode).toBe(404);
  });
});
