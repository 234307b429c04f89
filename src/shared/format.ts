import type { Language } from './languages.ts';
import { CRORE, CURRENCY_CODE, CURRENCY_FRACTION_DIGITS, CURRENCY_LOCALE, LAKH } from './money.ts';

/**
 * Number and money formatting. Digits are always Western Arabic with Indian grouping
 * (12,34,567) in both languages; only the Lakh/Cr words are translated.
 */

const inrFormatter = new Intl.NumberFormat(CURRENCY_LOCALE, {
  style: 'currency',
  currency: CURRENCY_CODE,
  minimumFractionDigits: CURRENCY_FRACTION_DIGITS,
  maximumFractionDigits: CURRENCY_FRACTION_DIGITS,
  // A value that rounds to zero prints "₹0", never "-₹0".
  signDisplay: 'negative',
});

/** Whole rupees, Indian grouping: 1234567 → "₹12,34,567"; -2500 → "-₹2,500". */
export function formatInr(amount: number): string {
  return inrFormatter.format(amount);
}

const numberFormatters = new Map<number, Intl.NumberFormat>();

/**
 * A plain number with Indian grouping and at most `maxFractionDigits` decimals (trailing zeros
 * dropped): formatNumber(1234567.891, 2) → "12,34,567.89"; formatNumber(262.5) → "263".
 */
export function formatNumber(n: number, maxFractionDigits = 0): string {
  const digits = Math.min(20, Math.max(0, Math.trunc(maxFractionDigits) || 0));
  let formatter = numberFormatters.get(digits);
  if (!formatter) {
    formatter = new Intl.NumberFormat(CURRENCY_LOCALE, {
      minimumFractionDigits: 0,
      maximumFractionDigits: digits,
      signDisplay: 'negative',
    });
    numberFormatters.set(digits, formatter);
  }
  return formatter.format(n);
}

/** Decimals shown in a Lakh or Cr figure (trailing zeros dropped). */
const LAKH_CR_FRACTION_DIGITS = 2;

const LAKH_CR_LABELS: Record<Language, { lakh: string; crore: string }> = {
  en: { lakh: 'Lakh', crore: 'Cr' },
  hi: { lakh: 'लाख', crore: 'करोड़' },
};

/**
 * Money as the calculator shows it: "₹4.5 Lakh", "₹1.2 Cr" (Hindi "₹4.5 लाख", "₹1.2 करोड़"),
 * with up to two decimals. Amounts below one lakh fall back to formatInr ("₹99,999"). A lakh
 * figure that would round to 100 Lakh is shown as "₹1 Cr" instead.
 */
export function formatLakhCr(amount: number, language: Language): string {
  const abs = Math.abs(amount);
  if (!Number.isFinite(amount) || abs < LAKH) return formatInr(amount);
  const labels = LAKH_CR_LABELS[language] ?? LAKH_CR_LABELS.en;
  const sign = amount < 0 ? '-' : '';
  const scale = 10 ** LAKH_CR_FRACTION_DIGITS;
  const lakhs = Math.round((abs / LAKH) * scale) / scale;
  if (lakhs < CRORE / LAKH) {
    return `${sign}₹${formatNumber(lakhs, LAKH_CR_FRACTION_DIGITS)} ${labels.lakh}`;
  }
  return `${sign}₹${formatNumber(abs / CRORE, LAKH_CR_FRACTION_DIGITS)} ${labels.crore}`;
}

/**
 * A countdown as m:ss: 600 → "10:00", 59 → "0:59". Fractions round up, so the display reaches
 * "0:00" exactly when the time is up; negative or non-finite input shows "0:00".
 */
export function formatDuration(seconds: number): string {
  const total = Number.isFinite(seconds) ? Math.max(0, Math.ceil(seconds)) : 0;
  const minutes = Math.floor(total / 60);
  const rest = total % 60;
  return `${minutes}:${String(rest).padStart(2, '0')}`;
}

// Made on first use: a formatter made at load time would stay in every page's first load.
let paiseFormatter: Intl.NumberFormat | undefined;

/**
 * Integer paise as rupees, Indian grouping: 786400 → "₹7,864"; 1234567 → "₹12,345.67". Paise
 * are shown only when there are some, so a total rounded to the rupee prints as it is billed.
 */
export function formatPaise(paise: number): string {
  // Display only: an integer over 100 prints exactly to two decimals.
  if (paise % 100 === 0) return formatInr(paise / 100);
  paiseFormatter ??= new Intl.NumberFormat(CURRENCY_LOCALE, {
    style: 'currency',
    currency: CURRENCY_CODE,
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
    signDisplay: 'negative',
  });
  return paiseFormatter.format(paise / 100);
}
