import { describe, expect, it } from 'vitest';
import { type ProposalFormValues, proposalFormSchema } from './proposals.ts';

const FORM: ProposalFormValues = {
  systemKw: '100',
  validUntil: '2026-02-15',
  language: 'en',
  ppaOn: true,
  ppaTariff: '6.5',
  ppaEscalation: '2',
  ppaTerm: '60',
  emiOn: true,
  emiBank: 'State Bank of India',
  emiInterest: '9.5',
  emiTenure: '60',
  purchaseOn: true,
  purchasePrice: '4500000',
};

/** Texts JavaScript's Number() reads as a number that a person does not mean as one. */
const NOT_PLAIN_DECIMALS = ['0x10', '1e3', 'Infinity', '1_000', '0b1', '+5'];

describe("the proposal builder's form", () => {
  it('reads plain decimals as numbers', () => {
    expect(proposalFormSchema.parse(FORM)).toMatchObject({
      systemKw: 100,
      ppa: { tariffPerKwh: 6.5, escalationPct: 2, termMonths: 60 },
      emi: { interestPct: 9.5, tenureMonths: 60 },
      purchase: { price: 4_500_000 },
    });
  });

  it('refuses anything but a plain decimal in every number field', () => {
    const numberFields = (Object.keys(FORM) as (keyof ProposalFormValues)[]).filter(
      (key) => typeof FORM[key] === 'string' && /^\d+(\.\d+)?$/.test(FORM[key] as string),
    );
    expect(numberFields).toHaveLength(7);
    for (const field of numberFields)
      for (const value of NOT_PLAIN_DECIMALS) {
        const result = proposalFormSchema.safeParse({ ...FORM, [field]: value });
        expect(result.success, `${field} = ${value}`).toBe(false);
        expect(result.error?.issues[0]?.path, `${field} = ${value}`).toEqual([field]);
      }
  });
});
