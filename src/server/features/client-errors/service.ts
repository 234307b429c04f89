import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { consumeRateLimit, type RateLimitRule } from '#server/lib/security-rate-limit.ts';
import type { ClientErrorReport } from '#shared/schemas/client-errors.ts';

/** Reports one address may send: enough for a page's errors, too few to flood the log. */
export const CLIENT_ERROR_LIMIT: RateLimitRule = { limit: 10, windowSeconds: 60 };

/** What may hold someone's data in a browser's error text: it never reaches the log. */
const SECRET_LOOKING: RegExp[] = [
  /[\w.+-]+@[\w-]+\.[\w.-]+/g, // an e-mail address
  /\b(?:sid|token|code|password)=[^\s&"']*/gi, // a query or cookie value that names a secret
  /[A-Za-z0-9_-]{32,}/g, // a token, a session id or a hash
];
const scrub = (text: string) =>
  SECRET_LOOKING.reduce((clean, pattern) => clean.replace(pattern, '[redacted]'), text);

/**
 * Writes a browser's error report to the server log, one line per report, the count per address
 * kept in the database so every process shares it.
 */
export async function recordClientError(
  db: Db,
  log: FastifyBaseLogger,
  input: ClientErrorReport & { ip: string },
  now: Date,
): Promise<void> {
  await consumeRateLimit(db, `client-error:ip:${input.ip}`, CLIENT_ERROR_LIMIT, now);
  log.warn(
    {
      clientError: {
        kind: input.kind,
        name: scrub(input.name),
        message: scrub(input.message),
        path: scrub(input.path),
        ...(input.stack ? { stack: scrub(input.stack) } : {}),
      },
    },
    'a page failed in the browser',
  );
}
