import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors.ts';

/** PostgreSQL text cannot hold a NUL character; refused up front, it never surfaces as a 5xx. */
const notAllowed = () => badRequest('The request contains characters that are not allowed.');

/**
 * JSON bodies: Fastify's parser with prototype-pollution keys refused, and NUL characters
 * refused up front, written or escaped.
 */
export const jsonBody = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = body as string;
      if (text.includes('\u0000') || /\\u0000/i.test(text)) {
        done(notAllowed(), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'request-bodies' },
);

/**
 * Lets the routes of `app` (a feature's scope) take a CSV file as the body, up to `bodyLimit`
 * bytes: it arrives as `{ csv }`, the text whole, NUL characters refused as in JSON.
 */
export function acceptCsvBody(app: FastifyInstance, bodyLimit: number) {
  app.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit }, (_request, body, done) => {
    const text = body as string;
    if (text.includes('\u0000')) {
      done(notAllowed(), undefined);
      return;
    }
    done(null, { csv: text });
  });
}
