import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type ErrorBody, notFound } from './errors.ts';
import { adminRoutes } from './features/admin/routes.ts';
import { authRoutes } from './features/auth/routes.ts';
import { contactRoutes } from './features/contact/routes.ts';
import { documentRoutes } from './features/documents/routes.ts';
import { feedbackRoutes } from './features/feedback/routes.ts';
import { healthRoutes } from './features/health/routes.ts';
import { leadRoutes } from './features/leads/routes.ts';
import { newsletterRoutes } from './features/newsletter/routes.ts';
import { partnerRoutes } from './features/partners/routes.ts';
import { seoRoutes } from './features/seo/routes.ts';
import { verificationRoutes } from './features/verification/routes.ts';
import { FULL_PASSWORD_COST, type PasswordCost } from './lib/password.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { OPENAPI_PATH, openApiOptions } from './openapi.ts';
import { errorHandler } from './plugins/error-handler.ts';
import { jsonBody } from './plugins/json-body.ts';
import { pagesPlugin } from './plugins/pages.ts';
import { policyPlugin } from './plugins/policy.ts';
import { securityHeaders } from './plugins/security-headers.ts';
import { sessionPlugin } from './plugins/session.ts';

export type AppDeps = {
  config: Config;
  database: Database;
  /** The clock; tests pass their own to step past expiry times. */
  now?: () => Date;
  mailer?: Mailer;
  /** Without SMTP, mail is also written to files here (main.ts sets it; tests leave it out). */
  mailSpoolDir?: string;
  logger?: boolean;
  /** scrypt cost of new password hashes; tests lower it, the server always uses the full cost. */
  passwordCost?: PasswordCost;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    now: () => Date;
    mailer: Mailer;
    passwordCost: PasswordCost;
  }
}

/** Largest JSON body any route accepts; uploads go through multipart with their own limit. */
const JSON_BODY_LIMIT = 64 * 1024;
const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;

/** Builds the whole application; main.ts listens with it and tests call inject() on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
          },
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // Request ids are made here, never taken from a client's header.
    requestIdHeader: false,
    // Start-up includes migrations and, on first start, hashing the admin password.
    pluginTimeout: 60_000,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const now = deps.now ?? (() => new Date());
  await app.register(
    fp(
      async (instance) => {
        instance.decorate('config', config);
        instance.decorate('database', database);
        instance.decorate('db', database.db);
        instance.decorate('now', now);
        instance.decorate('passwordCost', deps.passwordCost ?? FULL_PASSWORD_COST);
        instance.decorate(
          'mailer',
          deps.mailer ??
            createMailer({
              db: database.db,
              smtpUrl: config.smtpUrl,
              from: config.mailFrom,
              log: instance.log,
              now,
              spoolDir: deps.mailSpoolDir,
            }),
        );
        instance.addHook('onClose', async () => instance.mailer.close());
      },
      { name: 'deps' },
    ),
  );

  // External plugins, then the app's own, then routes.
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(jsonBody);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  await app.register(fastifyRateLimit, {
    global: true,
    max: config.rateLimitPerMinute,
    timeWindow: 60_000,
    // Pages and assets are served from memory, cheaper than the check itself; the API and 404s are limited.
    allowList: (request) => !request.url.startsWith('/api/'),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'FST_RATE_LIMITED',
      message: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
    }),
  });
  await app.register(sessionPlugin);
  await app.register(policyPlugin);
  // Before the routes: it describes each one as it is added.
  await app.register(fastifySwagger, openApiOptions(config));

  // Feature routes: one line each; every /api route needs its entry in policy.ts.

  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(authRoutes);
  await app.register(partnerRoutes);
  await app.register(leadRoutes);
  await app.register(documentRoutes);
  await app.register(feedbackRoutes);
  await app.register(adminRoutes);
  await app.register(verificationRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  app.get(OPENAPI_PATH, async () => app.swagger());

  await app.register(pagesPlugin);

  app.setNotFoundHandler(
    {
      preHandler: app.rateLimit({
        allowList: () => false,
        max: Math.max(30, Math.floor(config.rateLimitPerMinute / 4)),
        timeWindow: 60_000,
      }),
    },
    (request, reply) => {
      if (
        !request.url.startsWith('/api/') &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        app.sendNotFoundPage
      ) {
        return app.sendNotFoundPage(request, reply);
      }
      const error = notFound('There is nothing at this address.');
      return reply
        .code(404)
        .send({ error: { code: error.code, message: error.message } } satisfies ErrorBody);
    },
  );
  return app;
}
