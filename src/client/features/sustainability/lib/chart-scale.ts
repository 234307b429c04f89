import {
  type ComparisonPoint,
  type CumulativePoint,
  PAYMENT_OPTIONS,
  type PaymentOption,
} from '#shared/calculator.ts';

/**
 * Geometry of the savings-versus-cost chart, kept apart from the SVG so it can be checked
 * without a browser. Coordinates are in the SVG's user units, y growing downwards.
 */

export interface ChartFrame {
  width: number;
  height: number;
  /** Room for the axis labels. */
  margin: { top: number; right: number; bottom: number; left: number };
}

export interface Tick {
  value: number;
  /** x for a year tick, y for a money tick. */
  position: number;
}

export interface ChartGeometry {
  plot: { left: number; right: number; top: number; bottom: number };
  yearTicks: Tick[];
  moneyTicks: Tick[];
  savingsPath: string;
  costPath: string;
  /** Where savings overtake the cost, when that happens within the chart. */
  breakEven: { year: number; x: number; y: number } | null;
}

/** The smallest 1, 2, 2.5 or 5 × 10^n that is at least `value` (1 for nothing to show). */
export function niceCeiling(value: number): number {
  if (!Number.isFinite(value) || value <= 0) return 1;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  const factor = [1, 2, 2.5, 5, 10].find((f) => f * magnitude >= value * (1 - 1e-12)) ?? 10;
  return factor * magnitude;
}

export function chartGeometry(
  points: readonly CumulativePoint[],
  paybackYears: number | null,
  frame: ChartFrame,
  moneyTickCount = 4,
  yearStep = 5,
): ChartGeometry {
  const plot = {
    left: frame.margin.left,
    right: frame.width - frame.margin.right,
    top: frame.margin.top,
    bottom: frame.height - frame.margin.bottom,
  };
  const lastYear = points.at(-1)?.year ?? 0;
  const cost = points[0]?.cost ?? 0;
  const maxMoney = niceCeiling(Math.max(cost, ...points.map((point) => point.cumulativeSavings)));

  const x = (year: number) =>
    plot.left + (lastYear === 0 ? 0 : (year / lastYear) * (plot.right - plot.left));
  const y = (money: number) => plot.bottom - (money / maxMoney) * (plot.bottom - plot.top);
  const round = (n: number) => Math.round(n * 10) / 10;
  const line = (coords: [number, number][]) =>
    coords.map(([px, py], i) => `${i === 0 ? 'M' : 'L'}${round(px)} ${round(py)}`).join(' ');

  const yearTicks: Tick[] = [];
  for (let year = 0; year <= lastYear; year += yearStep) {
    yearTicks.push({ value: year, position: round(x(year)) });
  }
  const moneyTicks: Tick[] = Array.from({ length: moneyTickCount + 1 }, (_, i) => {
    const value = (maxMoney / moneyTickCount) * i;
    return { value, position: round(y(value)) };
  });

  const breakEven =
    paybackYears !== null && paybackYears <= lastYear && cost > 0
      ? { year: paybackYears, x: round(x(paybackYears)), y: round(y(cost)) }
      : null;

  return {
    plot,
    yearTicks,
    moneyTicks,
    savingsPath: line(points.map((point) => [x(point.year), y(point.cumulativeSavings)])),
    costPath: line([
      [x(0), y(cost)],
      [x(lastYear), y(cost)],
    ]),
    breakEven,
  };
}

export interface ComparisonGeometry {
  plot: { left: number; right: number; top: number; bottom: number };
  yearTicks: Tick[];
  moneyTicks: Tick[];
  /** y of zero: above it an option has saved more than it paid. */
  zeroY: number;
  paths: Record<PaymentOption, string>;
}

/**
 * Geometry of the three cumulative net-savings curves (purchase, EMI, PPA). Unlike the savings
 * chart the curves go below zero (purchase starts at minus the cost), so the money axis runs
 * from a nice floor to a nice ceiling.
 */
export function comparisonGeometry(
  points: readonly ComparisonPoint[],
  frame: ChartFrame,
  moneyTickCount = 4,
  yearStep = 5,
): ComparisonGeometry {
  const plot = {
    left: frame.margin.left,
    right: frame.width - frame.margin.right,
    top: frame.margin.top,
    bottom: frame.height - frame.margin.bottom,
  };
  const values = points.flatMap((p) => PAYMENT_OPTIONS.map((option) => p[option]));
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  // One step size for both sides, so zero falls on a tick.
  const step = niceCeiling((high - low) / moneyTickCount);
  const top = Math.ceil(high / step) * step || step;
  const bottom = Math.floor(low / step) * step;
  const lastYear = points.at(-1)?.year ?? 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  const x = (year: number) =>
    plot.left + (lastYear === 0 ? 0 : (year / lastYear) * (plot.right - plot.left));
  const y = (money: number) =>
    plot.bottom - ((money - bottom) / (top - bottom)) * (plot.bottom - plot.top);

  const yearTicks: Tick[] = [];
  for (let year = 0; year <= lastYear; year += yearStep)
    yearTicks.push({ value: year, position: round(x(year)) });
  const moneyTicks: Tick[] = [];
  for (let value = bottom; value <= top + step / 2; value += step)
    moneyTicks.push({ value, position: round(y(value)) });
  const path = (option: PaymentOption) =>
    points
      .map((p, i) => `${i === 0 ? 'M' : 'L'}${round(x(p.year))} ${round(y(p[option]))}`)
      .join(' ');
  return {
    plot,
    yearTicks,
    moneyTicks,
    zeroY: round(y(0)),
    paths: { purchase: path('purchase'), emi: path('emi'), ppa: path('ppa') },
  };
}
