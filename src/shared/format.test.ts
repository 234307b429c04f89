import { describe, expect, it } from 'vitest';
import { formatDuration, formatInr, formatLakhCr, formatNumber, formatPaise } from './format.ts';

describe('formatInr', () => {
  it('uses Indian grouping, the rupee sign and no decimals', () => {
    expect(formatInr(0)).toBe('₹0');
    expect(formatInr(999)).toBe('₹999');
    expect(formatInr(78_750)).toBe('₹78,750');
    expect(formatInr(945_000)).toBe('₹9,45,000');
    expect(formatInr(1_234_567)).toBe('₹12,34,567');
    expect(formatInr(1_234_567.5)).toBe('₹12,34,568');
    expect(formatInr(-2_500)).toBe('-₹2,500');
    expect(formatInr(-0.4)).toBe('₹0');
  });
});

describe('formatLakhCr', () => {
  it('shows lakhs and crores with up to two decimals', () => {
    // 4,50,000 = 4.5 lakh; 1,20,00,000 = 1.2 crore; 75,00,000 = 75 lakh
    expect(formatLakhCr(450_000, 'en')).toBe('₹4.5 Lakh');
    expect(formatLakhCr(12_000_000, 'en')).toBe('₹1.2 Cr');
    expect(formatLakhCr(7_500_000, 'en')).toBe('₹75 Lakh');
    expect(formatLakhCr(100_000, 'en')).toBe('₹1 Lakh');
    // 4,56,789 = 4.56789 lakh → 4.57
    expect(formatLakhCr(456_789, 'en')).toBe('₹4.57 Lakh');
    // 12,34,56,789 = 12.3456789 crore → 12.35
    expect(formatLakhCr(123_456_789, 'en')).toBe('₹12.35 Cr');
    // 1,23,45,00,00,000 = 12,345 crore, grouped
    expect(formatLakhCr(123_450_000_000, 'en')).toBe('₹12,345 Cr');
  });

  it('uses Hindi words in Hindi, with the same Indian grouping and decimals', () => {
    expect(formatLakhCr(450_000, 'hi')).toBe('₹4.5 लाख');
    expect(formatLakhCr(12_000_000, 'hi')).toBe('₹1.2 करोड़');
    // 99,99,999 = 99.99999 lakh → 1 करोड़; 1,23,45,00,00,000 = 12,345 crore, grouped
    expect(formatLakhCr(9_999_999, 'hi')).toBe('₹1 करोड़');
    expect(formatLakhCr(123_450_000_000, 'hi')).toBe('₹12,345 करोड़');
    expect(formatLakhCr(-456_789, 'hi')).toBe('-₹4.57 लाख');
    expect(formatLakhCr(99_999, 'hi')).toBe('₹99,999');
  });

  it('falls back to plain rupees below one lakh', () => {
    expect(formatLakhCr(99_999, 'en')).toBe('₹99,999');
    expect(formatLakhCr(5_000, 'hi')).toBe('₹5,000');
    expect(formatLakhCr(0, 'en')).toBe('₹0');
  });

  it('moves to crore when the lakh figure would round to 100', () => {
    // 99,94,999 = 99.94999 lakh → 99.95 Lakh; 99,99,999 = 99.99999 lakh → 100.00 → 1 Cr
    expect(formatLakhCr(9_994_999, 'en')).toBe('₹99.95 Lakh');
    expect(formatLakhCr(9_999_999, 'en')).toBe('₹1 Cr');
    expect(formatLakhCr(10_000_000, 'en')).toBe('₹1 Cr');
  });

  it('keeps the sign of negative amounts', () => {
    expect(formatLakhCr(-450_000, 'en')).toBe('-₹4.5 Lakh');
    expect(formatLakhCr(-2_500, 'en')).toBe('-₹2,500');
  });
});

describe('formatNumber', () => {
  it('groups the Indian way and limits decimals', () => {
    expect(formatNumber(1_234_567.891, 2)).toBe('12,34,567.89');
    expect(formatNumber(262.5, 1)).toBe('262.5');
    expect(formatNumber(262.5)).toBe('263');
    expect(formatNumber(107.1, 2)).toBe('107.1');
    expect(formatNumber(25_000_000)).toBe('2,50,00,000');
  });
});

describe('formatDuration', () => {
  it('shows m:ss', () => {
    expect(formatDuration(600)).toBe('10:00');
    expect(formatDuration(599)).toBe('9:59');
    expect(formatDuration(61)).toBe('1:01');
    expect(formatDuration(59)).toBe('0:59');
    expect(formatDuration(5)).toBe('0:05');
    expect(formatDuration(0)).toBe('0:00');
  });

  it('rounds partial seconds up and never goes below zero', () => {
    expect(formatDuration(0.2)).toBe('0:01');
    expect(formatDuration(59.5)).toBe('1:00');
    expect(formatDuration(-3)).toBe('0:00');
    expect(formatDuration(Number.NaN)).toBe('0:00');
  });
});

describe('formatPaise', () => {
  it.each([
    [786_400, '₹7,864'],
    [1_234_567, '₹12,345.67'],
    [-50_050, '-₹500.50'],
    [0, '₹0'],
  ])('%i paise → %s', (paise, text) => expect(formatPaise(paise)).toBe(text));
});
