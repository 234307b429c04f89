import {
  co2AvoidedKg,
  expectedAnnualKwh,
  expectedDailyKwh,
  expectedMonthlyKwh,
  KWH_PER_HOME_YEAR,
  treesForCo2Kg,
} from './solar-rules.ts';

/**
 * The customer dashboard's hard-coded sample plant (SPEC sections 2 and 9). Every figure is
 * derived from the inputs below and the rules of thumb (solar-rules.ts), so the cards, bars and
 * impact block always agree.
 */

/** Sample plant size, in kW. */
const SAMPLE_PLANT_SIZE_KW = 75;
/** Rupees saved per unit generated. */
const SAMPLE_RUPEES_PER_UNIT = 10;

const dailyProductionKwh = expectedDailyKwh(SAMPLE_PLANT_SIZE_KW);
const monthlyProductionKwh = expectedMonthlyKwh(SAMPLE_PLANT_SIZE_KW);
// A year is twelve 30-day months, as in the calculator (not 365 days).
const annualProductionKwh = expectedAnnualKwh(SAMPLE_PLANT_SIZE_KW);
const co2KgPerYear = co2AvoidedKg(annualProductionKwh);

/** The sample plant's figures (unrounded; the dashboard formats them). */
export const SAMPLE_PLANT = Object.freeze({
  plantSizeKw: SAMPLE_PLANT_SIZE_KW,
  /** 75 × 3.5 = 262.5 kWh. */
  dailyProductionKwh,
  /** 262.5 × 30 = 7,875 kWh. */
  monthlyProductionKwh,
  /** 7,875 × 12 = 94,500 kWh. */
  annualProductionKwh,
  rupeesPerUnit: SAMPLE_RUPEES_PER_UNIT,
  /** ₹2,625. */
  dailySavings: dailyProductionKwh * SAMPLE_RUPEES_PER_UNIT,
  /** ₹78,750. */
  monthlySavings: monthlyProductionKwh * SAMPLE_RUPEES_PER_UNIT,
  /** ₹9,45,000. */
  annualSavings: annualProductionKwh * SAMPLE_RUPEES_PER_UNIT,
  /** 94,500 × 0.85 = 80,325 kg a year. */
  co2KgPerYear,
  /** 80.325 tonnes a year. */
  co2TonnesPerYear: co2KgPerYear / 1_000,
  /** 80,325 / 20 = 4,016.25 trees. */
  treesEquivalent: treesForCo2Kg(co2KgPerYear),
  /** 94,500 / 1,200 = 78.75 homes. */
  homesPowered: annualProductionKwh / KWH_PER_HOME_YEAR,
});

/**
 * Seasonal generation factors for India by calendar month (January first). Illustrative, not
 * measured: clear skies peak in March–May, the monsoon cuts output in July–August, and winter
 * haze trims December–January. They sum to 12, so the year totals twelve average months.
 */
export const SEASONAL_FACTORS = [
  0.98, 1.05, 1.12, 1.15, 1.12, 1.0, 0.82, 0.8, 0.9, 1.06, 1.04, 0.96,
] as const;

export const MONTH_KEYS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
] as const;
export type MonthKey = (typeof MONTH_KEYS)[number];

export interface MonthlyPerformance {
  /** 1 = January … 12 = December. */
  month: number;
  /** Translation key for the month's short name. */
  key: MonthKey;
  factor: number;
  productionKwh: number;
  savings: number;
}

/** The sample plant's twelve months, January to December, for the performance bars. */
export const SAMPLE_MONTHLY_PERFORMANCE: readonly MonthlyPerformance[] = Object.freeze(
  MONTH_KEYS.map((key, index) => {
    const factor = SEASONAL_FACTORS[index] ?? 1;
    const productionKwh = monthlyProductionKwh * factor;
    return {
      month: index + 1,
      key,
      factor,
      productionKwh,
      savings: productionKwh * SAMPLE_RUPEES_PER_UNIT,
    };
  }),
);

export type TimelineStatus = 'completed' | 'pending';

/** The project timeline (SPEC section 4): only the first stage is done. Labels are i18n keys. */
export const SAMPLE_TIMELINE = [
  { key: 'initial_consultation', status: 'completed' },
  { key: 'site_assessment', status: 'pending' },
  { key: 'documentation_approvals', status: 'pending' },
  { key: 'installation', status: 'pending' },
  { key: 'system_activation', status: 'pending' },
] as const satisfies readonly { key: string; status: TimelineStatus }[];

/** Overall progress in percent: completed stages over all stages (1 of 5 = 20). */
export const SAMPLE_TIMELINE_PROGRESS =
  (SAMPLE_TIMELINE.filter((s) => s.status === 'completed').length / SAMPLE_TIMELINE.length) * 100;

/** The Documents tab's checklist (SPEC section 3), as i18n keys in display order. */
export const SAMPLE_DOCUMENT_CHECKLIST = [
  'electricity_bill',
  'property_ownership_proof',
  'id_proof',
  'building_rooftop_layout',
] as const;
