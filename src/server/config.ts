import path from 'node:path';
import { z } from 'zod';
import { projectRoot } from './lib/project-root.ts';
import { isDataKey } from './lib/sealed-secrets.ts';

const port = z.coerce
  .number({ error: 'must be a whole number from 1 to 65535' })
  .int('must be a whole number from 1 to 65535')
  .min(0, 'must be a whole number from 1 to 65535')
  .max(65535, 'must be a whole number from 1 to 65535');

const optionalUrl = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => (value ? value : undefined))
    .refine((value) => {
      if (value === undefined) return true;
      try {
        return protocols.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    }, hint);

const envSchema = z
  .object({
    PORT: port.default(3000),
    HOST: z.string().trim().min(1, 'must not be empty').default('0.0.0.0'),
    PUBLIC_URL: optionalUrl(
      ['http:', 'https:'],
      'must be an http(s) URL such as https://www.example.in',
    ),
    DATA_DIR: z.string().trim().min(1, 'must not be empty').default('data'),
    DATABASE_URL: optionalUrl(
      ['postgres:', 'postgresql:'],
      'must be a postgres:// URL such as postgres://user@127.0.0.1:5432/app',
    ),
    SMTP_URL: optionalUrl(['smtp:', 'smtps:'], 'must be an smtp:// or smtps:// URL'),
    REDIS_URL: optionalUrl(
      ['redis:', 'rediss:'],
      'must be a redis:// or rediss:// URL such as redis://127.0.0.1:6379',
    ),
    METRICS_TOKEN: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine(
        (v) => v === undefined || /^[\x21-\x7e]{32,}$/.test(v),
        'must be at least 32 printable characters without spaces (e.g. openssl rand -hex 32)',
      ),
    METRICS_PORT: z.preprocess((v) => (v === '' ? undefined : v), port.optional()),
    MAIL_RETRY_SECONDS: z.coerce
      .number({ error: 'must be a whole number of seconds from 1 to 3600' })
      .int('must be a whole number of seconds from 1 to 3600')
      .min(1, 'must be a whole number of seconds from 1 to 3600')
      .max(3600, 'must be a whole number of seconds from 1 to 3600')
      .default(30),
    MAIL_FROM: z
      .string()
      .trim()
      .default('Arkaja Solar <no-reply@arkajasolar.example>')
      .refine((v) => /@/.test(v), 'must contain an e-mail address'),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v.toLowerCase() : undefined))
      .refine(
        (v) => v === undefined || z.email().safeParse(v).success,
        'must be an e-mail address',
      ),
    ADMIN_PASSWORD: z
      .string()
      .optional()
      .transform((v) => (v ? v : undefined)),
    TRUST_PROXY: z
      .enum(['true', 'false', '1', '0', ''], { error: 'must be true or false' })
      .default('false')
      .transform((v) => v === 'true' || v === '1'),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace, silent',
      })
      .default('info'),
    RATE_LIMIT_PER_MINUTE: z.coerce
      .number({ error: 'must be a positive whole number' })
      .int('must be a positive whole number')
      .positive('must be a positive whole number')
      .default(600),
    TICKET_ACKNOWLEDGE_WORKING_HOURS: z.coerce
      .number({ error: 'must be a whole number of hours from 1 to 240' })
      .int('must be a whole number of hours from 1 to 240')
      .min(1, 'must be a whole number of hours from 1 to 240')
      .max(240, 'must be a whole number of hours from 1 to 240')
      .default(4),
    TICKET_RESOLVE_HOURS: z.coerce
      .number({ error: 'must be a whole number of hours from 1 to 2400' })
      .int('must be a whole number of hours from 1 to 2400')
      .min(1, 'must be a whole number of hours from 1 to 2400')
      .max(2400, 'must be a whole number of hours from 1 to 2400')
      .default(48),
    DIST_DIR: z.string().trim().optional(),
    NODE_ENV: z.string().trim().optional(),
    PASSWORD_HASHING: z
      .enum(['owasp', 'fast-for-tests'], {
        error: 'must be owasp (the default) or fast-for-tests',
      })
      .default('owasp'),
    DATA_ENCRYPTION_KEY: z
      .string()
      .trim()
      .optional()
      .transform((v) => (v ? v : undefined))
      .refine(
        (v) => v === undefined || isDataKey(v),
        'must be 32 random bytes in base64 (e.g. openssl rand -base64 32)',
      ),
    DATA_ENCRYPTION_PREVIOUS_KEYS: z
      .string()
      .optional()
      .transform((v) =>
        (v ?? '')
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      )
      .refine(
        (keys) => keys.every(isDataKey),
        'must be keys of 32 bytes in base64, separated by commas',
      ),
  })
  .refine((env) => !env.ADMIN_EMAIL === !env.ADMIN_PASSWORD, {
    message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    path: ['ADMIN_PASSWORD'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || !env.DATABASE_URL || env.DATA_ENCRYPTION_KEY, {
    message:
      'DATA_ENCRYPTION_KEY must be set in production on PostgreSQL: 32 random bytes in base64 (openssl rand -base64 32), the same for every process, kept apart from the database and its backups',
    path: ['DATA_ENCRYPTION_KEY'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.PASSWORD_HASHING === 'owasp', {
    message: 'PASSWORD_HASHING=fast-for-tests is refused with NODE_ENV=production',
    path: ['PASSWORD_HASHING'],
  })
  .refine((env) => !env.METRICS_PORT || env.METRICS_PORT !== env.PORT, {
    message: 'METRICS_PORT must differ from PORT (the metrics listener is a separate port)',
    path: ['METRICS_PORT'],
  });

/** Values never repeated in an error message; URLs are shown without their password. */
const SECRET_VARIABLES = new Set([
  'ADMIN_PASSWORD',
  'METRICS_TOKEN',
  'DATA_ENCRYPTION_KEY',
  'DATA_ENCRYPTION_PREVIOUS_KEYS',
]);

function shownValue(name: string, value: string | undefined): string {
  if (SECRET_VARIABLES.has(name)) return value ? '(not shown)' : '""';
  try {
    const url = new URL(value ?? '');
    if (url.password) {
      url.password = '***';
      return JSON.stringify(url.toString());
    }
  } catch {
    // not a URL: shown as it is
  }
  return JSON.stringify(value ?? '');
}

export type Config = {
  port: number;
  host: string;
  publicUrl: URL | undefined;
  /** True when the site is served over https: cookies become Secure and HSTS is sent. */
  secure: boolean;
  dataDir: string;
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  /** Redis for the general /api rate limit, shared by every process; unset: counted in memory. */
  redisUrl: string | undefined;
  mailFrom: string;
  /** The wait before the first retry of a refused mail; each later retry waits twice as long. */
  mailRetryMs: number;
  admin: { email: string; password: string } | undefined;
  trustProxy: boolean;
  logLevel: string;
  rateLimitPerMinute: number;
  clientDir: string;
  /**
   * The key that seals secrets at rest (lib/sealed-secrets.ts) and the keys it replaced; without
   * one, a key file in dataDir is used (made at the first start).
   */
  dataEncryption: { key: string | undefined; previousKeys: string[] };
  /**
   * `fast-for-tests` hashes new passwords at 1/128 of OWASP's scrypt cost, so browser and
   * process tests do not spend their time hashing (decision 056); never in production.
   */
  passwordHashing: 'owasp' | 'fast-for-tests';
  /** Where Prometheus reads /metrics: with a bearer token, on a port of its own, or both. */
  metrics: { token: string | undefined; port: number | undefined };
  /** A ticket's due times: acknowledged within working hours (IST), resolved within hours. */
  ticketSla: { acknowledgeWorkingHours: number; resolveHours: number };
};

export class ConfigError extends Error {}

/** Reads the environment into a typed config; throws ConfigError naming the first bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    const message = issue.message.includes(name) ? issue.message : `${name} ${issue.message}`;
    throw new ConfigError(`Invalid configuration: ${message} (got ${shownValue(name, env[name])})`);
  }
  const e = parsed.data;
  const publicUrl = e.PUBLIC_URL ? new URL(e.PUBLIC_URL) : undefined;
  const root = projectRoot();
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl,
    secure: publicUrl?.protocol === 'https:',
    dataDir: path.resolve(root, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    smtpUrl: e.SMTP_URL,
    redisUrl: e.REDIS_URL,
    mailFrom: e.MAIL_FROM,
    mailRetryMs: e.MAIL_RETRY_SECONDS * 1000,
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD
        ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD }
        : undefined,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    rateLimitPerMinute: e.RATE_LIMIT_PER_MINUTE,
    clientDir: path.resolve(root, e.DIST_DIR ?? 'dist', 'client'),
    metrics: { token: e.METRICS_TOKEN, port: e.METRICS_PORT },
    passwordHashing: e.PASSWORD_HASHING,
    dataEncryption: { key: e.DATA_ENCRYPTION_KEY, previousKeys: e.DATA_ENCRYPTION_PREVIOUS_KEYS },
    ticketSla: {
      acknowledgeWorkingHours: e.TICKET_ACKNOWLEDGE_WORKING_HOURS,
      resolveHours: e.TICKET_RESOLVE_HOURS,
    },
  };
}
