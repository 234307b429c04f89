import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '#server/lib/file-name.ts';
import { accountPatterns } from '#shared/api-paths.ts';
import {
  accountExportSchema,
  accountMessages,
  accountResponseSchema,
  accountSessionsResponseSchema,
  deleteAccountSchema,
  messageResponseSchema,
  patchAccountSchema,
} from '#shared/schemas/account.ts';
import { currentUser, endOtherSessions, endSession, listSessions } from '../sessions/index.ts';
import { deleteAccount, exportAccount, getAccount, updateAccount } from './service.ts';

/** The signed-in user's own account: settings, sessions, and the DPDP rights to see and erase. */
export async function accountRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    accountPatterns.account,
    { schema: { response: { 200: accountResponseSchema } } },
    async (request) => ({
      account: await getAccount(app.db, currentUser(request).id),
    }),
  );

  app.patch(
    accountPatterns.account,
    { schema: { body: patchAccountSchema, response: { 200: accountResponseSchema } } },
    async (request) => ({
      account: await updateAccount(
        app.db,
        { userId: currentUser(request).id, changes: request.body },
        app.now(),
      ),
    }),
  );

  app.get(
    accountPatterns.sessions,
    { schema: { response: { 200: accountSessionsResponseSchema } } },
    async (request) => {
      const sessions = await listSessions(request, currentUser(request).id);
      return {
        sessions: sessions.map((session) => ({
          device: session.device,
          createdAt: session.createdAt.toISOString(),
          lastSeenAt: session.lastSeenAt?.toISOString() ?? null,
          current: session.current,
        })),
      };
    },
  );

  app.delete(
    accountPatterns.otherSessions,
    {
      schema: {
        description: 'Logs the user out everywhere except in this browser.',
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await endOtherSessions(request, currentUser(request).id);
      return { message: accountMessages.othersLoggedOut };
    },
  );

  app.get(
    accountPatterns.export,
    { schema: { response: { 200: accountExportSchema } } },
    async (request, reply) => {
      const user = currentUser(request);
      const data = await exportAccount(
        app,
        { userId: user.id, sessions: await listSessions(request, user.id) },
        app.now(),
      );
      const day = app.now().toISOString().slice(0, 10);
      reply
        .header('content-disposition', attachmentDisposition(`arkaja-account-${day}.json`))
        .header('cache-control', 'private, no-store');
      return data;
    },
  );

  app.delete(
    accountPatterns.account,
    {
      schema: {
        description:
          'Erases the user’s personal data (the password confirms it) and ends every session.',
        body: deleteAccountSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request, reply) => {
      const answer = await deleteAccount(
        { db: app.db, passwords: app.passwords },
        { userId: currentUser(request).id, password: request.body.password, ip: request.ip },
        app.now(),
      );
      await endSession(request, reply);
      return answer;
    },
  );
}
