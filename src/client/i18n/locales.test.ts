import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const dir = path.join(import.meta.dirname, 'locales');
const read = (language: string, file: string) =>
  JSON.parse(readFileSync(path.join(dir, language, file), 'utf8')) as Record<string, unknown>;

function keys(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

function strings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value === null || typeof value !== 'object') return [];
  return Object.values(value).flatMap(strings);
}

describe('translations', () => {
  const files = readdirSync(path.join(dir, 'en')).filter((f) => f.endsWith('.json'));

  it('has the same files in every language', () => {
    expect(readdirSync(path.join(dir, 'hi')).sort()).toEqual(
      readdirSync(path.join(dir, 'en')).sort(),
    );
  });

  it.each(files.filter((f) => !f.startsWith('messages')))(
    '%s has every English key in Hindi',
    (file) => {
      expect(keys(read('hi', file)).sort()).toEqual(keys(read('en', file)).sort());
    },
  );

  // Message files are keyed by the English sentence (the server's and the schemas' own text):
  // English may leave them empty; what it lists, Hindi must have, and every key is English.
  it.each(files.filter((f) => f.startsWith('messages')))(
    '%s translates English sentences, every English entry included',
    (file) => {
      const hindi = read('hi', file);
      for (const key of Object.keys(read('en', file))) expect(hindi).toHaveProperty([key]);
      const notEnglish = Object.keys(hindi).filter((key) => /[\u0900-\u097F]/.test(key));
      expect(notEnglish).toEqual([]);
      for (const value of Object.values(hindi)) expect(typeof value).toBe('string');
    },
  );

  it.each(files)('%s Hindi strings say लाख and करोड़, not Lakh and Cr', (file) => {
    const english = strings(read('hi', file)).filter((s) => /\b(lakh|crore|cr)\b/i.test(s));
    expect(english).toEqual([]);
  });

  it.each(files)('%s Hindi strings are written in Devanagari', (file) => {
    const untranslated = strings(read('hi', file)).filter(
      (s) => /[a-z]{4,}/i.test(s) && !/[\u0900-\u097F]/.test(s),
    );
    // Brand names, e-mail addresses and codes may stay Latin; whole sentences may not.
    expect(untranslated.filter((s) => s.split(' ').length > 3)).toEqual([]);
  });

  // One word for one unit in each language (the Hindi dashboard said "यूनिट" on its cards and
  // "kWh" in its chart's table): English writes kW and kWh, never "unit"; Hindi writes किलोवाट
  // and यूनिट, never the symbols, except in the CSV's column names (month,kWh).
  it.each(files)('%s names each unit with one word per language', (file) => {
    const english = strings(read('en', file)).filter((text) => /\bunits?\b/i.test(text));
    const hindi = strings(read('hi', file)).filter((text) =>
      /(?<![\w,])kWh?\b|किलोवाट-घंटा/.test(text),
    );
    expect({ english, hindi }).toEqual({ english: [], hindi: [] });
  });
});
