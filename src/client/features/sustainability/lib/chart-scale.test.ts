import { describe, expect, it } from 'vitest';
import { calculateSavings, compareFinancing, cumulativeSeries } from '#shared/calculator.ts';
import { chartGeometry, comparisonGeometry, niceCeiling } from './chart-scale.ts';

const frame = { width: 600, height: 300, margin: { top: 10, right: 20, bottom: 30, left: 80 } };

describe('niceCeiling', () => {
  it('rounds up to 1, 2, 2.5 or 5 times a power of ten', () => {
    expect(niceCeiling(7)).toBe(10);
    expect(niceCeiling(10)).toBe(10);
    expect(niceCeiling(11)).toBe(20);
    expect(niceCeiling(2_100_000)).toBe(2_500_000);
    expect(niceCeiling(3_150_000)).toBe(5_000_000);
  });

  it('gives 1 when there is nothing to show', () => {
    expect(niceCeiling(0)).toBe(1);
    expect(niceCeiling(Number.NaN)).toBe(1);
  });
});

describe('chartGeometry', () => {
  // ₹1,00,000 a month in Delhi: 100 kW, ₹75 Lakh, ₹12 Lakh a year (capped by the bill), 6.25 years.
  const result = calculateSavings({
    monthlyBill: 100_000,
    city: 'delhi',
    roofAreaSqft: 10_000,
    businessType: 'office',
    interestRate: 10,
  });
  const points = cumulativeSeries(result);
  const geometry = chartGeometry(points, result.paybackYears, frame);

  it('spans 25 years along x with a tick every 5 years', () => {
    expect(geometry.yearTicks.map((tick) => tick.value)).toEqual([0, 5, 10, 15, 20, 25]);
    expect(geometry.yearTicks[0]?.position).toBe(80);
    expect(geometry.yearTicks.at(-1)?.position).toBe(580);
  });

  it('scales money to a round top that holds the 25-year savings', () => {
    // 25 × ₹12 Lakh = ₹3 Cr, so the axis tops out at ₹5 Cr.
    expect(geometry.moneyTicks.map((tick) => tick.value)).toEqual([
      0, 12_500_000, 25_000_000, 37_500_000, 50_000_000,
    ]);
    expect(geometry.moneyTicks[0]?.position).toBe(270);
    expect(geometry.moneyTicks.at(-1)?.position).toBe(10);
  });

  it('draws savings from zero and cost as a flat line', () => {
    expect(geometry.savingsPath.startsWith('M80 270 ')).toBe(true);
    expect(geometry.savingsPath.endsWith('L580 114')).toBe(true);
    // ₹75 Lakh of ₹5 Cr is 15% of the 260-unit plot height.
    expect(geometry.costPath).toBe('M80 231 L580 231');
  });

  it('marks the break-even point at the payback year', () => {
    expect(geometry.breakEven).toEqual({ year: 6.25, x: 205, y: 231 });
  });

  it('has no break-even mark when payback comes after the chart ends', () => {
    expect(chartGeometry(points, 30, frame).breakEven).toBeNull();
    expect(chartGeometry(points, null, frame).breakEven).toBeNull();
  });
});

describe('comparisonGeometry', () => {
  // ₹3,00,000 a month in Mumbai on 4,000 sq ft: purchase starts at −₹75 Lakh, PPA ends at ₹4.29 Cr.
  const result = calculateSavings({
    monthlyBill: 300_000,
    city: 'mumbai',
    roofAreaSqft: 4_000,
    businessType: 'office',
    interestRate: 10,
  });
  const geometry = comparisonGeometry(compareFinancing(result).points, frame);

  it('runs money from −₹2 Cr to ₹6 Cr in ₹2 Cr steps, so zero sits on a tick at y 205', () => {
    // (4.29 Cr + 0.75 Cr) / 4 = 1.26 Cr, rounded up to 2 Cr a step.
    expect(geometry.moneyTicks.map((tick) => tick.value)).toEqual([
      -20_000_000, 0, 20_000_000, 40_000_000, 60_000_000,
    ]);
    expect(geometry.zeroY).toBe(205);
    expect(geometry.moneyTicks[0]?.position).toBe(270);
    expect(geometry.moneyTicks.at(-1)?.position).toBe(10);
  });

  it('starts purchase below zero (y 229.4) and EMI and PPA on it, and ends the PPA at y 65.7', () => {
    expect(geometry.paths.purchase.startsWith('M80 229.4 ')).toBe(true);
    expect(geometry.paths.emi.startsWith('M80 205 ')).toBe(true);
    expect(geometry.paths.ppa.startsWith('M80 205 ')).toBe(true);
    expect(geometry.paths.ppa.endsWith('L580 65.7')).toBe(true);
    expect(geometry.paths.purchase.split('L')).toHaveLength(26);
  });
});
