import type { FastifyInstance } from 'fastify';
import { adminCredentialsProblem, ensureAdmin } from './service.ts';

/**
 * Creates the first admin from ADMIN_EMAIL and ADMIN_PASSWORD at start, if no account has that
 * e-mail yet. A weak password stops the start rather than leaving a guessable admin behind.
 */
export async function bootstrapAdmin(
  app: FastifyInstance,
  admin: { email: string; password: string },
): Promise<void> {
  const problem = adminCredentialsProblem(admin);
  if (problem) throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD refused: ${problem}`);
  const result = await ensureAdmin(app.db, admin, app.now(), app.passwords);
  // The address stays out of the log: the operator knows it from ADMIN_EMAIL.
  if (result === 'created') app.log.info('created the admin account of ADMIN_EMAIL');
  if (result === 'taken-by-non-admin')
    app.log.warn('ADMIN_EMAIL belongs to an account that is not an admin; it was left unchanged');
}
