import { describe, expect, it } from 'vitest';
import { formatLegalDate } from './legal-date.ts';

describe('formatLegalDate', () => {
  it('writes the revision date as the legal pages state it', () => {
    expect(formatLegalDate('2025-05-12', 'en')).toBe('May 12, 2025');
    expect(formatLegalDate('2025-05-12', 'hi')).toBe('12 मई 2025');
  });

  it('keeps the calendar day whatever the time zone', () => {
    expect(formatLegalDate('2025-01-01', 'en')).toBe('January 1, 2025');
    expect(formatLegalDate('2024-12-31', 'en')).toBe('December 31, 2024');
  });

  it('refuses what is not a calendar date', () => {
    expect(() => formatLegalDate('12/05/2025', 'en')).toThrow(RangeError);
    expect(() => formatLegalDate('2025-13-40', 'en')).toThrow(RangeError);
  });
});
