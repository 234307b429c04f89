import {
  co2AvoidedKg,
  KWH_PER_HOME_EQUIVALENT,
  treesForKwh,
  WATER_LITRES_PER_KWH,
} from './solar-rules.ts';

/**
 * The live energy counter of the Environmental Impact page (SPEC section 9): it starts at
 * 25 million kWh and adds 10 to 49 kWh every second. Pure; the page owns the timer.
 */

/** The live counter's starting value, in kWh (25 million). */
export const LIVE_COUNTER_START_KWH = 25_000_000;
/** The live counter ticks once a second … */
export const LIVE_COUNTER_TICK_MS = 1_000;
/** … adding between these two values, inclusive, in kWh. */
const LIVE_COUNTER_MIN_INCREMENT_KWH = 10;
const LIVE_COUNTER_MAX_INCREMENT_KWH = 49;

/**
 * The counter's next value: current plus a whole number from 10 to 49 inclusive.
 * `random` returns [0, 1) like Math.random; a value outside that range is clamped into it.
 */
export function nextCounterValue(current: number, random: () => number = Math.random): number {
  const span = LIVE_COUNTER_MAX_INCREMENT_KWH - LIVE_COUNTER_MIN_INCREMENT_KWH + 1;
  const r = random();
  const step = Number.isFinite(r) ? Math.min(span - 1, Math.max(0, Math.floor(r * span))) : 0;
  return current + LIVE_COUNTER_MIN_INCREMENT_KWH + step;
}

export interface ImpactEquivalents {
  /** CO2 avoided, in kg. */
  co2Kg: number;
  /** Trees-planted equivalent (per kWh, not the dashboards' per 20 kg of CO2). */
  trees: number;
  /** Water saved, in litres. */
  waterLitres: number;
  /** Homes-powered equivalent. */
  homes: number;
}

/** What an amount of solar energy is equivalent to. Unrounded; the page rounds. */
export function equivalents(kWh: number): ImpactEquivalents {
  return {
    co2Kg: co2AvoidedKg(kWh),
    trees: treesForKwh(kWh),
    waterLitres: kWh * WATER_LITRES_PER_KWH,
    homes: kWh / KWH_PER_HOME_EQUIVALENT,
  };
}
