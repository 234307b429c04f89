import { describe, expect, it } from 'vitest';
import { statusBodySchema } from './monitoring.ts';

describe('a ticket status change', () => {
  it.each([
    ['', undefined],
    ['   ', undefined],
    [undefined, undefined],
    ['  Inverter replaced  ', 'Inverter replaced'],
  ])(
    'takes the note %j as %j: a blank note is none, for the form and the route alike',
    (note, stored) => {
      expect(statusBodySchema.parse({ status: 'resolved', note })).toEqual({
        status: 'resolved',
        note: stored,
      });
    },
  );
});
