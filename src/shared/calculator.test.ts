import { describe, expect, it } from 'vitest';
import {
  amortisationSchedule,
  BILL_SLIDER,
  BUSINESS_TYPES,
  type CalculatorInput,
  COMPARISON_ASSUMPTIONS,
  calculateSavings,
  compareFinancing,
  cumulativeSeries,
  DEFAULT_CALCULATOR_INPUT,
  emiPayment,
  energyYears,
  parseCalculatorQuery,
  toCalculatorQuery,
} from './calculator.ts';
import { isLeadEligible, LEAD_ELIGIBILITY_MIN_MONTHLY_BILL } from './product.ts';
import { REACTIONS, reactionByEmoji, reactionPoints } from './reactions.ts';
import { CITIES, type CityKey, tariffFor } from './solar-rules.ts';

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
      interestRate: 10,
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
    expect(r.plantSizeKw).toBe(100);
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
    // EMI of ₹75,00,000 at 10 % for 60 months: 75 × ₹2,124.70 (the ₹1 lakh instalment).
    expect(r.financing.termYears).toBe(5);
    expect(r.financing.termMonths).toBe(60);
    expect(r.financing.annualRatePercent).toBe(10);
    expect(r.financing.monthlyPayment).toBeCloseTo(159_352.84, 2);
    expect(r.financing.totalInterest).toBeCloseTo(2_061_170.12, 2);
    // 10,500 kWh generated, 10,000 used (₹1,00,000 / ₹10): 500 exported without credit.
    expect(r.savingsCappedByBill).toBe(true);
    expect(r.monthlySurplusKwh).toBeCloseTo(500, 9);
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
      interestRate: 10,
    });
    expect(r.billBasedSizeKw).toBe(300);
    expect(r.plantSizeKw).toBe(100);
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
    expect(r.plantSizeKw).toBe(50);
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
    expect(r.plantSizeKw).toBe(5);
    expect(r.monthlyUnitsConsumed).toBeCloseTo(476.19, 2);
    expect(r.monthlyGenerationKwh).toBe(525);
    expect(r.monthlySavings).toBe(5_000);
    expect(r.installationCost).toBe(375_000);
    expect(r.financing.monthlyPayment).toBeCloseTo(7_967.64, 2);
    expect(r.withinProductRange).toBe(false);
    expect(r.leadEligible).toBe(false);
  });

  it('returns a null payback when there are no savings', () => {
    const noRoof = calculateSavings(input({ monthlyBill: 100_000, roofAreaSqft: 0 }));
    expect(noRoof.plantSizeKw).toBe(0);
    expect(noRoof.annualSavings).toBe(0);
    expect(noRoof.paybackYears).toBeNull();
    const noBill = calculateSavings(input({ monthlyBill: 0 }));
    expect(noBill.paybackYears).toBeNull();
    const garbage = calculateSavings(input({ monthlyBill: Number.NaN, roofAreaSqft: -50 }));
    expect(garbage.plantSizeKw).toBe(0);
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

describe('EMI on the reducing balance', () => {
  it('charges ₹2,124.70 a month on ₹1,00,000 at 10 % for 60 months (₹27,482.27 interest)', () => {
    expect(emiPayment(100_000, 10, 60)).toBeCloseTo(2_124.7, 2);
    expect(emiPayment(100_000, 10, 60) * 60 - 100_000).toBeCloseTo(27_482.27, 1);
  });

  it('matches the amortisation table: month 1 ₹833.33 interest, ₹1,291.37 principal, ₹98,708.63 owed', () => {
    const table = amortisationSchedule(100_000, 10, 60);
    const rows = [
      [1, 833.33, 1_291.37, 98_708.63],
      [2, 822.57, 1_302.13, 97_406.5],
      [3, 811.72, 1_312.98, 96_093.51],
      [12, 709.9, 1_414.8, 83_773.19],
    ] as const;
    for (const [month, interest, principal, balance] of rows) {
      const row = table[month - 1];
      expect(row?.month).toBe(month);
      expect(row?.interest).toBeCloseTo(interest, 2);
      expect(row?.principal).toBeCloseTo(principal, 2);
      expect(row?.balance).toBeCloseTo(balance, 1);
    }
    expect(table).toHaveLength(60);
    expect(table[59]?.balance).toBeCloseTo(0, 6);
    const principalRepaid = table.reduce((sum, row) => sum + row.principal, 0);
    expect(principalRepaid).toBeCloseTo(100_000, 6);
  });

  it('charges less interest each month as the balance falls, and none at 0 % (₹1,00,000 / 60 = ₹1,666.67)', () => {
    const table = amortisationSchedule(250_000, 12, 60);
    for (let i = 1; i < table.length; i++)
      expect(table[i]?.interest).toBeLessThan(table[i - 1]?.interest ?? 0);
    expect(emiPayment(100_000, 0, 60)).toBeCloseTo(1_666.67, 2);
    expect(emiPayment(0, 10, 60)).toBe(0);
  });

  it('uses the interest rate the user gives, clamped to 0–30 %', () => {
    expect(
      calculateSavings(input({ monthlyBill: 100_000, interestRate: 12 })).financing.monthlyPayment,
    ).toBeCloseTo(emiPayment(7_500_000, 12, 60), 6);
    expect(calculateSavings(input({ interestRate: 99 })).financing.annualRatePercent).toBe(30);
    expect(calculateSavings(input({ interestRate: -5 })).financing.annualRatePercent).toBe(0);
  });
});

describe('25 years: escalation and degradation', () => {
  // ₹3,00,000 a month in Mumbai on 4,000 sq ft: 100 kW, 1,26,000 kWh a year, all used on site.
  const mumbai = calculateSavings(
    input({ monthlyBill: 300_000, city: 'mumbai', roofAreaSqft: 4_000, interestRate: 10 }),
  );

  it('states 3 % escalation, 0.5 % degradation, 25 years, a 60-month PPA at 75 % of the tariff', () => {
    expect(COMPARISON_ASSUMPTIONS).toMatchObject({
      years: 25,
      tariffEscalation: 0.03,
      moduleDegradation: 0.005,
      ppaTermMonths: 60,
      emiTermMonths: 60,
      ppaRateShareOfTariff: 0.75,
    });
  });

  it('grows uncapped savings by 1.03 × 0.995 a year: ₹14,11,200 then ₹14,46,268.32, year 25 ₹25,43,524.34', () => {
    const years = energyYears(mumbai);
    expect(years).toHaveLength(25);
    expect(years[0]?.savings).toBeCloseTo(1_411_200, 2);
    expect(years[0]?.savings).toBeCloseTo(mumbai.annualSavings, 6);
    expect(years[1]?.tariff).toBeCloseTo(11.536, 9);
    expect(years[1]?.generationKwh).toBeCloseTo(125_370, 6);
    expect(years[1]?.savings).toBeCloseTo(1_446_268.32, 2);
    expect(years[24]?.savings).toBeCloseTo(2_543_524.34, 2);
    for (let i = 1; i < years.length; i++)
      expect((years[i]?.savings ?? 0) / (years[i - 1]?.savings ?? 1)).toBeCloseTo(1.03 * 0.995, 12);
  });

  it('caps savings at consumption: ₹1,00,000 in Jaipur exports 6,000 kWh in year 1 and none from year 11', () => {
    const jaipur = calculateSavings(input({ monthlyBill: 100_000, city: 'jaipur' }));
    const years = energyYears(jaipur);
    expect(years[0]?.savings).toBeCloseTo(1_200_000, 6);
    expect(years[0]?.surplusKwh).toBeCloseTo(6_000, 6);
    expect(years[1]?.surplusKwh).toBeCloseTo(5_370, 6);
    expect(years[1]?.savings).toBeCloseTo(1_236_000, 6);
    expect(years[9]?.surplusKwh).toBeCloseTo(442.09, 2);
    expect(years[10]?.surplusKwh).toBe(0);
    expect(years[10]?.savings).toBeCloseTo(1_610_547.73, 2);
    for (const year of years)
      expect(year.generationKwh - year.surplusKwh).toBeLessThanOrEqual(120_000 + 1e-6);
  });

  it('keeps flat figures with no escalation and no degradation', () => {
    const flat = energyYears(mumbai, { years: 3, tariffEscalation: 0, moduleDegradation: 0 });
    expect(flat.map((y) => y.savings)).toEqual(
      [1_411_200, 1_411_200, 1_411_200].map((v) => expect.closeTo(v, 6)),
    );
  });
});

describe('compareFinancing: purchase, EMI and PPA', () => {
  const mumbai = calculateSavings(
    input({ monthlyBill: 300_000, city: 'mumbai', roofAreaSqft: 4_000, interestRate: 10 }),
  );
  const comparison = compareFinancing(mumbai);
  const at = (year: number) => comparison.points[year];

  it('starts purchase at −₹75,00,000 and EMI and PPA at 0 upfront', () => {
    expect(comparison.upfront).toEqual({ purchase: 7_500_000, emi: 0, ppa: 0 });
    expect(at(0)).toEqual({ year: 0, purchase: -7_500_000, emi: 0, ppa: 0 });
    expect(comparison.points).toHaveLength(26);
  });

  it('year 1: purchase −₹60,88,800, EMI −₹5,01,034.02 (12 × ₹1,59,352.84), PPA +₹3,52,800 (₹8.40 a unit)', () => {
    expect(comparison.ppaRate).toBeCloseTo(8.4, 9);
    expect(comparison.emi.monthlyPayment).toBeCloseTo(159_352.84, 2);
    expect(at(1)?.purchase).toBeCloseTo(-6_088_800, 2);
    expect(at(1)?.emi).toBeCloseTo(-501_034.02, 2);
    expect(at(1)?.ppa).toBeCloseTo(352_800, 2);
  });

  it('after the 60 months every option keeps the whole saving: year 6 adds ₹15,95,475.34 to each', () => {
    for (const option of ['purchase', 'emi', 'ppa'] as const)
      expect((at(6)?.[option] ?? 0) - (at(5)?.[option] ?? 0)).toBeCloseTo(1_595_475.34, 2);
    expect(at(5)?.purchase).toBeCloseTo(-84_493.51, 2);
    expect(at(5)?.emi).toBeCloseTo(-2_145_663.63, 2);
    expect(at(5)?.ppa).toBeCloseTo(2_176_162.55, 2);
  });

  it('totals 25 years: purchase ₹4,06,09,896.34, EMI ₹3,85,48,726.22, PPA ₹4,28,70,552.40', () => {
    expect(comparison.total.purchase).toBeCloseTo(40_609_896.34, 1);
    expect(comparison.total.emi).toBeCloseTo(38_548_726.22, 1);
    expect(comparison.total.ppa).toBeCloseTo(42_870_552.4, 1);
    // EMI costs exactly its interest more than buying outright.
    expect(comparison.total.purchase - comparison.total.emi).toBeCloseTo(
      comparison.emi.totalInterest,
      4,
    );
  });

  it('breaks even in year 6 (purchase) and 7 (EMI); the PPA never goes below zero', () => {
    expect(comparison.breakEvenYear).toEqual({ purchase: 6, emi: 7, ppa: null });
  });

  it('makes every curve rise once payments end, and EMI at 0 % equal to purchase by year 5', () => {
    for (let year = 6; year <= 25; year++)
      for (const option of ['purchase', 'emi', 'ppa'] as const)
        expect(at(year)?.[option] ?? 0).toBeGreaterThan(at(year - 1)?.[option] ?? 0);
    const free = compareFinancing({ ...mumbai, input: { ...mumbai.input, interestRate: 0 } });
    expect(free.points[5]?.emi).toBeCloseTo(free.points[5]?.purchase ?? 0, 4);
    expect(free.total.emi).toBeCloseTo(free.total.purchase, 4);
  });
});

describe('calculator query string', () => {
  it('round-trips inputs', () => {
    const value: CalculatorInput = {
      monthlyBill: 100_000,
      city: 'jaipur',
      roofAreaSqft: 12_500,
      businessType: 'hospitality',
      interestRate: 9.5,
    };
    const query = toCalculatorQuery(value);
    expect(query.toString()).toBe('bill=100000&city=jaipur&roof=12500&type=hospitality&rate=9.5');
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
      parseCalculatorQuery(
        new URLSearchParams('bill=10&roof=-5&city=%20Mumbai&type=RETAIL&rate=-1'),
      ),
    ).toEqual({
      monthlyBill: 1_000,
      city: 'mumbai',
      roofAreaSqft: 0,
      businessType: 'retail',
      interestRate: 0,
    });
    const big = parseCalculatorQuery(new URLSearchParams('bill=99999999&roof=5000000000&rate=45'));
    expect(big.monthlyBill).toBe(500_000);
    expect(big.roofAreaSqft).toBe(1_000_000);
    expect(big.interestRate).toBe(30);
    expect(parseCalculatorQuery(new URLSearchParams('rate=abc')).interestRate).toBe(10);
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
