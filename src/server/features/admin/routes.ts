import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  adminContactPageSchema,
  adminDocumentPageSchema,
  adminLeadPageSchema,
  adminListQuerySchema,
  adminPartnerPageSchema,
  adminSummarySchema,
} from '../../../shared/schemas/admin.ts';
import {
  approvePartnerResponseSchema,
  partnerIdParamsSchema,
} from '../../../shared/schemas/partners.ts';
import { siteOrigin } from '../../lib/site-origin.ts';
import { approvePartnerApplication } from '../partners/service.ts';
import { answerAdminList } from './admin-list.ts';
import { contactList, documentList, getAdminSummary, leadList, partnerList } from './service.ts';

/**
 * The admin dashboard (admins only, see policy.ts): its lists, which page, search and export CSV
 * the same way (`?page=&pageSize=&q=&format=csv`), and approving a partner's application.
 */
export async function adminRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  app.get('/api/admin/summary', { schema: { response: { 200: adminSummarySchema } } }, async () =>
    getAdminSummary(app.db, app.now()),
  );

  app.get(
    '/api/admin/partners',
    { schema: { querystring: adminListQuerySchema, response: { 200: adminPartnerPageSchema } } },
    async (request, reply) => {
      const page = await answerAdminList(reply, partnerList(app.db), request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { partners: items, ...info };
    },
  );

  app.get(
    '/api/admin/leads',
    { schema: { querystring: adminListQuerySchema, response: { 200: adminLeadPageSchema } } },
    async (request, reply) => {
      const page = await answerAdminList(reply, leadList(app.db), request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { leads: items, ...info };
    },
  );

  app.get(
    '/api/admin/documents',
    { schema: { querystring: adminListQuerySchema, response: { 200: adminDocumentPageSchema } } },
    async (request, reply) => {
      const page = await answerAdminList(reply, documentList(app.db), request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { documents: items, ...info };
    },
  );

  app.get(
    '/api/admin/contacts',
    { schema: { querystring: adminListQuerySchema, response: { 200: adminContactPageSchema } } },
    async (request, reply) => {
      const page = await answerAdminList(reply, contactList(app.db), request.query, app.now());
      if (!page) return reply;
      const { items, ...info } = page;
      return { contacts: items, ...info };
    },
  );

  app.post(
    '/api/admin/partners/:id/approve',
    { schema: { params: partnerIdParamsSchema, response: { 200: approvePartnerResponseSchema } } },
    async (request) =>
      approvePartnerApplication(
        {
          db: app.db,
          mailer: app.mailer,
          origin: siteOrigin(app.config),
          passwordCost: app.passwordCost,
        },
        request.params.id,
        app.now(),
      ),
  );
}
