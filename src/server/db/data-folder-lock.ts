/**
 * One process at a time on an embedded (PGlite) data folder. Two processes on one folder each
 * see only their own writes and lose acknowledged ones, so the second must refuse to start.
 *
 * The lock is a file beside the folder naming its owner (pid, host, pid namespace, the process's
 * start time). It is created complete and atomically (written aside, then hard-linked into
 * place), so a reader never sees half of it. An owner that is gone leaves a stale file, which the
 * next process recognises and replaces (of several at once, the one that creates that stale
 * lock's takeover file): a process of this host and pid namespace whose pid no longer runs, or
 * runs a different process (another start time: the pid was reused). An owner
 * this process cannot see (another host or container) keeps the file's time fresh; when it stops
 * doing so for INVISIBLE_OWNER_STALE_MS, it is taken to be gone. See
 * docs/decisions/010-embedded-database-lock.md.
 */
import { createHash, randomUUID } from 'node:crypto';
import {
  linkSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  readlinkSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';

const HEARTBEAT_MS = 2_000;
export const INVISIBLE_OWNER_STALE_MS = 15_000;
/** A takeover left this long without the stale lock gone was abandoned by a process that died. */
export const TAKEOVER_ABANDONED_MS = 10_000;
/** How long a process that lost a takeover waits before it looks at the lock again. */
const TAKEOVER_WAIT_MS = 25;

export type LockOwner = {
  pid: number;
  host: string;
  /** Linux: the pid namespace the pid belongs to (a container has its own). */
  pidNamespace?: string;
  /** Linux: the process's start time in clock ticks since boot, to tell a reused pid. */
  startTime?: string;
  since: string;
  nonce: string;
};

export class DataFolderInUse extends Error {
  constructor(
    readonly folder: string,
    readonly owner: LockOwner,
  ) {
    const where = owner.host === hostname() ? '' : ` on ${owner.host}`;
    super(
      `The embedded database in ${folder} is in use by another process (pid ${owner.pid}${where}, since ${owner.since}); only one process may open it. Stop that process first, or use PostgreSQL (DATABASE_URL) to run several.`,
    );
    this.name = 'DataFolderInUse';
  }
}

export type FolderLock = { readonly file: string; release(): void };

const lockFileOf = (folder: string) => `${folder}.lock`;

function startTimeOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after "pid (command) ": the start time is field 22 of the whole line.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19];
  } catch {
    return undefined;
  }
}

function ownPidNamespace(): string | undefined {
  try {
    return readlinkSync('/proc/self/ns/pid');
  } catch {
    return undefined;
  }
}

const errorCode = (err: unknown) => (err as NodeJS.ErrnoException).code;

function pidRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return errorCode(err) === 'EPERM';
  }
}

type Found = { raw: string; owner: LockOwner | undefined; mtimeMs: number };

function readLock(file: string): Found | undefined {
  try {
    const raw = readFileSync(file, 'utf8');
    const { mtimeMs } = statSync(file);
    let owner: LockOwner | undefined;
    try {
      const parsed = JSON.parse(raw) as LockOwner;
      if (Number.isInteger(parsed.pid) && typeof parsed.host === 'string') owner = parsed;
    } catch {
      // not written by this code (a lock is linked into place complete): stale
    }
    return { raw, owner, mtimeMs };
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return undefined;
    throw err;
  }
}

function ownerIsAlive({ owner, mtimeMs }: Found): boolean {
  if (!owner) return false;
  const visible = owner.host === hostname() && owner.pidNamespace === ownPidNamespace();
  if (!visible) return Date.now() - mtimeMs < INVISIBLE_OWNER_STALE_MS;
  if (!pidRuns(owner.pid)) return false;
  const startTime = startTimeOf(owner.pid);
  return !owner.startTime || !startTime || startTime === owner.startTime;
}

/** The file whose creation grants the takeover of one stale lock (its content names it). */
export const takeoverFileOf = (file: string, staleRaw: string) =>
  `${file}.takeover-${createHash('sha256').update(staleRaw).digest('hex').slice(0, 16)}`;

const pause = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

