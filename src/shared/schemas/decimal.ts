import { z } from 'zod';

/**
 * How a number may be written as text (a CSV cell, a form field, a JSON string, a query
 * parameter): decimal digits with an optional fraction, and a minus only where the field takes
 * one. No hex ("0x10"), exponent ("1e3"), Infinity, digit separators ("1_000"), spaces or
 * blank: JavaScript's Number() reads all of those, and "0x10" became 16 kWh.
 */
export type DecimalOptions = { negative?: boolean; integer?: boolean };

function decimalPattern({ negative = false, integer = false }: DecimalOptions): RegExp {
  return new RegExp(`^${negative ? '-?' : ''}\\d+${integer ? '' : '(\\.\\d+)?'}$`);
}

/** The number a plain decimal text stands for, or null for anything else. */
export function parseDecimal(text: string, options: DecimalOptions = {}): number | null {
  if (!decimalPattern(options).test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

/** A zod field for a number written as text: the plain decimal, as a number; `message` else. */
export const decimalString = (message: string, options: DecimalOptions = {}) =>
  z
    .string({ error: message })
    .regex(decimalPattern(options), message)
    .transform(Number)
    .pipe(z.number({ error: message }).refine(Number.isFinite, message));

/** A number sent as JSON, or written as plain decimal text (a form field, a CSV cell). */
export const numberOrDecimalString = (message: string, options: DecimalOptions = {}) =>
  z.union([z.number({ error: message }), decimalString(message, options)], { error: message });
