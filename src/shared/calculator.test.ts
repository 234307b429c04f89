import { describe, expect, it } from 'vitest';
import {
  BILL_SLIDER,
  BUSINESS_TYPES,
  type CalculatorInput,
  CITIES,
  type CityKey,
  calculateSavings,
  cumulativeSeries,
  DEFAULT_CALCULATOR_INPUT,
  parseCalculatorQuery,
  tariffFor,
  toCalculatorQuery,
} from './calculator.ts';
import {
  isLeadEligible,
  LEAD_ELIGIBILITY_MIN_MONTHLY_BILL,
  REACTIONS,
  reactionByEmoji,
  reactionPoints,
} from './constants.ts';

const input = (over: Partial<CalculatorInput>): CalculatorInput => ({
  ...DEFAULT_CALCULATOR_INPUT,
  ...over,
});

describe('tariffs and inputs', () => {
  it('has the spec tariff table and 10 for any other city', () => {
    expect(tariffFor('delhi')).toBe(10.5);
    expect(tariffFor('mumbai')).toBe(11.2);
    expect(tariffFor('bangalore')).toBe(10.8);
    expect(tariffFor('chennai')).toBe(10.2);
    expect(tariffFor('kolkata')).toBe(9.8);
    expect(tariffFor('hyderabad')).toBe(10.3);
    expect(tariffFor('ahmedabad')).toBe(9.9);
    expect(tariffFor('pune')).toBe(10.5);
    expect(tariffFor('jaipur')).toBe(10);
    expect(tariffFor('lucknow')).toBe(9.7);
    expect(tariffFor('surat')).toBe(10);
    // Not fooled by Object.prototype.
    expect(tariffFor('constructor')).toBe(10);
    expect(tariffFor('toString')).toBe(10);
    expect(CITIES).toHaveLength(10);
  });

  it('has the spec defaults, business types and slider', () => {
    expect(DEFAULT_CALCULATOR_INPUT).toEqual({
      monthlyBill: 5000,
      city: 'delhi',
      roofAreaSqft: 10000,
      businessType: 'manufacturing',
    });
    expect(BUSINESS_TYPES).toEqual([
      'manufacturing',
      'office',
      'retail',
      'warehouse',
      'hospitality',
      'healthcare',
      'education',
      'other',
    ]);
    expect(BILL_SLIDER).toEqual({ min: 1000, max: 500000, step: 1000 });
  });
});

