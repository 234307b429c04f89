import type { FastifyInstance } from 'fastify';

/** Liveness (the process answers) and readiness (the database answers). */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (request, reply) => {
    try {
      await app.database.ping();
      return { status: 'ok', database: app.database.kind };
    } catch (err) {
      request.log.error({ err }, 'readiness check failed');
      return reply
        .code(503)
        .send({ error: { code: 'not_ready', message: 'The database is not reachable.' } });
    }
  });
}
