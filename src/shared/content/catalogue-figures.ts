import {
  CATALOGUE_KWH_PER_KW_YEAR,
  CATALOGUE_RUPEES_SAVED_PER_KW_MONTH,
  co2AvoidedKg,
  treesForKwh,
} from '../solar-rules.ts';

/**
 * The figures the catalogue (testimonials, projects) shows for an installed capacity, rounded
 * for display, from the catalogue's rules of thumb in solar-rules.ts (SPEC sections 3 and 9).
 */

/** kWh per year, whole number. */
export function annualGeneration(capacityKw: number): number {
  return Math.round(capacityKw * CATALOGUE_KWH_PER_KW_YEAR);
}

/** Rupees per month, whole number. */
export function monthlySavings(capacityKw: number): number {
  return Math.round(capacityKw * CATALOGUE_RUPEES_SAVED_PER_KW_MONTH);
}

/** Tonnes of CO2 avoided per year for a yearly generation in kWh, one decimal. */
export function co2Tonnes(kwhPerYear: number): number {
  return Math.round(co2AvoidedKg(kwhPerYear) / 100) / 10;
}

/** Trees equivalent for a yearly generation in kWh, whole number. */
export function treesEquivalent(kwhPerYear: number): number {
  return Math.round(treesForKwh(kwhPerYear));
}
