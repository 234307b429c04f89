import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { feedback } from '#server/db/schema.ts';
import { buildTestApp, signedInAgent, TestAgent, type TestApp } from '#server/test/helper.ts';
import { PROJECT_COUNT } from '#shared/catalogue-sizes.ts';

describe('reactions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const summaryOf = (agent: TestAgent, entityType: string, entityId: number) =>
    agent.get(`/api/feedback?entityType=${entityType}&entityId=${entityId}`);

  it('shows a visitor zero counts and no own reaction', async () => {
    const response = await summaryOf(new TestAgent(t.app), 'service', 1);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      entityType: 'service',
      entityId: 1,
      counts: { thumbs_up: 0, heart: 0, fire: 0, star: 0, clap: 0 },
      total: 0,
      totalPoints: 0,
      userReaction: null,
    });
  });

  it('refuses a visitor with 401 and stores nothing', async () => {
    const response = await new TestAgent(t.app).post('/api/feedback', {
      entityType: 'project',
      entityId: 2,
      reaction: 'heart',
    });
    expect(response.statusCode).toBe(401);
    const after = await summaryOf(new TestAgent(t.app), 'project', 2);
    expect(after.json().total).toBe(0);
  });

  it('replaces a user’s reaction instead of adding a second one', async () => {
    const { agent } = await signedInAgent(t, 'customer');
    const first = await agent.post('/api/feedback', {
      entityType: 'project',
      entityId: 3,
      reaction: 'thumbs_up',
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ total: 1, totalPoints: 1, userReaction: 'thumbs_up' });

    const second = await agent.post('/api/feedback', {
      entityType: 'project',
      entityId: 3,
      reaction: 'clap',
    });
    expect(second.json()).toMatchObject({
      counts: { thumbs_up: 0, heart: 0, fire: 0, star: 0, clap: 1 },
      total: 1,
      totalPoints: 5,
      userReaction: 'clap',
    });

    // A visitor sees the same counts but no own reaction.
    const seenByVisitor = (await summaryOf(new TestAgent(t.app), 'project', 3)).json();
    expect(seenByVisitor).toMatchObject({ total: 1, totalPoints: 5, userReaction: null });
    expect(JSON.stringify(seenByVisitor)).not.toContain('userId');
  });

  it('takes points from the server’s table even when the client sends others', async () => {
    const { agent, user } = await signedInAgent(t, 'partner');
    const response = await agent.post('/api/feedback', {
      entityType: 'service',
      entityId: 2,
      reaction: 'heart',
      points: 500,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().totalPoints).toBe(2);
    const rows = await t.database.db.select().from(feedback);
    expect(rows.find((row) => row.userId === user.id)?.points).toBe(2);
  });

  it('counts reactions of several users separately', async () => {
    const reactions = ['star', 'star', 'fire'] as const;
    for (const reaction of reactions) {
      const { agent } = await signedInAgent(t, 'customer');
      await agent.post('/api/feedback', { entityType: 'project', entityId: 4, reaction });
    }
    const { agent: me } = await signedInAgent(t, 'customer');
    const summary = (await summaryOf(me, 'project', 4)).json();
    expect(summary).toMatchObject({
      counts: { thumbs_up: 0, heart: 0, fire: 1, star: 2, clap: 0 },
      total: 3,
      totalPoints: 11,
      userReaction: null,
    });
  });

  it.each([
    ['an unknown reaction key', { entityType: 'project', entityId: 1, reaction: 'unicorn' }],
    ['an emoji instead of a key', { entityType: 'project', entityId: 1, reaction: '🦄' }],
    ['an unknown entity type', { entityType: 'blog', entityId: 1, reaction: 'heart' }],
    [
      'a project not in the catalogue',
      { entityType: 'project', entityId: PROJECT_COUNT + 1, reaction: 'heart' },
    ],
    ['a service not in the catalogue', { entityType: 'service', entityId: 4, reaction: 'heart' }],
    [
      'an id that is not a whole number',
      { entityType: 'service', entityId: 1.5, reaction: 'heart' },
    ],
  ])('refuses %s with 400', async (_label, body) => {
    const { agent } = await signedInAgent(t, 'customer');
    const response = await agent.post('/api/feedback', body);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toEqual(expect.any(String));
  });

  it('refuses to read reactions of an unknown item with 400', async () => {
    const visitor = new TestAgent(t.app);
    expect((await summaryOf(visitor, 'project', 999)).statusCode).toBe(400);
    expect((await summaryOf(visitor, 'blog', 1)).statusCode).toBe(400);
    expect((await visitor.get('/api/feedback?entityType=project')).statusCode).toBe(400);
  });
});

describe('top rated items', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
    // Project points: 7 → 5+2, 2 → 5, 9 → 5 (ties with 2, higher id), 1 → 3, 5 → 1.
    const votes: [number, 'clap' | 'heart' | 'fire' | 'thumbs_up'][] = [
      [7, 'clap'],
      [7, 'heart'],
      [2, 'clap'],
      [9, 'clap'],
      [1, 'fire'],
      [5, 'thumbs_up'],
    ];
    for (const [entityId, reaction] of votes) {
      const { agent } = await signedInAgent(t, 'customer');
      await agent.post('/api/feedback', { entityType: 'project', entityId, reaction });
    }
    const { agent } = await signedInAgent(t, 'customer');
    await agent.post('/api/feedback', { entityType: 'service', entityId: 3, reaction: 'star' });
  });
  afterAll(() => t.close());

  const top = (url: string) => new TestAgent(t.app).get(url);

  it('lists three items by default, most points first, ties by lower id', async () => {
    const response = await top('/api/feedback/top/project');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      items: [
        { entityId: 7, totalPoints: 7 },
        { entityId: 2, totalPoints: 5 },
        { entityId: 9, totalPoints: 5 },
      ],
    });
  });

  it('honours the limit and keeps entity types apart', async () => {
    const all = (await top('/api/feedback/top/project?limit=20')).json().items;
    expect(all.map((item: { entityId: number }) => item.entityId)).toEqual([7, 2, 9, 1, 5]);
    expect((await top('/api/feedback/top/project?limit=1')).json().items).toHaveLength(1);
    expect((await top('/api/feedback/top/service')).json()).toEqual({
      items: [{ entityId: 3, totalPoints: 4 }],
    });
  });

  it('refuses a limit above 20 or below 1, and has no list for an unknown entity type', async () => {
    expect((await top('/api/feedback/top/project?limit=21')).statusCode).toBe(400);
    expect((await top('/api/feedback/top/project?limit=0')).statusCode).toBe(400);
    // A path parameter that names nothing is an address with nothing at it.
    expect((await top('/api/feedback/top/blog')).statusCode).toBe(404);
  });
});
