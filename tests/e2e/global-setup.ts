import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';

export const E2E_ADMIN = { email: 'admin@arkaja-e2e.example', password: 'Suryoday-Admin-2026!' };

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

async function waitForReady(url: string, server: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`server at ${url} not ready after ${timeoutMs} ms`);
}

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
  const baseUrl = `http://127.0.0.1:${port}`;
  const dist = path.resolve(process.env.DIST_DIR ?? 'dist');
  const server = spawn(process.execPath, [path.join(dist, 'node/server/main.js')], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: baseUrl,
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '5000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForReady(baseUrl, server);

  process.env.E2E_BASE_URL = baseUrl;
  process.env.E2E_MAILBOX_URL = `http://127.0.0.1:${mailboxPort}`;

  return async () => {
    server.kill('SIGTERM');
    await new Promise((r) => server.once('exit', r));
    await new Promise<void>((r) => smtp.close(() => r()));
    await new Promise<void>((r) => mailbox.close(() => r()));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
