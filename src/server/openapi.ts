import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import type { FastifySchema } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiDescriptionPatterns } from '../shared/api-paths.ts';
import { company } from '../shared/company.ts';
import { isStaffRole } from '../shared/permissions.ts';
import type { SessionUser } from '../shared/schemas/user.ts';
import { type Access, isStaffOnly } from './access-policy.ts';
import type { Config } from './config.ts';
import { errorBodySchema } from './errors.ts';
import { ROUTE_AUDIENCES } from './features/auth/index.ts';
import { projectRoot } from './lib/project-root.ts';
import { siteOrigin } from './lib/site-origin.ts';
import { policyFor } from './plugins/access-guard.ts';

/** Where integrators read the API's description. */
export const OPENAPI_PATH = apiDescriptionPatterns.description;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const errorJsonSchema = z.toJSONSchema(errorBodySchema);

/** Who may call a route, in words, for the route's description. */
function describeAccess(access: Access): string {
  if (access === 'public') return 'Access: anyone.';
  if (access === 'user') return 'Access: any signed-in user (the `sid` session cookie).';
  return `Access: staff whose role holds the permission \`${access}\` (src/shared/permissions.ts), signed in with their second factor.`;
}

/**
 * The error answers a route can give, each in the project's error shape: what the policy, the
 * session's origin check, validation, ids, the rate limiter and the server itself can refuse.
 */
function errorStatuses(method: string, url: string, access: Access, validates: boolean) {
  const statuses: Record<number, string> = {};
  if (validates || method === 'POST')
    statuses[400] = 'The request is not valid (`fields` says why).';
  if (access !== 'public') statuses[401] = 'Not signed in.';
  if (access !== 'public' && access !== 'user')
    statuses[403] =
      'Signed in without the permission this needs, or (`mfa_setup_required`) as staff without a second factor.';
  else if (`${method} ${url}` in ROUTE_AUDIENCES)
    statuses[403] =
      'Signed in with a role this is not for, or (`mfa_setup_required`) as staff without a second factor.';
  else if (STATE_CHANGING.has(method))
    statuses[403] = 'Sent with a session cookie from another site (Origin or Referer).';
  if (url.includes(':')) statuses[404] = 'No such record, or not the caller’s.';
  statuses[429] = 'Too many requests; `Retry-After` says when to ask again.';
  statuses[500] = 'Something failed on the server; the answer names no details.';
  return statuses;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];

/**
 * jsonSchemaTransform turns each route's zod schemas into JSON Schema; this adds what the route
 * table knows: its access from API_POLICY, the session it needs, and its error answers. Routes
 * outside /api (pages, health, robots) are not part of the API and are left out.
 */
function describeRoute(input: TransformInput) {
  const transformed = jsonSchemaTransform(input);
  const { url } = transformed;
  // A route that declares no schema (a file download, a redirect) gets one here.
  const schema: FastifySchema & { description?: string } = transformed.schema ?? {};
  const methods = [input.route.method].flat();
  const method = methods.find((m) => m !== 'HEAD') ?? methods[0]!;
  const access = url.startsWith('/api/') ? policyFor(method, input.route.url) : undefined;
  if (!access) return { schema: { ...schema, hide: true }, url };

  const statuses = errorStatuses(
    method,
    input.route.url,
    access,
    Boolean(schema.body || schema.querystring || schema.params),
  );
  const response: Record<string, unknown> = { ...(schema.response as object | undefined) };
  for (const [status, description] of Object.entries(statuses))
    response[status] ??= { description, ...errorJsonSchema };

  return {
    schema: {
      ...schema,
      tags: [url.split('/')[2] ?? 'api'],
      description: [schema.description, describeAccess(access)].filter(Boolean).join('\n\n'),
      ...(access === 'public' ? {} : { security: [{ session: [] }] }),
      'x-access': access,
      response,
    },
    url,
  };
}

const version = (): string =>
  (
    JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as {
      version: string;
    }
  ).version;

/** @fastify/swagger's options: OpenAPI 3 from the routes' own zod schemas and API_POLICY. */
export function openApiOptions(config: Config): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: `${company.shortName} API`,
        description:
          'The API of the website and partner platform. Every error answer has the shape ' +
          '`{ error: { code, message, fields? } }`. State-changing requests that carry the ' +
          'session cookie must come from the site (Origin or Referer).',
        version: version(),
      },
      servers: [{ url: siteOrigin(config) }],
      components: {
        securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
      },
    },
    transform: describeRoute,
  };
}

type Paths = Record<string, Record<string, { 'x-access'?: Access }> | undefined>;

/**
 * The description without the operations only staff may call: what visitors and signed-in
 * customers and partners are shown. Paths left with no operation go too.
 */
export function publicDescription<T extends object>(full: T): T {
  const paths: Paths = {};
  for (const [path, operations] of Object.entries((full as { paths?: Paths }).paths ?? {})) {
    const kept = Object.fromEntries(
      Object.entries(operations ?? {}).filter(
        ([, operation]) => !(operation['x-access'] && isStaffOnly(operation['x-access'])),
      ),
    );
    if (Object.keys(kept).length > 0) paths[path] = kept;
  }
  return { ...full, paths };
}

/** Staff read the whole description; everyone else the public one. */
export const seesFullDescription = (
  user: Pick<SessionUser, 'role' | 'mfaEnabled'> | null,
): boolean => user !== null && isStaffRole(user.role) && user.mfaEnabled;
