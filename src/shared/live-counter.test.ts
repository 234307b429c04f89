import { describe, expect, it } from 'vitest';
import { equivalents, LIVE_COUNTER_START_KWH, nextCounterValue } from './live-counter.ts';

describe('live counter', () => {
  it('starts at 25 million kWh', () => {
    expect(LIVE_COUNTER_START_KWH).toBe(25_000_000);
  });

  it('adds 10 to 49 kWh a tick', () => {
    // random 0 → +10; 0.5 → 10 + floor(0.5 × 40) = +30; just under 1 → 10 + 39 = +49
    expect(nextCounterValue(25_000_000, () => 0)).toBe(25_000_010);
    expect(nextCounterValue(25_000_000, () => 0.5)).toBe(25_000_030);
    expect(nextCounterValue(25_000_000, () => 0.999_999)).toBe(25_000_049);
    // A misbehaving source stays in range.
    expect(nextCounterValue(100, () => 1)).toBe(149);
    expect(nextCounterValue(100, () => -3)).toBe(110);
    expect(nextCounterValue(100, () => Number.NaN)).toBe(110);
  });

  it('stays in range with Math.random', () => {
    let value = LIVE_COUNTER_START_KWH;
    for (let i = 0; i < 1_000; i++) {
      const next = nextCounterValue(value);
      expect(Number.isInteger(next)).toBe(true);
      expect(next - value).toBeGreaterThanOrEqual(10);
      expect(next - value).toBeLessThanOrEqual(49);
      value = next;
    }
  });
});

describe('equivalents', () => {
  it('converts kWh to CO2, trees, water and homes', () => {
    // 25,000,000 kWh: CO2 × 0.85 = 21,250,000 kg; trees × 0.017 = 425,000;
    // water × 2.5 = 62,500,000 L; homes ÷ 10,950 = 2,283.105…
    const e = equivalents(25_000_000);
    expect(e.co2Kg).toBeCloseTo(21_250_000, 6);
    expect(e.trees).toBeCloseTo(425_000, 6);
    expect(e.waterLitres).toBe(62_500_000);
    expect(e.homes).toBeCloseTo(2_283.105, 3);
    expect(equivalents(10_950).homes).toBe(1);
    expect(equivalents(0)).toEqual({ co2Kg: 0, trees: 0, waterLitres: 0, homes: 0 });
  });
});
