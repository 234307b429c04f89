import { describe, expect, it } from 'vitest';
import { calculateSavings, compareFinancing, energyYears } from './calculator.ts';
import { proposalFigures } from './proposal-figures.ts';
import { CITIES } from './solar-rules.ts';

describe('proposal figures', () => {
  it('equal the public calculator’s for the same size, bill, city and loan', () => {
    for (const city of CITIES) {
      for (const monthlyBill of [50_000, 120_000, 480_000]) {
        const calc = calculateSavings({
          monthlyBill,
          city,
          roofAreaSqft: 1_000_000,
          businessType: 'other',
          interestRate: 9.5,
        });
        const figures = proposalFigures({
          systemKw: calc.plantSizeKw,
          monthlyBill,
          city: city.toUpperCase(),
          offers: {
            emi: { bank: 'Any bank', interestPct: 9.5, tenureMonths: 60 },
            ppa: { tariffPerKwh: calc.tariff * 0.75, escalationPct: 0, termMonths: 60 },
          },
          gstRate: 0.05,
        });
        expect(figures.tariff).toBe(calc.tariff);
        expect(figures.annualGenerationKwh).toBe(calc.annualGenerationKwh);
        expect(figures.annualSavings).toBe(calc.annualSavings);
        expect(figures.paybackYears).toBe(calc.paybackYears);
        expect(figures.installationCost).toBe(calc.installationCost);
        expect(figures.years).toEqual(energyYears(calc));
        const comparison = compareFinancing(calc);
        expect(figures.comparison.total.emi).toBeCloseTo(comparison.total.emi, 6);
        expect(figures.comparison.total.ppa).toBeCloseTo(comparison.total.ppa, 6);
        expect(figures.comparison.total.purchase).toBe(comparison.total.purchase);
        expect(figures.comparison.emi).toEqual(comparison.emi);
      }
    }
  });

  it('prices a purchase with its GST and lets the PPA rate rise by its escalation', () => {
    const base = { systemKw: 100, monthlyBill: 120_000, city: 'jaipur', gstRate: 0.05 };
    const bought = proposalFigures({ ...base, offers: { purchase: { price: 4_000_000 } } });
    expect(bought.installationCost).toBe(4_200_000);
    expect(bought.gstAmount).toBe(200_000);
    expect(bought.comparison.upfront.purchase).toBe(4_200_000);
    const flat = proposalFigures({
      ...base,
      offers: { ppa: { tariffPerKwh: 6, escalationPct: 0, termMonths: 60 } },
    });
    const rising = proposalFigures({
      ...base,
      offers: { ppa: { tariffPerKwh: 6, escalationPct: 3, termMonths: 60 } },
    });
    expect(rising.comparison.total.ppa).toBeLessThan(flat.comparison.total.ppa);
    expect(flat.comparison.ppaRate).toBeCloseTo(6, 9);
  });
});
