import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { totpCode } from '#server/features/mfa/totp.ts';
import { freePort, startBuiltServer } from '../support/built-server.ts';

export const E2E_ADMIN = { email: 'admin@arkaja-e2e.example', password: 'Suryoday-Admin-2026!' };

/**
 * Starts a real SMTP receiver (its mail readable over HTTP at E2E_MAILBOX_URL) and the built
 * server on a fresh data folder, with a first admin from ADMIN_EMAIL / ADMIN_PASSWORD.
 */
export default async function globalSetup() {
  const mails: { to: string; raw: string; at: number }[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.setEncoding('utf8');
      stream.on('data', (chunk: string) => {
        raw += chunk;
      });
      stream.on('end', () => {
        for (const rcpt of session.envelope.rcptTo)
          mails.push({ to: rcpt.address.toLowerCase(), raw, at: Date.now() });
        callback();
      });
    },
  });
  const smtpPort = await freePort();
  await new Promise<void>((resolve) => smtp.listen(smtpPort, '127.0.0.1', resolve));

  const mailbox: Server = createHttpServer((req, res) => {
    const to = new URL(req.url ?? '/', 'http://x').searchParams.get('to')?.toLowerCase();
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(mails.filter((m) => !to || m.to === to)));
  });
  const mailboxPort = await freePort();
  await new Promise<void>((resolve) => mailbox.listen(mailboxPort, '127.0.0.1', resolve));

  const dataDir = mkdtempSync(path.join(tmpdir(), 'arkaja-e2e-'));
  const port = await freePort();
  const server = await startBuiltServer({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    RATE_LIMIT_PER_MINUTE: '5000',
    // Accounts are made and signed in by the hundred: hashing at OWASP's cost was a fifth of
    // the suite's server time (decision 056).
    PASSWORD_HASHING: 'fast-for-tests',
  });
  const baseUrl = server.url;

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${mailboxPort}`;
  await firstAdminSetsUpSecondFactor(baseUrl);

  return async () => {
    await server.stop();
    await new Promise<void>((r) => smtp.close(() => r()));
    await new Promise<void>((r) => mailbox.close(() => r()));
    rmSync(dataDir, { recursive: true, force: true });
  };
}

/**
 * The first admin's first sign-in, as README says: the password, then the second factor set up
 * with a code computed from the secret, as an authenticator app would. Its session (verified)
 * makes the staff accounts the specs need (`staffMember` in fixtures.ts); the secret is kept for
 * the one test that signs it in through the form.
 */
async function firstAdminSetsUpSecondFactor(baseUrl: string) {
  const post = async (path: string, body: unknown, cookie?: string) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: baseUrl,
        ...(cookie ? { cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
    return response;
  };
  const login = await post('/api/auth/login', E2E_ADMIN);
  const cookie = login.headers.get('set-cookie')!.split(';')[0]!;
  const setup = (await (await post('/api/auth/mfa/setup', {}, cookie)).json()) as {
    secret: string;
  };
  await post('/api/auth/mfa/enable', { code: totpCode(setup.secret, new Date()) }, cookie);
  process.env.E2E_ADMIN_COOKIE = cookie;
  process.env.E2E_ADMIN_TOTP_SECRET = setup.secret;
  process.env.E2E_ADMIN_TOTP_STEP = String(Math.floor(Date.now() / 30_000));
}
