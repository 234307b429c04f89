import { serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { preparedPer, prepareJson } from './prepared-json.ts';

const schema = z.object({ at: z.iso.datetime(), items: z.array(z.object({ id: z.number() })) });

describe('prepareJson', () => {
  it('makes the very text the route serializer makes, once', () => {
    const value = { items: [{ id: 2 }, { id: 1 }], at: '2026-11-23T10:00:00Z' };
    const serialize = serializerCompiler({ schema, method: 'GET', url: '/x' } as never) as (
      data: unknown,
    ) => string;
    const prepared = prepareJson(schema, value);
    expect(prepared.text).toBe(serialize(value));
    expect(prepared.value).toBe(value);
    expect(Object.isFrozen(prepared)).toBe(true);
  });

  it('refuses a value its schema does not allow, as the serializer would', () => {
    expect(() => prepareJson(schema, { items: [{ id: 'x' }], at: 'now' } as never)).toThrow();
  });
});

describe('preparedPer', () => {
  const answerFor = preparedPer(z.object({ name: z.string() }), (user: { name: string }) => ({
    name: user.name,
  }));

  it('prepares one answer per source object and a new one for a new object', () => {
    const first = Object.freeze({ name: 'Asha' });
    expect(answerFor(first).text).toBe('{"name":"Asha"}');
    expect(answerFor(first)).toBe(answerFor(first));
    // A changed account is a new object (the session cache never changes one): a new answer.
    const renamed = Object.freeze({ name: 'Meera' });
    expect(answerFor(renamed).text).toBe('{"name":"Meera"}');
    expect(answerFor(first).text).toBe('{"name":"Asha"}');
  });
});
