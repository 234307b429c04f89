import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '#server/db/client.ts';
import { outbox } from '#server/db/schema.ts';
import { application } from '#server/features/partners/test-support.ts';
import { SMTP_TIMEOUTS } from '#server/mail/mailer.ts';
import {
  type SilentRelay,
  type SmtpReceiver,
  startSilentRelay,
  startSmtpReceiver,
} from '#server/mail/test-smtp-server.ts';
import { company } from '#shared/company.ts';
import { freePort, startBuiltServer } from '../support/built-server.ts';

const ADMIN = { email: 'ops-admin@relay.example', password: 'Relay-Admin-2026!' };

/** Lines the server logged about mail it could not deliver and kept for a retry. */
const failedDeliveries = (output: string) =>
  output
    .split('\n')
    .filter((line) => line.includes('it stays in the outbox for a retry'))
    .map((line) => JSON.parse(line) as { outboxId: number; error: string });

async function until(condition: () => boolean, what: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('a mail relay that accepts connections and never greets', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'arkaja-relay-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('holds no request: mail waits in the outbox with its error and goes out once the relay works', async () => {
    const smtpPort = await freePort();
    let receiver: SmtpReceiver | undefined = await startSmtpReceiver(smtpPort);
    let relay: SilentRelay | undefined;
    const server = await startBuiltServer({
      DATA_DIR: dataDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      // The first retry after 2 s instead of 30 s: the test waits for it.
      MAIL_RETRY_SECONDS: '2',
    });
    try {
      const post = async (route: string, body: object) => {
        const started = performance.now();
        const response = await fetch(`${server.url}${route}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
        return { status: response.status, ms: performance.now() - started };
      };

      // While the relay works, a visitor receives a code for the contact form.
      const sender = 'relay-visitor@example.in';
      expect((await post('/api/verify/send', { email: sender })).status).toBe(200);
      const [codeMail] = await receiver.waitForMails(sender);
      const code = /\b(\d{6})\b/.exec(codeMail!.text)![1]!;

      // The relay hangs: it takes the connection and never greets.
      await receiver.close();
      receiver = undefined;
      relay = await startSilentRelay(smtpPort);

      const waiting = 'relay-waiting@example.in';
      const partner = application({ fullName: 'Relay Partner' });
      const answers = {
        code: await post('/api/verify/send', { email: waiting }),
        contact: await post('/api/contact', {
          name: 'Meera Sharma',
          email: sender,
          phone: '+91 98290 55555',
          subject: 'Rooftop plant for our factory',
          message: 'We pay about ₹2 lakh a month for power. Can you help?',
          verificationCode: code,
        }),
        partner: await post('/api/partners/signup', { ...partner, password: 'sunny-days-42' }),
      };
      expect(Object.values(answers).map((a) => a.status)).toEqual([200, 201, 201]);
      // A request that waited on the relay could not answer before the mailer gave up waiting
      // for its greeting; the bound is that, not a speed target (a loaded machine is slow).
      for (const [request, answer] of Object.entries(answers))
        expect(answer.ms, `${request} answered after ${answer.ms} ms`).toBeLessThan(
          SMTP_TIMEOUTS.greetingTimeout,
        );

      // Each of the four messages is tried, fails on the silent relay, and stays queued with the
      // reason. Counted by message: a retry 2 s later is a second failure of the same one, and
      // a message not yet tried when the relay comes back would go out at its first attempt.
      const failedMessages = () =>
        new Set(failedDeliveries(server.output()).map((f) => f.outboxId));
      await until(() => failedMessages().size >= 4, 'four messages failed', 60_000);
      expect(relay.connections()).toBeGreaterThanOrEqual(4);
      for (const failure of failedDeliveries(server.output()))
        expect(failure.error).toBe('Greeting never received');

      // A working relay on the same port: the worker's retries deliver everything.
      await relay.close();
      relay = undefined;
      receiver = await startSmtpReceiver(smtpPort);
      const wait = { timeoutMs: 30_000 };
      const [waitingCode] = await receiver.waitForMails(waiting, wait);
      expect(waitingCode!.subject).toMatch(/^Your verification code is \d{6}$/);
      await receiver.waitForMails(company.contact.email, {
        ...wait,
        match: (mail) => mail.text.includes(sender),
      });
      await receiver.waitForMails(ADMIN.email, {
        ...wait,
        match: (mail) => mail.subject === 'New partner application: Relay Partner',
      });
      // The fifth: the applicant's confirmation link. The server stops next, so every message
      // the test counts below must have arrived first (on a busy machine it came last).
      await receiver.waitForMails(partner.email, {
        ...wait,
        match: (mail) => mail.subject === 'Confirm your e-mail address',
      });
    } finally {
      await server.stop();
      await relay?.close();
      await receiver?.close();
    }

    // Everything went out: the first code at once, the four others (a code, the contact notice,
    // the admin's notice, the applicant's confirmation link) after failing at least once (with
    // retries 2 s apart, a message may fail more than once while the relay hangs).
    const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    const rows = await database.db.select().from(outbox);
    await database.close();
    expect(rows.filter((row) => row.status !== 'sent')).toEqual([]);
    const attempts = rows.map((row) => row.attempts).sort((a, b) => a - b);
    expect(attempts).toHaveLength(5);
    expect(attempts[0]).toBe(1);
    for (const n of attempts.slice(1)) expect(n).toBeGreaterThanOrEqual(2);
  }, 150_000);
});
