import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletter } from '#server/db/schema.ts';
import { buildTestApp, type TestApp } from '#server/test/helper.ts';

describe('newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  let counter = 0;
  const fromNewIp = () => {
    counter++;
    return (payload: object) =>
      t.app.inject({
        method: 'POST',
        url: '/api/newsletter',
        payload,
        remoteAddress: `10.3.0.${counter}`,
      });
  };
  const rowsFor = (email: string) =>
    t.database.db
      .select()
      .from(newsletter)
      .where(sql`lower(${newsletter.email}) = ${email.toLowerCase()}`);

  it('subscribes an address with the visitor’s language', async () => {
    const subscribe = fromNewIp();
    const response = await subscribe({ email: 'Reader@Example.in', language: 'hi' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ subscribed: true, message: 'Thank you for subscribing!' });
    const rows = await rowsFor('reader@example.in');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ email: 'reader@example.in', language: 'hi' });
  });

  it('answers an address already on the list exactly as a new one, however it is typed, and keeps one row', async () => {
    const subscribe = fromNewIp();
    const first = await subscribe({ email: 'twice@example.in', language: 'hi' });
    const answer = (response: typeof first) => ({
      status: response.statusCode,
      body: response.body,
      type: response.headers['content-type'],
    });
    for (const spelling of [' TWICE@example.IN ', 'twice@example.in', 'Twice@Example.In']) {
      const again = await subscribe({ email: spelling, language: 'en' });
      expect(answer(again)).toEqual(answer(first));
    }
    const rows = await rowsFor('twice@example.in');
    expect(rows).toHaveLength(1);
    // The first subscription's language stays.
    expect(rows[0]?.language).toBe('hi');
    // Another address is new, and answered the same.
    expect(answer(await subscribe({ email: 'once@example.in' }))).toEqual(answer(first));
    expect(await rowsFor('once@example.in')).toHaveLength(1);
  });

  it('refuses an invalid address with the spec’s message', async () => {
    const response = await fromNewIp()({ email: 'reader-at-example' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.message).toBe('Please enter a valid email address');
  });

  it('limits subscriptions per IP', async () => {
    const subscribe = fromNewIp();
    for (let i = 0; i < 10; i++) {
      expect((await subscribe({ email: `bulk${i}@example.in` })).statusCode).toBe(200);
    }
    const response = await subscribe({ email: 'bulk10@example.in' });
    expect(response.statusCode).toBe(429);
    expect(await rowsFor('bulk10@example.in')).toEqual([]);
  });
});
