import fastifyCookie from '@fastify/cookie';
import fastifyMultipart from '@fastify/multipart';
import fastifyRateLimit from '@fastify/rate-limit';
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { decorateApiRouteSlot } from './access-policy.ts';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import { type ErrorBody, notFound } from './errors.ts';
import { accountRoutes } from './features/account/index.ts';
import { adminRoutes } from './features/admin/index.ts';
import { authRoutes, defineRecoveryJobs } from './features/auth/index.ts';
import { clientErrorRoutes } from './features/client-errors/index.ts';
import { contactRoutes } from './features/contact/index.ts';
import { documentRoutes } from './features/documents/index.ts';
import { earningsRoutes } from './features/earnings/index.ts';
import { feedbackRoutes } from './features/feedback/index.ts';
import { financeRoutes, sealStoredAccountNumbers } from './features/finance/index.ts';
import { healthRoutes } from './features/health/index.ts';
import { leadRoutes } from './features/leads/index.ts';
import { mfaRoutes, sealStoredMfaSecrets } from './features/mfa/index.ts';
import { monitoringRoutes } from './features/monitoring/index.ts';
import { newsletterRoutes } from './features/newsletter/index.ts';
import { partnerRoutes } from './features/partners/index.ts';
import { plantRoutes } from './features/plants/index.ts';
import { projectRoutes } from './features/projects/index.ts';
import { proposalRoutes } from './features/proposals/index.ts';
import { seoRoutes } from './features/seo/index.ts';
import { verificationRoutes } from './features/verification/index.ts';
import { HTTP_TIMEOUTS, type HttpTimeouts } from './http-timeouts.ts';
import { createJobs, type Jobs, registerServerJobs } from './jobs/index.ts';
import { BackgroundTasks } from './lib/background-tasks.ts';
import { apiRateLimit, rateLimitedMessage } from './lib/general-api-rate-limit.ts';
import { rateLimitStoreOf, sharedRateLimitStore } from './lib/general-api-rate-limit-store.ts';
import { FAST_TEST_PASSWORD_COST, PasswordHasher } from './lib/password.ts';
import { loadSealedSecrets, type SealedSecrets } from './lib/sealed-secrets.ts';
import { siteOrigin } from './lib/site-origin.ts';
import { loggerOptions, requestLoggerFactory } from './logging.ts';
import { createMailer, type Mailer } from './mail/mailer.ts';
import { OPENAPI_PATH, openApiOptions, publicDescription, seesFullDescription } from './openapi.ts';
import { policyPlugin } from './plugins/access-guard.ts';
import { clientErrorHandler, errorHandler, sendFrameworkError } from './plugins/error-handler.ts';
import { metricsPlugin } from './plugins/metrics.ts';
import { pagesPlugin } from './plugins/pages.ts';
import { jsonBody } from './plugins/request-bodies.ts';
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
  /** Shorter waits on clients, for tests; HTTP_TIMEOUTS otherwise. */
  timeouts?: Partial<HttpTimeouts>;
  /** false: no log; an object: the log at `level` into `stream` (tests that read it); default: stdout at LOG_LEVEL. */
  logger?: false | { level: string; stream: NodeJS.WritableStream };
  /** How often an idle job worker looks for work (seconds, at least 0.5); tests shorten it. */
  jobPollSeconds?: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Database;
    db: Db;
    now: () => Date;
    mailer: Mailer;
    passwords: PasswordHasher;
    background: BackgroundTasks;
    /** Background and scheduled work (jobs/index.ts); main.ts starts it, tests may. */
    jobs: Jobs;
    /** Seals secrets stored in the database (lib/sealed-secrets.ts, decision 054). */
    secrets: SealedSecrets;
  }
}

/** How paths match routes; the access guard matches /api paths with the same options. */
const ROUTER_OPTIONS = { ignoreTrailingSlash: true, maxParamLength: 200 };

/** Largest JSON body any route accepts; uploads go through multipart with their own limit. */
const JSON_BODY_LIMIT = 64 * 1024;
const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024;
/** Both request limits (the general /api one and the 404s') count per client and minute. */
const RATE_LIMIT_WINDOW_MS = 60_000;

/**
 * Puts the general rate limit on every /api route as it is added (any method, HEAD included),
 * by the same test of the route as the access guard's. Pages and assets are served from memory,
 * cheaper than the check itself, so they are not counted; nor does any other request pay for
 * deciding that (decision 037).
 */
function limitApiRoutes(app: FastifyInstance, limit: onRequestHookHandler) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/')) return;
    const existing = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...existing, limit];
  });
}

