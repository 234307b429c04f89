import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseCalculatorQuery } from '../calculator.ts';
import { decimalString, parseDecimal } from './decimal.ts';
import { leadFormSchema } from './leads.ts';

const NOT_PLAIN_DECIMALS = [
  '0x10',
  '1e3',
  'Infinity',
  'NaN',
  ' 12 ',
  '1_000',
  '',
  '0b1',
  '+5',
  '.5',
];

/** The fields of an object schema, through the pipes and defaults zod wraps it in. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  if (schema instanceof z.ZodObject) return schema.shape as Record<string, z.ZodType>;
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  return null;
}

describe('plain decimals', () => {
  it('reads only digits with an optional fraction, and a minus where the field takes one', () => {
    expect(parseDecimal('16')).toBe(16);
    expect(parseDecimal('3906.5')).toBe(3906.5);
    expect(parseDecimal('-5')).toBeNull();
    expect(parseDecimal('-5', { negative: true })).toBe(-5);
    expect(parseDecimal('1.5', { integer: true })).toBeNull();
    for (const text of NOT_PLAIN_DECIMALS) expect(parseDecimal(text), text).toBeNull();
    expect(decimalString('bad').safeParse('0x10').error?.issues[0]?.message).toBe('bad');
  });

  it('is the only way a shared schema field reads a number from text', async () => {
    const found: string[] = [];
    for (const file of readdirSync(import.meta.dirname)) {
      if (!file.endsWith('.ts') || file.endsWith('.test.ts')) continue;
      const module = (await import(`./${file}`)) as Record<string, unknown>;
      for (const [exported, value] of Object.entries(module)) {
        if (!(value instanceof z.ZodType)) continue;
        for (const [name, field] of Object.entries(shapeOf(value) ?? {})) {
          const read = field.safeParse('12');
          if (!read.success || typeof read.data !== 'number') continue;
          found.push(`${exported}.${name}`);
          for (const text of NOT_PLAIN_DECIMALS)
            expect(
              field.safeParse(text).success,
              `${exported}.${name} = ${JSON.stringify(text)}`,
            ).toBe(false);
        }
      }
    }
    expect(found).toEqual(
      expect.arrayContaining([
        'adminListQuerySchema.page',
        'adminListQuerySchema.pageSize',
        'topRatedQuerySchema.limit',
        'upsertPlantSchema.sizeKw',
        'upsertPlantSchema.ratePerKwh',
        'readingSchema.kwh',
        'addReadingsBodySchema.kwh',
        'updateMilestoneSchema.commissionedKw',
      ]),
    );
  });

  it("refuses them in the lead form's size and the calculator's address", () => {
    const form = {
      contactName: 'Vikram Mehta',
      email: 'vikram@example.com',
      phone: '+91 98290 12345',
      businessName: 'Mehta Textiles',
      address: '12 Industrial Area',
      city: 'Jaipur',
      state: 'Rajasthan',
      monthlyBill: '75,000',
    };
    expect(leadFormSchema.safeParse({ ...form, installationSizeKw: '40.5' }).data).toMatchObject({
      installationSizeKw: 40.5,
    });
    // The form trims what was typed, as every text field of it does; blank means no size.
    for (const text of NOT_PLAIN_DECIMALS.filter((t) => t.trim() === t && t !== ''))
      expect(leadFormSchema.safeParse({ ...form, installationSizeKw: text }).success, text).toBe(
        false,
      );
    const defaults = parseCalculatorQuery(new URLSearchParams());
    for (const text of NOT_PLAIN_DECIMALS)
      expect(
        parseCalculatorQuery(new URLSearchParams({ bill: text, roof: text, rate: text })),
        text,
      ).toEqual(defaults);
  });
});