/**
 * Replaces the stale lock `staleRaw` if this process is the one that takes it over: creating the
 * takeover file is atomic, so of several processes that found the same stale lock one removes it
 * and the others leave it alone. Without this, a process that read the stale lock late moved a
 * live lock aside for a moment, and a third process could take the folder in that moment: two
 * holders (seen once, in the race test of a full run on a busy machine). The takeover file stays
 * (a hard link to the winner's lock, so the heartbeat keeps it fresh), so a process that read
 * the stale lock even later cannot take it over again; the next holder clears old ones.
 * Returns whether this process took it over.
 */
export function takeOverStaleLock(file: string, staleRaw: string, draft: string): boolean {
  const takeover = takeoverFileOf(file, staleRaw);
  try {
    linkSync(draft, takeover);
  } catch (err) {
    if (errorCode(err) !== 'EEXIST') throw err;
    clearIfAbandoned(takeover);
    return false;
  }
  removeStaleLock(file, staleRaw);
  return true;
}

/** Removes a takeover whose process died before it removed the stale lock. */
function clearIfAbandoned(takeover: string) {
  try {
    if (Date.now() - statSync(takeover).mtimeMs > TAKEOVER_ABANDONED_MS)
      rmSync(takeover, { force: true });
  } catch (err) {
    if (errorCode(err) !== 'ENOENT') throw err;
  }
}

/** Takeover files older than a takeover can take: the holder of the lock clears them. */
function clearOldTakeovers(file: string) {
  const folder = path.dirname(file);
  const prefix = `${path.basename(file)}.takeover-`;
  try {
    for (const name of readdirSync(folder)) {
      if (!name.startsWith(prefix)) continue;
      clearIfAbandoned(path.join(folder, name));
    }
  } catch {
    // a cleanup only: the next holder tries again
  }
}

/**
 * Moves the stale lock `staleRaw` out of the way, unless another process has replaced it since it
 * was read (then that process's lock is put back). Only the process that took the stale lock
 * over calls it. Exported for its test.
 */
export function removeStaleLock(file: string, staleRaw: string) {
  const aside = `${file}.stale-${randomUUID()}`;
  try {
    renameSync(file, aside);
  } catch (err) {
    if (errorCode(err) === 'ENOENT') return;
    throw err;
  }
  try {
    if (readFileSync(aside, 'utf8') === staleRaw) return;
    // A live owner's lock was moved: put it back (it stays theirs).
    linkSync(aside, file);
  } catch (err) {
    if (errorCode(err) !== 'EEXIST') throw err;
  } finally {
    rmSync(aside, { force: true });
  }
}

/**
 * Takes the lock of `folder` for this process, or throws DataFolderInUse naming its owner.
 * File system errors (a folder that is not writable) are thrown as they are.
 */
export function lockDataFolder(folder: string): FolderLock {
  const file = lockFileOf(folder);
  mkdirSync(path.dirname(file), { recursive: true });
  const me: LockOwner = {
    pid: process.pid,
    host: hostname(),
    pidNamespace: ownPidNamespace(),
    startTime: startTimeOf(process.pid),
    since: new Date().toISOString(),
    nonce: randomUUID(),
  };
  const raw = JSON.stringify(me);
  const draft = `${file}.${me.nonce}`;
  writeFileSync(draft, raw);
  try {
    for (let attempt = 0; attempt < 10; attempt++) {
      try {
        linkSync(draft, file);
        clearOldTakeovers(file);
        return hold(file, raw);
      } catch (err) {
        if (errorCode(err) !== 'EEXIST') throw err;
      }
      const found = readLock(file);
      if (!found) continue;
      if (ownerIsAlive(found)) throw new DataFolderInUse(folder, found.owner!);
      // Another process is taking this stale lock over: see what it does.
      if (!takeOverStaleLock(file, found.raw, draft)) pause(TAKEOVER_WAIT_MS);
    }
    const found = readLock(file);
    throw new DataFolderInUse(folder, found?.owner ?? me);
  } finally {
    rmSync(draft, { force: true });
  }
}

function hold(file: string, raw: string): FolderLock {
  const heartbeat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {
      // the next start judges the owner by its pid where it can
    }
  }, HEARTBEAT_MS);
  heartbeat.unref();
  return {
    file,
    release() {
      clearInterval(heartbeat);
      if (readLock(file)?.raw === raw) rmSync(file, { force: true });
    },
  };
}
