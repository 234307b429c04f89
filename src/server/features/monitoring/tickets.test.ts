import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_POLICY } from '#server/access-policy.ts';
import { outbox } from '#server/db/schema.ts';
import {
  buildTestApp,
  fillParams,
  registeredRoutes,
  sessionAgent,
  signedInAgent,
  TestAgent,
  type TestApp,
} from '#server/test/helper.ts';
import { can, STAFF_ROLES } from '#shared/permissions.ts';
import { monitoringMessages as M } from '#shared/schemas/monitoring.ts';
import { ROLES } from '#shared/schemas/user.ts';
import { samplePdf, samplePng } from '../documents/sample-files.ts';
import { multipart } from '../documents/test-support.ts';
import { commissionedPlant } from './test-support.ts';
import { addWorkingHours } from './tickets.ts';

const MONITORING_ROUTE =
  /\/api\/(ingest|customer\/(tickets|generation)|admin\/(tickets|plants\/:id\/keys))/;

describe('service tickets', () => {
  let t: TestApp;
  let admin: TestAgent;
  let ops: Awaited<ReturnType<typeof signedInAgent>>;
  let plant: Awaited<ReturnType<typeof commissionedPlant>>;
  let customer: TestAgent;
  beforeAll(async () => {
    t = await buildTestApp();
    admin = (await signedInAgent(t, 'admin')).agent;
    ops = await signedInAgent(t, 'operations');
    plant = await commissionedPlant(t, admin, {}, 'hi');
    customer = plant.customer.agent;
  });
  afterAll(() => t.close());

  // Sessions end after days idle on the moving clock: new ones for the same accounts.
  const freshSessions = async () => {
    customer = await sessionAgent(t, plant.customer.user.id);
    ops = { ...ops, agent: await sessionAgent(t, ops.user.id) };
  };
  const mailsTo = (to: string) => t.database.db.select().from(outbox).where(eq(outbox.to, to));

  it('counts 4 working hours (Monday to Saturday, 09:00 to 18:00 IST) to acknowledge', () => {
    // Thursday 15:30 IST: 2.5 hours that day, 1.5 the next morning.
    expect(addWorkingHours(new Date('2026-01-15T10:00:00Z'), 4).toISOString()).toBe(
      '2026-01-16T05:00:00.000Z',
    );
    // Saturday 17:00 IST: one hour, then Monday from 09:00 (Sunday is off).
    expect(addWorkingHours(new Date('2026-01-17T11:30:00Z'), 4).toISOString()).toBe(
      '2026-01-19T06:30:00.000Z',
    );
    // At night: from the next morning's opening.
    expect(addWorkingHours(new Date('2026-01-15T20:00:00Z'), 4).toISOString()).toBe(
      '2026-01-16T07:30:00.000Z',
    );
  });

  it('lets a customer raise tickets as JSON or with a photo, checked by its content', async () => {
    const json = await customer.post('/api/customer/tickets', {
      category: 'damage',
      description: 'A panel on the east roof is cracked.',
    });
    expect(json.statusCode, json.body).toBe(201);
    expect(json.json().ticket).toMatchObject({
      status: 'open',
      category: 'damage',
      source: 'customer',
      hasPhoto: false,
      acknowledgeDueAt: '2026-01-16T05:00:00.000Z',
      resolveDueAt: '2026-01-17T10:00:00.000Z',
      overdue: false,
    });
    const photo = await customer.request({
      method: 'POST',
      url: '/api/customer/tickets',
      ...multipart(
        { category: 'other', description: 'पैनल पर पक्षियों की बीट जमा है।' },
        { name: 'roof.png', contentType: 'image/png', content: samplePng() },
      ),
    });
    expect(photo.statusCode, photo.body).toBe(201);
    const id = photo.json().ticket.id;
    expect(photo.json().ticket.hasPhoto).toBe(true);
    const image = await customer.get(`/api/customer/tickets/${id}/photo`);
    expect(image.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(image.rawPayload, samplePng())).toBe(0);
    const staffImage = await ops.agent.get(`/api/admin/tickets/${id}/photo`);
    expect(staffImage.statusCode).toBe(200);

    const pdf = await customer.request({
      method: 'POST',
      url: '/api/customer/tickets',
      ...multipart(
        { category: 'other', description: 'This is a PDF, not a photo.' },
        { name: 'roof.png', contentType: 'image/png', content: samplePdf() },
      ),
    });
    expect(pdf.statusCode).toBe(415);
    expect(pdf.json().error.message).toBe(M.photoType);
    const bad = await customer.post('/api/customer/tickets', {
      category: 'weather',
      description: 'x',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ category: M.category, description: M.description });
    const noPlant = await (await signedInAgent(t, 'customer')).agent.post('/api/customer/tickets', {
      category: 'other',
      description: 'I have no plant at all.',
    });
    expect(noPlant.statusCode).toBe(409);
    expect(noPlant.json().error.message).toBe(M.noPlant);
    // The raise is mailed to operations and to the customer in Hindi.
    expect((await mailsTo(plant.customer.user.email)).map((m) => m.subject)).toContain(
      `नया टिकट #${id} (${photo.json().ticket.businessName})`,
    );
    expect((await mailsTo(ops.user.email)).length).toBeGreaterThanOrEqual(2);
  });

  it('goes open → acknowledged → in_progress → resolved → closed, with history, notes and mail', async () => {
    const raised = await customer.post('/api/customer/tickets', {
      category: 'low_generation',
      description: 'The meter shows far less than last month.',
    });
    const id = raised.json().ticket.id as number;
    const move = (status: string, note?: string) =>
      ops.agent.post(`/api/admin/tickets/${id}/status`, { status, ...(note ? { note } : {}) });
    expect((await move('closed')).statusCode).toBe(409);
    expect((await move('acknowledged')).json().ticket.acknowledgedAt).toBe(
      t.clock.now().toISOString(),
    );
    const owner = await ops.agent.post(`/api/admin/tickets/${id}/owner`, { ownerId: ops.user.id });
    expect(owner.json().ticket.ownerId).toBe(ops.user.id);
    const partner = await signedInAgent(t, 'partner');
    expect(
      (await ops.agent.post(`/api/admin/tickets/${id}/owner`, { ownerId: partner.user.id }))
        .statusCode,
    ).toBe(400);
    expect((await move('in_progress')).statusCode).toBe(200);
    const note = await ops.agent.post(`/api/admin/tickets/${id}/comments`, {
      body: 'Inverter 2 trips at noon; a technician is booked.',
      internal: true,
    });
    expect(note.json().ticket.comments).toHaveLength(1);
    await ops.agent.post(`/api/admin/tickets/${id}/comments`, {
      body: 'We will visit on Monday.',
    });
    await customer.post(`/api/customer/tickets/${id}/comments`, { body: 'Thank you.' });
    const seen = (await customer.get('/api/customer/tickets'))
      .json()
      .tickets.find((ticket: { id: number }) => ticket.id === id);
    expect(seen.comments.map((c: { body: string; author: string }) => [c.author, c.body])).toEqual([
      ['staff', 'We will visit on Monday.'],
      ['customer', 'Thank you.'],
    ]);
    const mailsBefore = (await mailsTo(plant.customer.user.email)).length;
    await ops.agent.post(`/api/admin/tickets/${id}/comments`, {
      body: 'Internal only',
      internal: true,
    });
    expect((await mailsTo(plant.customer.user.email)).length).toBe(mailsBefore);

    const resolved = await move('resolved', 'Inverter replaced.');
    expect(resolved.json().ticket).toMatchObject({ status: 'resolved', reopenable: true });
    expect((await mailsTo(plant.customer.user.email)).length).toBe(mailsBefore + 1);
    // The customer reopens within 7 days; the due times start again.
    t.clock.advance(2 * 24 * 3600_000);
    const reopened = await customer.post(`/api/customer/tickets/${id}/reopen`, {
      note: 'It trips again.',
    });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().ticket).toMatchObject({ status: 'open', acknowledgedAt: null });
    await move('acknowledged');
    await move('resolved');
    t.clock.advance(8 * 24 * 3600_000);
    await freshSessions();
    const late = await customer.post(`/api/customer/tickets/${id}/reopen`, {});
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(M.reopenWindow);
    expect((await move('closed')).json().ticket.status).toBe('closed');
    const detail = await ops.agent.get(`/api/admin/tickets/${id}`);
    expect(detail.json().ticket.history.map((h: { to: string }) => h.to)).toEqual([
      'open',
      'acknowledged',
      'in_progress',
      'resolved',
      'open',
      'acknowledged',
      'resolved',
      'closed',
    ]);
    expect(
      detail.json().ticket.comments.filter((c: { internal: boolean }) => c.internal),
    ).toHaveLength(2);
    // Another customer neither sees nor comments on it.
    const stranger = (await signedInAgent(t, 'customer')).agent;
    expect(
      (await stranger.post(`/api/customer/tickets/${id}/comments`, { body: 'Hi' })).statusCode,
    ).toBe(404);
    expect((await stranger.get(`/api/customer/tickets/${id}/photo`)).statusCode).toBe(404);
  });

  it('offers as owners, and takes, only active staff who may write tickets', async () => {
    await freshSessions();
    const raised = await customer.post('/api/customer/tickets', {
      category: 'no_generation',
      description: 'The inverter shows no output since dawn.',
    });
    const id = raised.json().ticket.id as number;
    const setOwner = (body: unknown) =>
      ops.agent.post(`/api/admin/tickets/${id}/owner`, body as Record<string, unknown>);
    // One account of every role, and operations accounts that were disabled or deleted.
    const accounts = await Promise.all(
      ROLES.map(async (role) => ({ role, id: (await signedInAgent(t, role)).user.id })),
    );
    const disabled = (await signedInAgent(t, 'operations', { disabledAt: t.clock.now() })).user;
    const deleted = (await signedInAgent(t, 'operations', { deletedAt: t.clock.now() })).user;
    const offered = (await ops.agent.get(`/api/admin/tickets/${id}`)).json().ticket.owners as {
      id: string;
      name: string;
    }[];
    for (const account of accounts) {
      const eligible = can(account.role, 'write:ticket');
      expect(
        offered.some((owner) => owner.id === account.id),
        account.role,
      ).toBe(eligible);
      const answer = await setOwner({ ownerId: account.id });
      if (eligible) {
        expect(answer.statusCode, `${account.role}: ${answer.body}`).toBe(200);
        expect(answer.json().ticket).toMatchObject({ ownerId: account.id, owners: offered });
      } else {
        expect(answer.statusCode, account.role).toBe(400);
        expect(answer.json().error, account.role).toMatchObject({
          message: M.owner,
          fields: { ownerId: M.owner },
        });
      }
    }
    expect(accounts.filter((a) => can(a.role, 'write:ticket')).map((a) => a.role)).toEqual(
      expect.arrayContaining(['operations', 'admin']),
    );
    for (const ownerId of [disabled.id, deleted.id, 'no-such-account', randomUUID()]) {
      expect(offered.some((owner) => owner.id === ownerId)).toBe(false);
      const answer = await setOwner({ ownerId });
      expect(answer.statusCode, ownerId).toBe(400);
      expect(answer.json().error.fields).toEqual({ ownerId: M.owner });
    }
    expect((await setOwner({})).json().error.fields).toEqual({ ownerId: M.owner });
    for (const none of [null, '', '  ']) {
      await setOwner({ ownerId: ops.user.id });
      const cleared = await setOwner({ ownerId: none });
      expect(cleared.statusCode, JSON.stringify(none)).toBe(200);
      expect(cleared.json().ticket.ownerId).toBeNull();
    }
    // Each name is a person's; the customer's own answer names no staff.
    expect(offered.every((owner) => owner.name.length > 0)).toBe(true);
    const own = (await customer.get('/api/customer/tickets')).json().tickets;
    expect(own.find((ticket: { id: number }) => ticket.id === id)).not.toHaveProperty('owners');
  });

  it('flags overdue tickets and lists them on the board, filtered, searched and as CSV', async () => {
    await freshSessions();
    const raised = await customer.post('/api/customer/tickets', {
      category: 'billing',
      description: 'The bill counts a month twice over.',
    });
    const id = raised.json().ticket.id as number;
    const board = (query: string) => ops.agent.get(`/api/admin/tickets?${query}`);
    const first = await board('status=open&category=billing');
    expect(first.json()).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(first.json().items[0]).toMatchObject({ id, overdue: false });
    expect(
      (await board('overdue=true')).json().items.map((i: { id: number }) => i.id),
    ).not.toContain(id);
    // Past the 4 working hours, unacknowledged: overdue.
    t.clock.advance(26 * 3600_000);
    await freshSessions();
    const late = await board('overdue=true&category=billing');
    expect(
      late.json().items.map((i: { id: number; overdue: boolean }) => [i.id, i.overdue]),
    ).toEqual([[id, true]]);
    expect((await board('q=counts%20a%20month')).json().items[0].id).toBe(id);
    const csv = await ops.agent.get('/api/admin/tickets?format=csv&category=billing');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toContain('The bill counts a month twice over.');
    expect((await board('status=waiting')).statusCode).toBe(400);
  });

  it('holds the policy for every role on every monitoring route', async () => {
    const routes = registeredRoutes(t.app).filter(
      (route) => MONITORING_ROUTE.test(route) && !route.startsWith('HEAD'),
    );
    expect(routes.length).toBeGreaterThanOrEqual(16);
    const anonymous = new TestAgent(t.app);
    for (const route of routes) {
      const access = API_POLICY[route];
      expect(access, route).toBeDefined();
      const [method, pattern] = route.split(' ') as [string, string];
      const url = fillParams(pattern, '999999');
      if (access === 'public') continue;
      const out = await anonymous.request({
        method: method as 'GET',
        url,
        payload: method === 'GET' || method === 'DELETE' ? undefined : {},
      });
      expect(out.statusCode, `${route} anonymous`).toBe(401);
      if (access === 'user') continue;
      for (const role of STAFF_ROLES) {
        const staff = (await signedInAgent(t, role)).agent;
        const answer = await staff.request({
          method: method as 'GET',
          url,
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        if (can(role, access!)) expect(answer.statusCode, `${route} ${role}`).not.toBe(403);
        else expect(answer.statusCode, `${route} ${role}`).toBe(403);
      }
      for (const role of ['customer', 'partner', 'user'] as const) {
        const other = (await signedInAgent(t, role)).agent;
        const answer = await other.request({
          method: method as 'GET',
          url,
          payload: method === 'GET' || method === 'DELETE' ? undefined : {},
        });
        expect(answer.statusCode, `${route} ${role}`).toBe(403);
      }
    }
    expect(can('operations', 'write:ticket') && can('admin', 'write:ticket')).toBe(true);
    expect(can('sales', 'read:ticket') || can('finance', 'read:ingestion_key')).toBe(false);
  });
});
