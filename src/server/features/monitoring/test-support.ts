import { eq } from 'drizzle-orm';
import { plants } from '#server/db/schema.ts';
import { signedInAgent, type TestAgent, type TestApp } from '#server/test/helper.ts';
import { partnerWithLead, plantInput, winLead } from '../plants/test-support.ts';

/**
 * A won lead's plant recorded through the admin's route, with a customer account linked to it
 * (as the invitation leaves it) in `language`.
 */
export async function commissionedPlant(
  t: TestApp,
  admin: TestAgent,
  overrides: Record<string, unknown> = {},
  language: 'en' | 'hi' = 'en',
) {
  const lead = await partnerWithLead(t, admin);
  await winLead(t, lead.leadId);
  const saved = await admin.request({
    method: 'PUT',
    url: `/api/admin/leads/${lead.leadId}/plant`,
    payload: plantInput(overrides),
  });
  if (saved.statusCode !== 200) throw new Error(`system: ${saved.body}`);
  const plantId = saved.json().system.id as number;
  const customer = await signedInAgent(t, 'customer', { language });
  await t.database.db
    .update(plants)
    .set({ customerUserId: customer.user.id })
    .where(eq(plants.id, plantId));
  return { plantId, leadId: lead.leadId, customer };
}

/** A new ingestion key of the plant, made through the route. */
export async function ingestionKey(admin: TestAgent, plantId: number, name = 'Logger on roof B') {
  const response = await admin.post(`/api/admin/plants/${plantId}/keys`, { name });
  if (response.statusCode !== 201) throw new Error(`key: ${response.body}`);
  return response.json() as { id: number; name: string; key: string };
}

/** Sends a batch with a key, as a logger does (no cookie, no Origin). */
export function ingest(
  t: TestApp,
  key: string | null,
  body: unknown,
  contentType = 'application/json',
) {
  return t.app.inject({
    method: 'POST',
    url: '/api/ingest/readings',
    headers: {
      'content-type': contentType,
      ...(key === null ? {} : { authorization: `Bearer ${key}` }),
    },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** `count` readings of `kwh` every 15 minutes, the last ending at `last`. */
export function quarterHours(last: Date, count: number, kwh: number | string = 2.5) {
  return Array.from({ length: count }, (_, i) => ({
    at: new Date(last.getTime() - (count - 1 - i) * 15 * 60_000).toISOString(),
    kwh,
  }));
}
