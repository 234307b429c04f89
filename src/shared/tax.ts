/**
 * GST on a solar power plant, as a dated setting: each rate applies from its date (inclusive)
 * until the next one. Dates are India's calendar days (YYYY-MM-DD), newest last.
 */
export const SOLAR_GST_RATES: readonly { from: string; rate: number }[] = [
  { from: '2017-07-01', rate: 0.12 },
  { from: '2025-09-22', rate: 0.05 },
];

/** The GST rate in force on a calendar day (YYYY-MM-DD). */
export function solarGstRateOn(day: string): number {
  let rate = SOLAR_GST_RATES[0]?.rate ?? 0;
  for (const entry of SOLAR_GST_RATES) if (entry.from <= day) rate = entry.rate;
  return rate;
}
