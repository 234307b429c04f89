import { describe, expect, it } from 'vitest';
import {
  MONTH_KEYS,
  SAMPLE_DOCUMENT_CHECKLIST,
  SAMPLE_MONTHLY_PERFORMANCE,
  SAMPLE_PLANT,
  SAMPLE_TIMELINE,
  SAMPLE_TIMELINE_PROGRESS,
  SEASONAL_FACTORS,
} from './sample-plant.ts';

describe('SAMPLE_PLANT', () => {
  it('derives every figure from 75 kW', () => {
    // By hand: 75 × 3.5 = 262.5 kWh a day; × 30 = 7,875 a month; × 12 = 94,500 a year
    // savings at ₹10: ₹2,625 a day, ₹78,750 a month, ₹9,45,000 a year
    // CO2 94,500 × 0.85 = 80,325 kg; trees 80,325 / 20 = 4,016.25; homes 94,500 / 1,200 = 78.75
    expect(SAMPLE_PLANT.plantSizeKw).toBe(75);
    expect(SAMPLE_PLANT.dailyProductionKwh).toBe(262.5);
    expect(SAMPLE_PLANT.monthlyProductionKwh).toBe(7_875);
    expect(SAMPLE_PLANT.annualProductionKwh).toBe(94_500);
    expect(SAMPLE_PLANT.rupeesPerUnit).toBe(10);
    expect(SAMPLE_PLANT.dailySavings).toBe(2_625);
    expect(SAMPLE_PLANT.monthlySavings).toBe(78_750);
    expect(SAMPLE_PLANT.annualSavings).toBe(945_000);
    expect(SAMPLE_PLANT.co2KgPerYear).toBeCloseTo(80_325, 6);
    expect(SAMPLE_PLANT.co2TonnesPerYear).toBeCloseTo(80.325, 9);
    expect(SAMPLE_PLANT.treesEquivalent).toBeCloseTo(4_016.25, 6);
    expect(SAMPLE_PLANT.homesPowered).toBe(78.75);
    expect(Object.isFrozen(SAMPLE_PLANT)).toBe(true);
  });
});

describe('SAMPLE_MONTHLY_PERFORMANCE', () => {
  it('has twelve months whose seasonal factors average 1', () => {
    expect(SAMPLE_MONTHLY_PERFORMANCE).toHaveLength(12);
    expect(SAMPLE_MONTHLY_PERFORMANCE.map((m) => m.month)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
    ]);
    expect(SAMPLE_MONTHLY_PERFORMANCE.map((m) => m.key)).toEqual([...MONTH_KEYS]);
    const factorSum = SEASONAL_FACTORS.reduce((a, b) => a + b, 0);
    expect(factorSum).toBeCloseTo(12, 9);
    const total = SAMPLE_MONTHLY_PERFORMANCE.reduce((a, m) => a + m.productionKwh, 0);
    expect(total).toBeCloseTo(SAMPLE_PLANT.annualProductionKwh, 6);
  });

  it('peaks before the monsoon and dips during it', () => {
    // April: 7,875 × 1.15 = 9,056.25 kWh, ₹90,562.50; August: 7,875 × 0.80 = 6,300 kWh
    const april = SAMPLE_MONTHLY_PERFORMANCE[3];
    const august = SAMPLE_MONTHLY_PERFORMANCE[7];
    expect(april?.productionKwh).toBeCloseTo(9_056.25, 6);
    expect(april?.savings).toBeCloseTo(90_562.5, 6);
    expect(august?.productionKwh).toBeCloseTo(6_300, 6);
    const productions = SAMPLE_MONTHLY_PERFORMANCE.map((m) => m.productionKwh);
    expect(Math.max(...productions)).toBe(april?.productionKwh);
    expect(Math.min(...productions)).toBe(august?.productionKwh);
  });
});

describe('SAMPLE_TIMELINE', () => {
  it('has five stages with only the first completed, 20% progress', () => {
    expect(SAMPLE_TIMELINE.map((s) => s.key)).toEqual([
      'initial_consultation',
      'site_assessment',
      'documentation_approvals',
      'installation',
      'system_activation',
    ]);
    expect(SAMPLE_TIMELINE.map((s) => s.status)).toEqual([
      'completed',
      'pending',
      'pending',
      'pending',
      'pending',
    ]);
    expect(SAMPLE_TIMELINE_PROGRESS).toBe(20);
  });

  it('lists the four sample documents', () => {
    expect(SAMPLE_DOCUMENT_CHECKLIST).toHaveLength(4);
  });
});
