import { describe, expect, it } from 'vitest';
import {
  gstinCheckCharacter,
  isValidGstin,
  isValidIfsc,
  isValidPan,
  payoutProfileFormSchema,
  payoutProfileSchema,
} from './finance.ts';

describe('PAN', () => {
  it.each([
    ['ABCPE1234F', true],
    ['AAQCA1234B', true],
    ['ABCXE1234F', false], // X is no holder kind
    ['ABCP1234F', false],
    ['abcpe1234f', false],
  ])('%s → %s', (pan, ok) => expect(isValidPan(pan)).toBe(ok));
});

describe('IFSC', () => {
  it.each([
    ['SBIN0001234', true],
    ['HDFC0ABC123', true],
    ['SBIN1001234', false], // fifth character must be 0
    ['SBI00001234', false],
    ['SBIN000123', false],
  ])('%s → %s', (ifsc, ok) => expect(isValidIfsc(ifsc)).toBe(ok));
});

describe('GSTIN check character', () => {
  it.each([
    ['27AAPFU0939F1Z', 'V'],
    ['29AAGCB7383J1Z', '4'],
    ['08AAQCA1234B1Z', '2'],
  ])('%s → %s', (first14, check) => expect(gstinCheckCharacter(first14)).toBe(check));
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['27AAPFU0939F1ZW', false], // wrong check character
    ['08AAQCA1234B1Z5', false],
    ['08AAQCA1234B1Z2', true],
    ['27AAPFU0939F1AV', false], // 14th must be Z
  ])('%s → %s', (gstin, ok) => expect(isValidGstin(gstin)).toBe(ok));
});

describe('payout profile', () => {
  const good = {
    pan: 'abcpe1234f',
    accountName: 'Asha Traders',
    accountNumber: '0012 3456 7890',
    ifsc: 'sbin0001234',
    gstin: '',
  };
  it('normalises case and spaces, and an empty GSTIN is none', () =>
    expect(payoutProfileSchema.parse(good)).toEqual({
      pan: 'ABCPE1234F',
      accountName: 'Asha Traders',
      accountNumber: '001234567890',
      ifsc: 'SBIN0001234',
      gstin: null,
    }));
  it('the form refuses two different account numbers', () => {
    const result = payoutProfileFormSchema.safeParse({
      ...good,
      accountNumberRepeat: '001234567891',
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.path.join('.'))).toEqual(['accountNumberRepeat']);
  });
  it('names each bad field', () => {
    const result = payoutProfileSchema.safeParse({
      ...good,
      pan: 'X',
      ifsc: 'SBIN1',
      gstin: '27AAPFU0939F1ZW',
    });
    expect(result.error?.issues.map((i) => i.path[0]).sort()).toEqual(['gstin', 'ifsc', 'pan']);
  });
});
