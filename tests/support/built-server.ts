import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** The built server's entry point (npm run build writes it; DIST_DIR names another build). */
export const builtServerEntry = () =>
  path.resolve(process.env.DIST_DIR ?? 'dist', 'node/server/main.js');

/** The embedded database template the build made, which the built server copies at first start. */
export const builtPgliteTemplate = () =>
  path.resolve(process.env.DIST_DIR ?? 'dist', 'pglite-template');

export type BuiltServer = {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** What it wrote to stderr alone. */
  stderr(): string;
  /** Resolves with the exit code (or signal name) once the process has ended. */
  exited: Promise<number | string>;
  /** SIGTERM, then waits for the exit; SIGKILL after `graceMs`. */
  stop(graceMs?: number): Promise<number | string>;
};

/**
 * Starts `node dist/node/server/main.js` on a free port (or env.PORT) with `env` on top of a
 * quiet default (embedded database unless DATABASE_URL is given, no SMTP, generous general rate
 * limit, fast password hashing). Without a DATA_DIR it gets an embedded data folder of its own,
 * removed when it exits: servers of tests that run side by side never share one.
 * Does not wait for readiness: call `waitForReady` (or watch `exited` for a refused start).
 * `user` runs it as another user (when the tests run as root).
 */
export async function spawnBuiltServer(
  env: Record<string, string> = {},
  user: { uid: number; gid: number } | undefined = undefined,
): Promise<BuiltServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort();
  const ownDataDir =
    env.DATA_DIR === undefined ? mkdtempSync(path.join(tmpdir(), 'arkaja-server-')) : undefined;
  const child = spawn(process.execPath, [builtServerEntry()], {
    ...user,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_PER_MINUTE: '1000000',
      // Unless a test asks for OWASP's cost, new passwords hash fast (decision 056).
      PASSWORD_HASHING: 'fast-for-tests',
      ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let stderr = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    stderr += chunk.toString('utf8');
  });
  const exited = new Promise<number | string>((resolve) =>
    child.once('exit', (code, signal) => {
      if (ownDataDir) rmSync(ownDataDir, { recursive: true, force: true });
      resolve(code ?? signal ?? 'unknown');
    }),
  );
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    child,
    output: () => output,
    stderr: () => stderr,
    exited,
    async stop(graceMs = 15_000) {
      if (child.exitCode !== null || child.signalCode !== null) return exited;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      const result = await exited;
      clearTimeout(timer);
      return result;
    },
  };
}

/** Polls /readyz until it answers 200; throws when the process exits first or time runs out. */
export async function waitForReady(
  server: Pick<BuiltServer, 'url' | 'child' | 'output'>,
  timeoutMs = 60_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null)
      throw new Error(`server exited with ${server.child.exitCode}: ${server.output()}`);
    try {
      if ((await fetch(`${server.url}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`server at ${server.url} not ready after ${timeoutMs} ms: ${server.output()}`);
}

/** Starts the built server and waits until it is ready. */
export async function startBuiltServer(env: Record<string, string> = {}): Promise<BuiltServer> {
  const server = await spawnBuiltServer(env);
  await waitForReady(server);
  return server;
}
