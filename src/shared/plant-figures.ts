import { PLANT_STAGES, type PlantStage } from './schemas/plants.ts';
import {
  co2AvoidedKg,
  expectedAnnualKwh,
  expectedDailyKwh,
  expectedMonthlyKwh,
  treesForCo2Kg,
} from './solar-rules.ts';

/**
 * The customer dashboard's figures for a real plant (decision 024), from its size and rate, with the
 * same rules of thumb as the sample plant (solar-rules.ts): the expected generation of a new
 * plant, 30-day months, twelve of them a year, and one tree per 20 kg of CO2.
 */

export interface PlantFigures {
  sizeKw: number;
  ratePerKwh: number;
  dailyProductionKwh: number;
  monthlyProductionKwh: number;
  annualProductionKwh: number;
  monthlySavings: number;
  annualSavings: number;
  co2KgPerYear: number;
  co2TonnesPerYear: number;
  treesEquivalent: number;
}

/** Unrounded; the dashboard formats them. */
export function plantFigures(sizeKw: number, ratePerKwh: number): PlantFigures {
  const dailyProductionKwh = expectedDailyKwh(sizeKw);
  const monthlyProductionKwh = expectedMonthlyKwh(sizeKw);
  const annualProductionKwh = expectedAnnualKwh(sizeKw);
  const co2KgPerYear = co2AvoidedKg(annualProductionKwh);
  return {
    sizeKw,
    ratePerKwh,
    dailyProductionKwh,
    monthlyProductionKwh,
    annualProductionKwh,
    monthlySavings: monthlyProductionKwh * ratePerKwh,
    annualSavings: annualProductionKwh * ratePerKwh,
    co2KgPerYear,
    co2TonnesPerYear: co2KgPerYear / 1_000,
    treesEquivalent: treesForCo2Kg(co2KgPerYear),
  };
}

/** Every stage up to and including the current one is completed; the rest are pending. */
export function plantTimeline(stage: PlantStage) {
  const reached = PLANT_STAGES.indexOf(stage);
  const stages = PLANT_STAGES.map((key, index) => ({
    key,
    status: index <= reached ? ('completed' as const) : ('pending' as const),
  }));
  return { stages, progress: ((reached + 1) / PLANT_STAGES.length) * 100 };
}

/** Days in a `YYYY-MM` month. */
export function daysInMonth(month: string): number {
  const [year, monthNumber] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
}

export interface MonthComparison {
  month: string;
  /** The month's days of `expectedDailyKwh(sizeKw)`. */
  estimateKwh: number;
  actualKwh: number;
  /** (actual − estimate) / estimate, in percent; negative when below the estimate. */
  gapPercent: number;
}

/**
 * Estimate against actual for each month with a reading (oldest first), and the whole period's
 * gap. An estimate of 0 (no size) gives a gap of 0.
 */
export function compareWithEstimate(
  sizeKw: number,
  readings: readonly { month: string; kwh: number }[],
) {
  const gap = (actual: number, estimate: number) =>
    estimate > 0 ? ((actual - estimate) / estimate) * 100 : 0;
  const months: MonthComparison[] = [...readings]
    .sort((a, b) => a.month.localeCompare(b.month))
    .map(({ month, kwh }) => {
      const estimateKwh = expectedDailyKwh(sizeKw) * daysInMonth(month);
      return { month, estimateKwh, actualKwh: kwh, gapPercent: gap(kwh, estimateKwh) };
    });
  const estimateKwh = months.reduce((sum, m) => sum + m.estimateKwh, 0);
  const actualKwh = months.reduce((sum, m) => sum + m.actualKwh, 0);
  return {
    months,
    total: { estimateKwh, actualKwh, gapPercent: gap(actualKwh, estimateKwh) },
  };
}