describe('calculateSavings', () => {
  it('works out ₹1,00,000 a month in Jaipur on 10,000 sq ft', () => {
    // By hand:
    //   size = 100000 / 50000 * 50 = 100 kW; roof holds 10000 / 40 = 250 kW → 100 kW, not capped
    //   roof needed = 100 × 35 / 45 / 40 = 3,500 / 4,500 / 4,000 sq ft
    //   units consumed = 100000 / 10 = 10,000 kWh a month
    //   generation = 100 × 3.5 × 30 = 10,500 kWh a month; × 12 = 1,26,000 kWh a year
    //   savings = 10,500 × ₹10 = ₹1,05,000 > bill → capped at ₹1,00,000; × 12 = ₹12,00,000
    //   cost = 100 × 75,000 = ₹75,00,000; payback = 75,00,000 / 12,00,000 = 6.25 years
    //   5 years = ₹60,00,000; CO2 = 1,26,000 × 0.85 / 1000 = 107.1 t; EMI = 75,00,000 / 60 = ₹1,25,000
    //   10,000 sq ft / 10.764 = 929.02 m²
    const r = calculateSavings(input({ monthlyBill: 100_000, city: 'jaipur' }));
    expect(r.tariff).toBe(10);
    expect(r.billBasedSizeKw).toBe(100);
    expect(r.roofMaxKw).toBe(250);
    expect(r.systemSizeKw).toBe(100);
    expect(r.roofLimited).toBe(false);
    expect(r.roofAreaNeededSqft).toEqual({ min: 3500, max: 4500, average: 4000 });
    expect(r.monthlyUnitsConsumed).toBe(10_000);
    expect(r.monthlyGenerationKwh).toBe(10_500);
    expect(r.annualGenerationKwh).toBe(126_000);
    expect(r.monthlySavings).toBe(100_000);
    expect(r.annualSavings).toBe(1_200_000);
    expect(r.savingsCappedByBill).toBe(true);
    expect(r.installationCost).toBe(7_500_000);
    expect(r.paybackYears).toBe(6.25);
    expect(r.fiveYearSavings).toBe(6_000_000);
    expect(r.co2TonnesPerYear).toBeCloseTo(107.1, 9);
    expect(r.financing).toEqual({ termYears: 5, termMonths: 60, monthlyPayment: 125_000 });
    expect(r.roofAreaSqm).toBeCloseTo(929.02, 2);
    expect(r.withinProductRange).toBe(true);
    expect(r.leadEligible).toBe(true);
  });

  it('caps the size by the roof: ₹3,00,000 in Mumbai on 4,000 sq ft', () => {
    // By hand:
    //   bill-based = 300 kW; roof holds 4000 / 40 = 100 kW → 100 kW, roof-limited
    //   units consumed = 300000 / 11.2 = 26,785.71 kWh
    //   generation = 10,500 kWh a month, 1,26,000 a year
    //   savings = 10,500 × 11.2 = ₹1,17,600 (< bill, not capped); × 12 = ₹14,11,200
    //   cost ₹75,00,000; payback = 75,00,000 / 14,11,200 = 5.3146 years
    //   5 years = ₹70,56,000
    const r = calculateSavings({
      monthlyBill: 300_000,
      city: 'mumbai',
      roofAreaSqft: 4_000,
      businessType: 'warehouse',
    });
    expect(r.billBasedSizeKw).toBe(300);
    expect(r.systemSizeKw).toBe(100);
    expect(r.roofLimited).toBe(true);
    expect(r.monthlyUnitsConsumed).toBeCloseTo(26_785.71, 2);
    expect(r.monthlyGenerationKwh).toBe(10_500);
    expect(r.monthlySavings).toBeCloseTo(117_600, 6);
    expect(r.savingsCappedByBill).toBe(false);
    expect(r.annualSavings).toBeCloseTo(1_411_200, 6);
    expect(r.installationCost).toBe(7_500_000);
    expect(r.paybackYears).toBeCloseTo(5.3146, 4);
    expect(r.fiveYearSavings).toBeCloseTo(7_056_000, 6);
    expect(r.co2TonnesPerYear).toBeCloseTo(107.1, 9);
    expect(r.roofAreaNeededSqft).toEqual({ min: 3500, max: 4500, average: 4000 });
  });

  it('uses ₹10 a unit for a city outside the table', () => {
    // By hand: ₹50,000 → 50 kW; consumed 50000 / 10 = 5,000 kWh; generation 50 × 105 = 5,250 kWh;
    // savings 52,500 capped to ₹50,000; cost ₹37,50,000; payback 37,50,000 / 6,00,000 = 6.25
    const r = calculateSavings(input({ monthlyBill: 50_000, city: 'surat' as CityKey }));
    expect(r.tariff).toBe(10);
    expect(r.systemSizeKw).toBe(50);
    expect(r.monthlyUnitsConsumed).toBe(5_000);
    expect(r.monthlyGenerationKwh).toBe(5_250);
    expect(r.monthlySavings).toBe(50_000);
    expect(r.installationCost).toBe(3_750_000);
    expect(r.paybackYears).toBe(6.25);
    expect(r.withinProductRange).toBe(true);
    expect(r.leadEligible).toBe(true);
  });

  it('works out the defaults (₹5,000 in Delhi): below the product range', () => {
    // By hand: 5 kW; consumed 5000 / 10.5 = 476.19 kWh; generation 525 kWh;
    // savings 525 × 10.5 = 5,512.5 capped to ₹5,000; cost ₹3,75,000; EMI ₹6,250
    const r = calculateSavings(DEFAULT_CALCULATOR_INPUT);
    expect(r.systemSizeKw).toBe(5);
    expect(r.monthlyUnitsConsumed).toBeCloseTo(476.19, 2);
    expect(r.monthlyGenerationKwh).toBe(525);
    expect(r.monthlySavings).toBe(5_000);
    expect(r.installationCost).toBe(375_000);
    expect(r.financing.monthlyPayment).toBe(6_250);
    expect(r.withinProductRange).toBe(false);
    expect(r.leadEligible).toBe(false);
  });

  it('returns a null payback when there are no savings', () => {
    const noRoof = calculateSavings(input({ monthlyBill: 100_000, roofAreaSqft: 0 }));
    expect(noRoof.systemSizeKw).toBe(0);
    expect(noRoof.annualSavings).toBe(0);
    expect(noRoof.paybackYears).toBeNull();
    const noBill = calculateSavings(input({ monthlyBill: 0 }));
    expect(noBill.paybackYears).toBeNull();
    const garbage = calculateSavings(input({ monthlyBill: Number.NaN, roofAreaSqft: -50 }));
    expect(garbage.systemSizeKw).toBe(0);
    expect(garbage.paybackYears).toBeNull();
  });

  it('never saves more than the bill, in any city', () => {
    for (const city of CITIES) {
      for (const monthlyBill of [BILL_SLIDER.min, 73_000, BILL_SLIDER.max]) {
        const r = calculateSavings(input({ city, monthlyBill, roofAreaSqft: 1_000_000 }));
        expect(r.monthlySavings).toBeLessThanOrEqual(monthlyBill);
        expect(r.monthlySavings).toBeGreaterThan(0);
      }
    }
  });
});

