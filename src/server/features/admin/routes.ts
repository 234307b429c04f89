import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { answerList } from '#server/lib/lists.ts';
import { siteOrigin } from '#server/lib/site-origin.ts';
import {
  adminUserPageSchema,
  adminUserResponseSchema,
  auditPageSchema,
  auditQuerySchema,
  changeRoleSchema,
} from '#shared/schemas/account.ts';
import {
  adminContactPageSchema,
  adminDocumentPageSchema,
  adminJobsSchema,
  adminLeadPageSchema,
  adminListQuerySchema,
  adminPartnerPageSchema,
  adminPatterns,
  adminSummarySchema,
} from '#shared/schemas/admin.ts';
import { leadsPatterns } from '#shared/schemas/leads.ts';
import {
  approvePartnerResponseSchema,
  partnerIdParamsSchema,
  partnersPatterns,
} from '#shared/schemas/partners.ts';
import { userIdParamsSchema } from '#shared/schemas/user.ts';
import { leadList } from '../leads/index.ts';
import { approvePartnerApplication } from '../partners/index.ts';
import { currentUser } from '../sessions/index.ts';
import { contactList, documentList, getAdminSummary, partnerList } from './service.ts';
import { auditFilter, auditList, changeUserRole, setUserDisabled, userList } from './users.ts';

/**
 * The admin dashboard (admins only, see access-policy.ts): its lists, which page, search and export CSV
 * the same way (`?page=&pageSize=&q=&format=csv`), and approving a partner's application.
 */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get(
    adminPatterns.summary,
    { schema: { response: { 200: adminSummarySchema } } },
    async (request) => getAdminSummary(app.db, app.now(), currentUser(request).role),
  );

  app.get(adminPatterns.jobs, { schema: { response: { 200: adminJobsSchema } } }, async () => {
    const jobs = await app.jobs.status(app.now());
    const iso = (date: Date | null) => date?.toISOString() ?? null;
    return {
      jobs: jobs.map((job) => ({
        ...job,
        lastRunAt: iso(job.lastRunAt),
        nextRunAt: iso(job.nextRunAt),
      })),
    };
  });

  app.get(
    adminPatterns.partners,
    { schema: { querystring: adminListQuerySchema, response: { 200: adminPartnerPageSchema } } },
    async (request, reply) => {
      const page = await answerList(reply, partnerList(app.db), request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { partners: items, ...info };
    },
  );

  app.get(
    leadsPatterns.staffLeads,
    { schema: { querystring: adminListQuerySchema, response: { 200: adminLeadPageSchema } } },
    async (request, reply) => {
      const page = await answerList(reply, leadList(app.db), request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { leads: items, ...info };
    },
  );

  app.get(
    adminPatterns.documents,
    { schema: { querystring: adminListQuerySchema, response: { 200: adminDocumentPageSchema } } },
    async (request, reply) => {
      const page = await answerList(reply, documentList(app.db), request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { documents: items, ...info };
    },
  );

  app.get(
    adminPatterns.contacts,
    { schema: { querystring: adminListQuerySchema, response: { 200: adminContactPageSchema } } },
    async (request, reply) => {
      const page = await answerList(reply, contactList(app.db), request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { contacts: items, ...info };
    },
  );

  app.post(
    partnersPatterns.approve,
    { schema: { params: partnerIdParamsSchema, response: { 200: approvePartnerResponseSchema } } },
    async (request) =>
      approvePartnerApplication(
        {
          db: app.db,
          mailer: app.mailer,
          origin: siteOrigin(app.config),
          passwords: app.passwords,
        },
        { partnerId: request.params.id, actorId: currentUser(request).id },
        app.now(),
      ),
  );

  app.get(
    adminPatterns.users,
    { schema: { querystring: adminListQuerySchema, response: { 200: adminUserPageSchema } } },
    async (request, reply) => {
      const page = await answerList(reply, userList(app.db), request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { users: items, ...info };
    },
  );

  app.post(
    adminPatterns.disableUser,
    {
      schema: {
        description:
          'Disables an account: it cannot log in and its sessions end. Never the last admin.',
        params: userIdParamsSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) =>
      setUserDisabled(
        app.db,
        { actorId: currentUser(request).id, userId: request.params.id, disabled: true },
        app.now(),
      ),
  );

  app.post(
    adminPatterns.enableUser,
    {
      schema: {
        description: 'Lets a disabled account log in again.',
        params: userIdParamsSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) =>
      setUserDisabled(
        app.db,
        { actorId: currentUser(request).id, userId: request.params.id, disabled: false },
        app.now(),
      ),
  );

  app.put(
    adminPatterns.role,
    {
      schema: {
        description: 'Sets the role (customer, partner or admin); the last admin keeps theirs.',
        params: userIdParamsSchema,
        body: changeRoleSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) =>
      changeUserRole(
        app.db,
        { actorId: currentUser(request).id, userId: request.params.id, role: request.body.role },
        app.now(),
      ),
  );

  app.get(
    adminPatterns.audit,
    {
      schema: {
        description:
          'What staff did, newest first, with the changed fields before and after; searchable by action, target or actor, filtered by actor, entity and days; CSV with format=csv.',
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request, reply) => {
      const page = await answerList(
        reply,
        auditList(app.db),
        request.query,
        app.now(),
        auditFilter(request.query),
      );
      if (!page) return reply;
      const { items, ...info } = page;
      return { audit: items, ...info };
    },
  );
}
