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

/**
 * One prepared answer per source object, made on its first use and dropped with it: for answers
 * built from an object that is never changed, only replaced (the frozen user of a session-cache
 * entry, decision 033), so each request that shares the object only sends the text.
 */
export function preparedPer<Source extends object, S extends z.ZodType>(
  schema: S,
  build: (source: Source) => z.output<S>,
): (source: Source) => PreparedJson<z.output<S>> {
  const answers = new WeakMap<Source, PreparedJson<z.output<S>>>();
  return (source) => {
    let answer = answers.get(source);
    if (!answer) {
      answer = prepareJson(schema, build(source));
      answers.set(source, answer);
    }
    return answer;
  };
}
