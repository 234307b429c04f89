import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  checkVerificationCodeResponseSchema,
  checkVerificationCodeSchema,
  sendVerificationCodeResponseSchema,
  sendVerificationCodeSchema,
} from '../../../shared/schemas/verification.ts';
import { checkVerificationCode, sendVerificationCode } from './service.ts';

export async function verificationRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.post(
    '/api/verify/send',
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
    '/api/verify/check',
    {
      schema: {
        body: checkVerificationCodeSchema,
        response: { 200: checkVerificationCodeResponseSchema },
      },
    },
    async (request) =>
      checkVerificationCode(app.db, { ...request.body, ip: request.ip }, app.now()),
  );
}
