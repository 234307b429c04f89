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
import { answerAdminList } from './admin-list.ts';
import { contactList, documentList, getAdminSummary, leadList, partnerList } from './service.ts';

/**
 * The admin dashboard's reads (admins only, see policy.ts). Each list pages, searches and
 * exports CSV the same way: `?page=&pageSize=&q=&format=csv`. Approving a partner stays with
 * the partner programme (features/partners).
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
}
