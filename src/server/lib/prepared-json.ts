import type { FastifyReply } from 'fastify';
import { z } from 'zod';

/**
 * A JSON answer checked against its response schema and serialised once, for an answer that
 * many requests share (a cached one): each request then only sends the text.
 */
export type PreparedJson<T> = { readonly value: T; readonly text: string };

/**
 * What a route's serializer (fastify-type-provider-zod) does on every request, done once:
 * encode with the schema (a value that does not fit throws), then JSON.stringify.
 */
export function prepareJson<S extends z.ZodType, T extends z.output<S>>(
  schema: S,
  value: T,
): PreparedJson<T> {
  return Object.freeze({ value, text: JSON.stringify(z.encode(schema, value)) });
}

/** Sends a prepared answer: a string with a JSON type passes Fastify's serializer untouched. */
export function sendPreparedJson(reply: FastifyReply, prepared: PreparedJson<unknown>) {
  return reply.type('application/json; charset=utf-8').send(prepared.text);
}
