import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.ts';

/**
 * JSON bodies: Fastify's parser with prototype-pollution keys refused, and NUL characters
 * refused up front (PostgreSQL text cannot hold them; they would otherwise surface as 5xx).
 */
export const jsonBody = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (text.includes('\u0000') || /\\u0000/i.test(text)) {
        done(badRequest('The request contains characters that are not allowed.'), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
