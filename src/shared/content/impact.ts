/**
 * The rules of thumb the catalogue uses to turn an installed capacity into impact figures
 * (SPEC sections 3 and 9).
 */

/** kWh generated per installed kW per year. */
const KWH_PER_KW_YEAR = 1277;
/** Rupees saved per installed kW per month. */
const RUPEES_SAVED_PER_KW_MONTH = 1050;
/** kg of CO2 avoided per kWh of solar generation. */
export const CO2_KG_PER_KWH = 0.85;
/** Trees equivalent per kWh of solar generation. */
export const TREES_PER_KWH = 0.017;

/** kWh per year, whole number. */
export function annualGeneration(capacityKw: number): number {
  return Math.round(capacityKw * KWH_PER_KW_YEAR);
}

/** Rupees per month, whole number. */
export function monthlySavings(capacityKw: number): number {
  return Math.round(capacityKw * RUPEES_SAVED_PER_KW_MONTH);
}

/** Tonnes of CO2 avoided per year for a yearly generation in kWh, one decimal. */
export function co2Tonnes(kwhPerYear: number): number {
  return Math.round((kwhPerYear * CO2_KG_PER_KWH) / 100) / 10;
}

/** Trees equivalent for a yearly generation in kWh, whole number. */
export function treesEquivalent(kwhPerYear: number): number {
  return Math.round(kwhPerYear * TREES_PER_KWH);
}
