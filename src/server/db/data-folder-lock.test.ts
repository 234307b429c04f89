import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readlinkSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { projectRoot } from '../lib/project-root.ts';
import {
  DataFolderInUse,
  INVISIBLE_OWNER_STALE_MS,
  lockDataFolder,
  removeStaleLock,
  TAKEOVER_ABANDONED_MS,
  takeOverStaleLock,
  takeoverFileOf,
} from './data-folder-lock.ts';

const root = mkdtempSync(path.join(tmpdir(), 'folder-lock-'));
let folderCounter = 0;
const newFolder = () => path.join(root, `data-${folderCounter++}`, 'pglite');
const children: ChildProcess[] = [];

/**
 * Another process that tries to take the lock of `folder` at `at` (epoch ms), reports 'locked' or
 * 'in-use', and holds a lock it got until it is killed.
 */
function lockInChild(folder: string, at = Date.now()) {
  const script = `
    import { lockDataFolder } from './src/server/db/data-folder-lock.ts';
    setTimeout(() => {
      try { lockDataFolder(${JSON.stringify(folder)}); console.log('locked'); }
      catch (err) { console.log(err.name === 'DataFolderInUse' ? 'in-use' : String(err)); }
      setInterval(() => {}, 1000);
    }, Math.max(0, ${at} - Date.now()));`;
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
    cwd: projectRoot(),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  const outcome = new Promise<string>((resolve) => {
    child.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once('exit', () => resolve('exited'));
  });
  return { child, outcome };
}

async function kill(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGKILL');
  await exited;
}

const pidNamespace = existsSync('/proc/self/ns/pid')
  ? readlinkSync('/proc/self/ns/pid')
  : undefined;

/** A lock file as another owner of this host and pid namespace would have left it. */
function leaveLock(folder: string, owner: Record<string, unknown>) {
  mkdirSync(path.dirname(folder), { recursive: true });
  writeFileSync(
    `${folder}.lock`,
    JSON.stringify({
      host: hostname(),
      pidNamespace,
      since: new Date().toISOString(),
      nonce: 'left',
      ...owner,
    }),
  );
}

describe('the embedded data folder lock', () => {
  afterEach(async () => {
    await Promise.all(children.splice(0).map(kill));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a second holder, in this process or another, and frees the folder on release', async () => {
    const folder = newFolder();
    const lock = lockDataFolder(folder);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUse);
    expect(await lockInChild(folder).outcome).toBe('in-use');
    lock.release();
    expect(existsSync(`${folder}.lock`)).toBe(false);
    lockDataFolder(folder).release();
  });

  it('names the process that holds it', async () => {
    const folder = newFolder();
    const holder = lockInChild(folder);
    expect(await holder.outcome).toBe('locked');
    const refused = (() => {
      try {
        lockDataFolder(folder);
      } catch (err) {
        return err;
      }
    })();
    expect(refused).toBeInstanceOf(DataFolderInUse);
    expect((refused as Error).message).toContain(`pid ${holder.child.pid}`);
    expect((refused as Error).message).toContain(folder);
  });

  it('is not left stuck by a process killed with SIGKILL', async () => {
    const folder = newFolder();
    const holder = lockInChild(folder);
    expect(await holder.outcome).toBe('locked');
    await kill(holder.child);
    lockDataFolder(folder).release();
  });

  it.runIf(existsSync('/proc/self/stat'))(
    'is not left stuck when the dead owner’s pid now runs another process',
    () => {
      const folder = newFolder();
      // This test runner's own pid, alive, but with a start time that is not its own.
      leaveLock(folder, { pid: process.pid, startTime: '1' });
      lockDataFolder(folder).release();
    },
  );

  it('waits for an owner it cannot see (another host or container) until its file goes stale', () => {
    const folder = newFolder();
    leaveLock(folder, { pid: 1, host: 'another-host.example' });
    expect(() => lockDataFolder(folder)).toThrow(/another-host\.example/);
    const past = new Date(Date.now() - INVISIBLE_OWNER_STALE_MS - 1000);
    utimesSync(`${folder}.lock`, past, past);
    lockDataFolder(folder).release();
  });

  it('takes over a lock file it cannot read', () => {
    const folder = newFolder();
    lockDataFolder(folder).release();
    writeFileSync(`${folder}.lock`, 'not a lock');
    lockDataFolder(folder).release();
  });

  it('keeps the lock of a process that replaced a stale one while another was about to remove it', () => {
    const folder = newFolder();
    leaveLock(folder, { pid: 2 ** 22 + 1 });
    const staleSeenByLateComer = readFileSync(`${folder}.lock`, 'utf8');
    const early = lockDataFolder(folder);
    const earlyRaw = readFileSync(`${folder}.lock`, 'utf8');
    removeStaleLock(`${folder}.lock`, staleSeenByLateComer);
    expect(readFileSync(`${folder}.lock`, 'utf8')).toBe(earlyRaw);
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUse);
    early.release();
  });

  it('lets a process that read a stale lock late leave the lock of the one that took it over alone', () => {
    const folder = newFolder();
    const file = `${folder}.lock`;
    leaveLock(folder, { pid: 2 ** 22 + 1 });
    const staleSeenByLateComer = readFileSync(file, 'utf8');
    const early = lockDataFolder(folder);
    const held = { raw: readFileSync(file, 'utf8'), inode: statSync(file).ino };
    // The late comer's draft, as lockDataFolder writes it.
    const draft = `${file}.late-draft`;
    writeFileSync(draft, '{}');
    expect(takeOverStaleLock(file, staleSeenByLateComer, draft)).toBe(false);
    // Not moved aside and back: for that moment, a third process could have taken the folder.
    expect({ raw: readFileSync(file, 'utf8'), inode: statSync(file).ino }).toEqual(held);
    rmSync(draft);
    early.release();
  });

  it('waits while another process takes a stale lock over, and clears a takeover that was abandoned', () => {
    const folder = newFolder();
    const file = `${folder}.lock`;
    leaveLock(folder, { pid: 2 ** 22 + 1 });
    const takeover = takeoverFileOf(file, readFileSync(file, 'utf8'));
    writeFileSync(takeover, '{}');
    expect(() => lockDataFolder(folder)).toThrow(DataFolderInUse);
    // The process taking over died before it removed the stale lock; another one's takeover
    // of an older stale lock was left behind too.
    const past = new Date(Date.now() - TAKEOVER_ABANDONED_MS - 1000);
    utimesSync(takeover, past, past);
    const leftBehind = takeoverFileOf(file, 'an older stale lock');
    writeFileSync(leftBehind, '{}');
    utimesSync(leftBehind, past, past);
    const lock = lockDataFolder(folder);
    expect(existsSync(leftBehind)).toBe(false);
    // Only this process's own takeover, kept so that no late reader repeats it.
    expect(statSync(takeover).mtimeMs).toBeGreaterThan(past.getTime());
    lock.release();
  });

  it('lets exactly one of several processes racing for a stale lock have it', async () => {
    for (let round = 0; round < 2; round++) {
      const folder = newFolder();
      const dead = lockInChild(folder);
      expect(await dead.outcome).toBe('locked');
      await kill(dead.child);
      const at = Date.now() + 1500;
      const outcomes = await Promise.all(
        Array.from({ length: 5 }, () => lockInChild(folder, at).outcome),
      );
      expect(outcomes.sort()).toEqual(['in-use', 'in-use', 'in-use', 'in-use', 'locked']);
      await Promise.all(children.splice(0).map(kill));
    }
  }, 60_000);
});