describe('cumulativeSeries', () => {
  it('gives years 0..25 of cumulative savings against the cost', () => {
    // ₹12,00,000 a year against ₹75,00,000: year 6 = 72,00,000 (still short), year 7 = 84,00,000.
    const r = calculateSavings(input({ monthlyBill: 100_000, city: 'jaipur' }));
    const series = cumulativeSeries(r);
    expect(series).toHaveLength(26);
    expect(series[0]).toEqual({ year: 0, cumulativeSavings: 0, cost: 7_500_000, net: -7_500_000 });
    expect(series[6]?.cumulativeSavings).toBe(7_200_000);
    expect(series[6]?.net).toBeLessThan(0);
    expect(series[7]?.cumulativeSavings).toBe(8_400_000);
    expect(series[7]?.net).toBe(900_000);
    expect(series[25]).toEqual({
      year: 25,
      cumulativeSavings: 30_000_000,
      cost: 7_500_000,
      net: 22_500_000,
    });
  });

  it('takes a different horizon', () => {
    const series = cumulativeSeries({ annualSavings: 100, installationCost: 250 }, 3);
    expect(series.map((p) => p.cumulativeSavings)).toEqual([0, 100, 200, 300]);
    expect(cumulativeSeries({ annualSavings: 100, installationCost: 250 }, -1)).toHaveLength(1);
  });
});

describe('calculator query string', () => {
  it('round-trips inputs', () => {
    const value: CalculatorInput = {
      monthlyBill: 100_000,
      city: 'jaipur',
      roofAreaSqft: 12_500,
      businessType: 'hospitality',
    };
    const query = toCalculatorQuery(value);
    expect(query.toString()).toBe('bill=100000&city=jaipur&roof=12500&type=hospitality');
    expect(parseCalculatorQuery(new URLSearchParams(query.toString()))).toEqual(value);
  });

  it('falls back to defaults for missing or unreadable values', () => {
    expect(parseCalculatorQuery(new URLSearchParams())).toEqual(DEFAULT_CALCULATOR_INPUT);
    expect(
      parseCalculatorQuery(
        new URLSearchParams('bill=abc&city=paris&roof=&type=spaceship&city=constructor'),
      ),
    ).toEqual(DEFAULT_CALCULATOR_INPUT);
    expect(parseCalculatorQuery(new URLSearchParams('bill=Infinity&roof=NaN'))).toEqual(
      DEFAULT_CALCULATOR_INPUT,
    );
  });

  it('clamps numbers and reads names case-insensitively', () => {
    expect(
      parseCalculatorQuery(new URLSearchParams('bill=10&roof=-5&city=%20Mumbai&type=RETAIL')),
    ).toEqual({ monthlyBill: 1_000, city: 'mumbai', roofAreaSqft: 0, businessType: 'retail' });
    const big = parseCalculatorQuery(new URLSearchParams('bill=99999999&roof=5e9'));
    expect(big.monthlyBill).toBe(500_000);
    expect(big.roofAreaSqft).toBe(1_000_000);
    // Whole rupees.
    expect(parseCalculatorQuery(new URLSearchParams('bill=73500.6')).monthlyBill).toBe(73_501);
  });
});

describe('constants (section 9)', () => {
  it('makes a lead eligible at ₹50,000 a month and above', () => {
    expect(LEAD_ELIGIBILITY_MIN_MONTHLY_BILL).toBe(50_000);
    expect(isLeadEligible(49_999)).toBe(false);
    expect(isLeadEligible(49_999.99)).toBe(false);
    expect(isLeadEligible(50_000)).toBe(true);
    expect(isLeadEligible(50_001)).toBe(true);
    expect(isLeadEligible(Number.NaN)).toBe(false);
    expect(calculateSavings(input({ monthlyBill: 49_999 })).leadEligible).toBe(false);
    expect(calculateSavings(input({ monthlyBill: 50_000 })).leadEligible).toBe(true);
  });

  it('scores reactions 1 to 5', () => {
    expect(REACTIONS.map((r) => reactionPoints(r.key))).toEqual([1, 2, 3, 4, 5]);
    expect(reactionPoints('clap')).toBe(5);
    expect(reactionByEmoji('❤️')?.key).toBe('heart');
    expect(reactionByEmoji('\u2764')?.key).toBe('heart');
    expect(reactionByEmoji('🙂')).toBeUndefined();
  });
});
