/**
 * The one line printed when the server (or a command on its database) cannot start: what is
 * wrong and what to do, instead of the query that happened to fail first. The README's
 * "Start-up errors" table lists these lines.
 */
import { type Config, ConfigError } from './config.ts';
import { DataFolderDamaged } from './db/client.ts';
import { DataFolderInUse } from './db/data-folder-lock.ts';
import { errorChain } from './db/unavailable.ts';
import { SealedSecretError } from './lib/sealed-secrets.ts';

export type StartupContext = Pick<Config, 'host' | 'port' | 'dataDir' | 'databaseUrl'>;

type ErrnoLike = {
  code?: unknown;
  message?: unknown;
  syscall?: unknown;
  path?: unknown;
  hostname?: unknown;
  port?: unknown;
};

/** Where DATABASE_URL points, without its password. */
function postgresTarget(url: string) {
  const parsed = new URL(url);
  const database = decodeURIComponent(parsed.pathname.slice(1)) || 'the default database';
  return {
    at: `${parsed.hostname}:${parsed.port || '5432'}`,
    hostname: parsed.hostname,
    database,
    user: decodeURIComponent(parsed.username) || 'the default user',
  };
}

function describeListenError(e: ErrnoLike, ctx: StartupContext): string | undefined {
  if (e.syscall !== 'listen' && !(e.syscall === 'getaddrinfo' && e.hostname === ctx.host))
    return undefined;
  // The site's port, or the metrics listener's (METRICS_PORT).
  const port = typeof e.port === 'number' ? e.port : ctx.port;
  const variable = port === ctx.port ? 'PORT' : 'METRICS_PORT';
  switch (e.code) {
    case 'EADDRINUSE':
      return `Port ${port} on ${ctx.host} is already in use by another program. Stop that program, or set ${variable} to a free port.`;
    case 'EACCES':
      return `This user may not listen on port ${port}. Set ${variable} to 1024 or above (and let a reverse proxy take port 80/443), or grant the permission.`;
    case 'EADDRNOTAVAIL':
      return `HOST ${ctx.host} is not an address of this machine. Set HOST to one of its addresses, or to 0.0.0.0 for all of them.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `HOST ${ctx.host} cannot be resolved to an address. Set HOST to an address of this machine, or to 0.0.0.0.`;
    default:
      return undefined;
  }
}

function describeFileError(e: ErrnoLike, ctx: StartupContext): string | undefined {
  if (typeof e.path !== 'string') return undefined;
  switch (e.code) {
    case 'EACCES':
    case 'EPERM':
      return `The data folder ${ctx.dataDir} is not writable by this user. Give the user that runs the server write access to it and its files, or set DATA_DIR to a folder it may write.`;
    case 'EROFS':
      return `The data folder ${ctx.dataDir} is on a read-only file system. Mount it writable, or set DATA_DIR to a writable folder.`;
    case 'ENOSPC':
      return `The disk of the data folder ${ctx.dataDir} is full. Free some space, then start again.`;
    case 'ENOTDIR':
    case 'EEXIST':
      return `DATA_DIR ${ctx.dataDir} (or a folder in its path) is a file, not a folder. Set DATA_DIR to a folder.`;
    default:
      return undefined;
  }
}

function describePostgresError(e: ErrnoLike, url: string): string | undefined {
  const target = postgresTarget(url);
  const message = typeof e.message === 'string' ? e.message : '';
  switch (e.code) {
    case '3D000':
      return `PostgreSQL at ${target.at} has no database "${target.database}". Create it (createdb -h ${target.hostname} -p ${target.at.split(':')[1]} ${target.database}), or fix the database name in DATABASE_URL.`;
    case '28P01':
    case '28000':
      return `PostgreSQL at ${target.at} refused user "${target.user}" (wrong password, unknown role, or not allowed by pg_hba.conf). Fix the user and password in DATABASE_URL.`;
    case '42501':
      return `User "${target.user}" may not create the tables in database "${target.database}" at ${target.at}. Grant it CREATE on the database (or make it the owner), then start again.`;
    case '57P03':
    case '53300':
      return `PostgreSQL at ${target.at} does not accept connections now (starting up, shutting down or out of connection slots). Start again in a moment, or raise max_connections.`;
    case 'ECONNREFUSED':
      return `Nothing is listening for PostgreSQL at ${target.at}. Start PostgreSQL, or fix the host and port in DATABASE_URL.`;
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
      return `The PostgreSQL host "${target.hostname}" in DATABASE_URL cannot be resolved. Fix the host name in DATABASE_URL.`;
    case 'ETIMEDOUT':
    case 'EHOSTUNREACH':
    case 'ENETUNREACH':
      return `PostgreSQL at ${target.at} cannot be reached from this machine. Check the host in DATABASE_URL and the network or firewall between them.`;
  }
  if (message.startsWith('SASL:') || message.includes('password must be a string'))
    return `PostgreSQL at ${target.at} asks user "${target.user}" for a password that DATABASE_URL does not give. Add the password to DATABASE_URL (postgres://user:password@host/database).`;
  // The pool's and a single client's words for a connection that got no answer in time.
  if (
    message.startsWith('Connection terminated due to connection timeout') ||
    message === 'timeout expired'
  )
    return `PostgreSQL at ${target.at} did not answer within a few seconds. Check that it runs and that nothing between this machine and it drops the connection.`;
  if (message.includes('does not support SSL'))
    return `PostgreSQL at ${target.at} does not accept SSL connections, but DATABASE_URL asks for SSL. Remove sslmode from DATABASE_URL, or turn on SSL in PostgreSQL.`;
  return undefined;
}

/**
 * The line for a cause this module can name (`ctx`: the configuration, once it was read), or
 * undefined.
 */
export function knownStartupProblem(
  err: unknown,
  ctx: StartupContext | undefined,
): string | undefined {
  if (
    err instanceof ConfigError ||
    err instanceof DataFolderInUse ||
    err instanceof DataFolderDamaged ||
    err instanceof SealedSecretError
  )
    return err.message;
  if (!ctx) return undefined;
  for (const e of errorChain(err) as Iterable<ErrnoLike>) {
    const line =
      describeListenError(e, ctx) ??
      (ctx.databaseUrl ? describePostgresError(e, ctx.databaseUrl) : undefined) ??
      describeFileError(e, ctx);
    if (line) return line;
  }
  return undefined;
}

/** The first line of the innermost error's message: the outer ones name the query that met it. */
export function innermostMessage(err: unknown): string {
  const innermost = [...errorChain(err)].at(-1);
  const message = typeof innermost?.message === 'string' ? innermost.message : String(err);
  return message.split('\n')[0]!.trim();
}

/** One line, no stack trace, for anything that stopped the server's start. */
export function describeStartupError(err: unknown, ctx: StartupContext | undefined): string {
  return knownStartupProblem(err, ctx) ?? `Failed to start: ${innermostMessage(err)}`;
}