/** Builds the whole application; main.ts listens with it and tests call inject() on it. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, database } = deps;
  const timeouts = { ...HTTP_TIMEOUTS, ...deps.timeouts };
  const app = Fastify({
    logger:
      deps.logger === false
        ? false
        : deps.logger
          ? { ...loggerOptions(deps.logger.level), stream: deps.logger.stream }
          : loggerOptions(config.logLevel),
    childLoggerFactory: requestLoggerFactory,
    trustProxy: config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    routerOptions: ROUTER_OPTIONS,
    // Request ids are made here, never taken from a client's header.
    requestIdHeader: false,
    // Requests refused before routing get the same JSON errors as the rest.
    frameworkErrors: sendFrameworkError,
    clientErrorHandler,
    connectionTimeout: timeouts.idle,
    keepAliveTimeout: timeouts.keepAlive,
    requestTimeout: timeouts.request,
    http: {
      headersTimeout: timeouts.headers,
      connectionsCheckingInterval: timeouts.checkEvery,
      // A request without Host is refused by the app, with its JSON error (error-handler.ts).
      requireHostHeader: false,
    },
    // Requests that arrive on an open connection while shutting down are still answered (with
    // `Connection: close`, see connection-drain.ts) rather than with Fastify's own 503 body.
    return503OnClosing: false,
    // Start-up includes migrations and, on first start, hashing the admin password.
    pluginTimeout: 60_000,
  });
  decorateApiRouteSlot(app);
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
        const fastHashing = config.passwordHashing === 'fast-for-tests';
        instance.decorate(
          'passwords',
          new PasswordHasher(fastHashing ? FAST_TEST_PASSWORD_COST : undefined),
        );
        if (fastHashing)
          instance.log.warn(
            'PASSWORD_HASHING=fast-for-tests: new passwords are hashed at a test cost, not OWASP’s',
          );
        instance.decorate(
          'secrets',
          loadSealedSecrets({ ...config.dataEncryption, dataDir: config.dataDir }),
        );
        instance.decorate('background', new BackgroundTasks(instance.log));
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
              firstRetryMs: config.mailRetryMs,
            }),
        );
        const jobs = createJobs({ database, log: instance.log, pollSeconds: deps.jobPollSeconds });
        registerServerJobs(jobs, {
          db: database.db,
          now,
          log: instance.log,
          mailer: instance.mailer,
          origin: siteOrigin(config),
          ticketSla: config.ticketSla,
          finance: { db: database.db, mailer: instance.mailer, origin: siteOrigin(config) },
        });
        defineRecoveryJobs(jobs, {
          db: database.db,
          mailer: instance.mailer,
          origin: siteOrigin(config),
          now,
        });
        instance.decorate('jobs', jobs);
        instance.addHook('onClose', async () => {
          await instance.jobs.stop();
          await instance.background.idle();
          await instance.mailer.close();
        });
      },
      { name: 'deps' },
    ),
  );

  // External plugins, then the app's own, then routes.
  await app.register(errorHandler);
  await app.register(securityHeaders);
  await app.register(metricsPlugin);
  await app.register(jsonBody);
  await app.register(fastifyCookie);
  await app.register(fastifyMultipart, {
    limits: { fileSize: UPLOAD_LIMIT_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  // In Redis when REDIS_URL is set, so every process counts a client together.
  const rateLimitStore = await sharedRateLimitStore(app, config.redisUrl);
  // The plugin counts the not-found handler's limit; the general one is our own hook (below).
  await app.register(fastifyRateLimit, {
    global: false,
    ...rateLimitStore,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'FST_RATE_LIMITED',
      message: rateLimitedMessage(Math.ceil(context.ttl / 1000)),
    }),
  });
  limitApiRoutes(
    app,
    apiRateLimit(rateLimitStoreOf(rateLimitStore), {
      max: config.rateLimitPerMinute,
      windowMs: RATE_LIMIT_WINDOW_MS,
    }),
  );
  await app.register(sessionPlugin);
  await app.register(policyPlugin, { routerOptions: ROUTER_OPTIONS });
  // Before the routes: it describes each one as it is added.
  await app.register(fastifySwagger, openApiOptions(config));

  // Feature routes: one line each; every /api route needs its entry in access-policy.ts.

  await app.register(healthRoutes);
  await app.register(seoRoutes);
  await app.register(authRoutes);
  await app.register(mfaRoutes);
  // Secrets stored before they were sealed (or under a previous key) are sealed before serving.
  app.addHook('onReady', async () => {
    await sealStoredMfaSecrets(app);
    await sealStoredAccountNumbers(app);
  });
  await app.register(accountRoutes);
  await app.register(partnerRoutes);
  await app.register(leadRoutes);
  await app.register(documentRoutes);
  await app.register(feedbackRoutes);
  await app.register(adminRoutes);
  await app.register(verificationRoutes);
  await app.register(contactRoutes);
  await app.register(newsletterRoutes);
  await app.register(clientErrorRoutes);
  await app.register(earningsRoutes);
  await app.register(plantRoutes);
  await app.register(monitoringRoutes);
  await app.register(proposalRoutes);
  await app.register(financeRoutes);
  await app.register(projectRoutes);
  // Built once, on first request: the routes are all known by then.
  let descriptions: { full: object; public: object } | undefined;
  app.get(OPENAPI_PATH, async (request) => {
    const full = app.swagger();
    descriptions ??= { full, public: publicDescription(full) };
    return seesFullDescription(request.user) ? descriptions.full : descriptions.public;
  });

  await app.register(pagesPlugin);

  app.setNotFoundHandler(
    {
      preHandler: app.rateLimit({
        max: Math.max(30, Math.floor(config.rateLimitPerMinute / 4)),
        timeWindow: RATE_LIMIT_WINDOW_MS,
      }),
    },
    async (request, reply) => {
      await app.refuseMethodOnApiPath(request, reply);
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
