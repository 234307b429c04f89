import { randomBytes } from 'node:crypto';
import { signedInAgent, type TestAgent, type TestApp } from '#server/test/helper.ts';
import type { PartnerApplicationInput } from '#shared/schemas/partners.ts';

/** A complete, valid application; `overrides` change single fields. */
export function application(
  overrides: Partial<PartnerApplicationInput> = {},
): PartnerApplicationInput {
  return {
    fullName: 'Asha Sharma',
    companyName: 'Sharma Energy Consultants',
    email: `asha-${randomBytes(4).toString('hex')}@partners.example`,
    phone: '+91 98290 12345',
    city: 'Jaipur',
    state: 'Rajasthan',
    experience: '1-3',
    message: 'I advise factories in Sitapura on their power costs.',
    terms: true,
    ...overrides,
  };
}

/** A signed-in account that applied through the route and, unless `approve` is false, was approved. */
export async function partnerAgent(
  t: TestApp,
  admin: TestAgent,
  { approve = true }: { approve?: boolean } = {},
) {
  const { agent, user } = await signedInAgent(t, 'customer');
  const applied = await agent.post('/api/partners/signup', application({ email: user.email }));
  if (applied.statusCode !== 201) throw new Error(`application failed: ${applied.body}`);
  const partnerId: number = applied.json().partner.id;
  if (approve) {
    const approved = await admin.post(`/api/admin/partners/${partnerId}/approve`);
    if (approved.statusCode !== 200) throw new Error(`approval failed: ${approved.body}`);
  }
  return { agent, user, partnerId };
}
