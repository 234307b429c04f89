import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkVerificationCodeResponseSchema,
  checkVerificationCodeSchema,
  sendVerificationCodeResponseSchema,
  sendVerificationCodeSchema,
  verificationPatterns,
} from '#shared/schemas/verification.ts';
import { checkVerificationCode, deleteExpiredCodes, sendVerificationCode } from './service.ts';

const CLEANUP_EVERY_MS = 3600 * 1000;

export async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    verificationPatterns.send,
    {
      schema: {
        body: sendVerificationCodeSchema,
        response: { 200: sendVerificationCodeResponseSchema },
      },
    },
    async (request) =>
      sendVerificationCode(
        { db: app.db, mailer: app.mailer },
        { ...request.body, ip: request.ip },
        app.now(),
      ),
  );

  app.post(
    verificationPatterns.check,
    {
      schema: {
        body: checkVerificationCodeSchema,
        response: { 200: checkVerificationCodeResponseSchema },
      },
    },
    async (request) =>
      checkVerificationCode(app.db, { ...request.body, ip: request.ip }, app.now()),
  );

  let timer: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    timer = setInterval(
      () =>
        deleteExpiredCodes(app.db, app.now()).catch((err) =>
          app.log.warn({ err }, 'verification code cleanup failed'),
        ),
      CLEANUP_EVERY_MS,
    );
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
