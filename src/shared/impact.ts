import {
  CO2_KG_PER_KWH,
  KWH_PER_HOME_EQUIVALENT,
  LIVE_COUNTER_MAX_INCREMENT_KWH,
  LIVE_COUNTER_MIN_INCREMENT_KWH,
  LIVE_COUNTER_START_KWH,
  LIVE_COUNTER_TICK_MS,
  TREES_PER_KWH,
  WATER_LITRES_PER_KWH,
} from './constants.ts';

/**
 * The live energy counter of the Environmental Impact page (SPEC section 9): it starts at
 * 25 million kWh and adds 10 to 49 kWh every second. Pure; the page owns the timer.
 */

export { LIVE_COUNTER_START_KWH, LIVE_COUNTER_TICK_MS };

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
  /** CO2 avoided, in kg (0.85 kg per kWh). */
  co2Kg: number;
  /** Trees-planted equivalent (0.017 per kWh). */
  trees: number;
  /** Water saved, in litres (2.5 per kWh). */
  waterLitres: number;
  /** Homes-powered equivalent (kWh / 10,950). */
  homes: number;
}

/** What an amount of solar energy is equivalent to. Unrounded; the page rounds. */
export function equivalents(kWh: number): ImpactEquivalents {
  return {
    co2Kg: kWh * CO2_KG_PER_KWH,
    trees: kWh * TREES_PER_KWH,
    waterLitres: kWh * WATER_LITRES_PER_KWH,
    homes: kWh / KWH_PER_HOME_EQUIVALENT,
  };
}
