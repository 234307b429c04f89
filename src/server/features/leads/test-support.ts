import { randomInt } from 'node:crypto';
import type { CreateLeadInput } from '#shared/schemas/leads.ts';

let sequence = 0;

/** A customer nobody registered yet: a new e-mail address and phone number on every call. */
export function freshContact() {
  sequence += 1;
  const digits = `9${String(randomInt(0, 1e9)).padStart(9, '0')}`;
  return {
    email: `customer-${sequence}-${randomInt(0, 1e6)}@leads.example`,
    phone: `+91 ${digits.slice(0, 5)} ${digits.slice(5)}`,
  };
}

/** A PAN and the GSTIN built on it, new on every call. */
export function freshTaxIds() {
  const letters = (n: number) =>
    Array.from({ length: n }, () => String.fromCharCode(65 + randomInt(0, 26))).join('');
  const panNumber = `${letters(5)}${String(randomInt(0, 10_000)).padStart(4, '0')}${letters(1)}`;
  return { panNumber, gstin: `27${panNumber}1Z5` };
}

/** A complete, eligible lead for a fresh customer; `overrides` change single fields. */
export function leadInput(overrides: Partial<CreateLeadInput> = {}): CreateLeadInput {
  return {
    contactName: 'Vikram Mehta',
    ...freshContact(),
    businessName: 'Mehta Textiles',
    address: 'Plot 7, RIICO Industrial Area',
    city: 'Bhilwara',
    state: 'Rajasthan',
    monthlyBill: 120_000,
    installationSizeKw: 150,
    notes: 'Roof of 20,000 sq ft; owner wants PPA.',
    ...overrides,
  };
}
