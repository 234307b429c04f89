import { CO2_KG_PER_KWH, isLeadEligible, PRODUCT_MAX_KW, PRODUCT_MIN_KW } from './constants.ts';

/**
 * The savings calculator of the Environmental Impact page (SPEC section 9), as pure functions.
 * Results are unrounded; the UI rounds when it formats.
 */

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

/** Grid tariff in rupees per kWh (unit) by city. */
const CITY_TARIFFS = {
  delhi: 10.5,
  mumbai: 11.2,
  bangalore: 10.8,
  chennai: 10.2,
  kolkata: 9.8,
  hyderabad: 10.3,
  ahmedabad: 9.9,
  pune: 10.5,
  jaipur: 10,
  lucknow: 9.7,
} as const satisfies Record<string, number>;
export type CityKey = keyof typeof CITY_TARIFFS;
/** The cities in display order. */
export const CITIES = Object.keys(CITY_TARIFFS) as CityKey[];
/** Tariff used for a city not in the table, in rupees per kWh. */
const DEFAULT_TARIFF = 10;

export function isCityKey(value: unknown): value is CityKey {
  return typeof value === 'string' && Object.hasOwn(CITY_TARIFFS, value);
}

/** Rupees per kWh for a city; an unknown city gets DEFAULT_TARIFF. */
export function tariffFor(city: string): number {
  return isCityKey(city) ? CITY_TARIFFS[city] : DEFAULT_TARIFF;
}

export const BUSINESS_TYPES = [
  'manufacturing',
  'office',
  'retail',
  'warehouse',
  'hospitality',
  'healthcare',
  'education',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export function isBusinessType(value: unknown): value is BusinessType {
  return typeof value === 'string' && (BUSINESS_TYPES as readonly string[]).includes(value);
}

/** The monthly-bill slider, in rupees. */
export const BILL_SLIDER = { min: 1_000, max: 500_000, step: 1_000 } as const;

/**
 * Bounds for a roof area read from the URL, in sq ft. The spec gives none; 0 means no roof and
 * 1,000,000 sq ft is far above the 225,000 sq ft a 5 MW system needs at 45 sq ft per kW.
 */
const ROOF_AREA_BOUNDS = { min: 0, max: 1_000_000 } as const;

export interface CalculatorInput {
  /** Monthly electricity bill, in rupees. */
  monthlyBill: number;
  city: CityKey;
  /** Roof (or ground) area available, in sq ft. */
  roofAreaSqft: number;
  /** Shown and kept; it does not change the figures. */
  businessType: BusinessType;
}

/** The spec's defaults; business type is not given by the spec, so the first one is taken. */
export const DEFAULT_CALCULATOR_INPUT: Readonly<CalculatorInput> = Object.freeze({
  monthlyBill: 5_000,
  city: 'delhi',
  roofAreaSqft: 10_000,
  businessType: 'manufacturing',
});

// ---------------------------------------------------------------------------------------------
// Model constants (section 9)
// ---------------------------------------------------------------------------------------------

/** Sizing rule: 50 kW for every ₹50,000 of monthly bill. */
const SIZING_BILL_RUPEES = 50_000;
const SIZING_KW = 50;
/** Roof area a kW of panels needs, in sq ft. */
const SQFT_PER_KW = { min: 35, max: 45, average: 40 } as const;
/** Generation per kW of system per day, in kWh. */
const KWH_PER_KW_PER_DAY = 3.5;
const DAYS_PER_MONTH = 30;
const MONTHS_PER_YEAR = 12;
/** Installed cost per kW, in rupees. */
const INSTALLATION_COST_PER_KW = 75_000;
const FINANCING_TERM_YEARS = 5;
const FINANCING_TERM_MONTHS = FINANCING_TERM_YEARS * MONTHS_PER_YEAR;
export const SQFT_PER_SQM = 10.764;
/** Years in the savings-versus-cost chart (the warranty). */
export const CHART_YEARS = 25;

// ---------------------------------------------------------------------------------------------
// Calculation
// ---------------------------------------------------------------------------------------------

export interface CalculatorResult {
  input: CalculatorInput;
  /** Rupees per kWh used. */
  tariff: number;
  /** Recommended system, in kW: the bill-based size, capped by the roof. */
  systemSizeKw: number;
  /** The bill-based size before the roof cap, in kW. */
  billBasedSizeKw: number;
  /** Largest system the roof holds at the average area per kW, in kW. */
  roofMaxKw: number;
  /** True when the roof, not the bill, set the size. */
  roofLimited: boolean;
  /** Roof the recommended system needs, in sq ft, at 35, 45 and 40 sq ft per kW. */
  roofAreaNeededSqft: { min: number; max: number; average: number };
  /** The available area in square metres. */
  roofAreaSqm: number;
  monthlyUnitsConsumed: number;
  monthlyGenerationKwh: number;
  annualGenerationKwh: number;
  /** Rupees a month; never more than the bill. */
  monthlySavings: number;
  annualSavings: number;
  /** True when the bill, not generation, limited the savings. */
  savingsCappedByBill: boolean;
  installationCost: number;
  /** Years to recover the cost, or null when there are no savings to recover it with. */
  paybackYears: number | null;
  fiveYearSavings: number;
  co2TonnesPerYear: number;
  financing: { termYears: number; termMonths: number; monthlyPayment: number };
  /** Whether the recommended size is within the 50 kW – 5 MW the company sells. */
  withinProductRange: boolean;
  /** Whether the bill qualifies a lead (>= ₹50,000 a month). */
  leadEligible: boolean;
}

/** Works out the calculator's figures from its inputs. Negative or non-finite inputs count as 0. */
export function calculateSavings(input: CalculatorInput): CalculatorResult {
  const bill = nonNegative(input.monthlyBill);
  const roofAreaSqft = nonNegative(input.roofAreaSqft);
  const tariff = tariffFor(input.city);

  const billBasedSizeKw = (bill / SIZING_BILL_RUPEES) * SIZING_KW;
  const roofMaxKw = roofAreaSqft / SQFT_PER_KW.average;
  const systemSizeKw = Math.min(billBasedSizeKw, roofMaxKw);

  const monthlyGenerationKwh = systemSizeKw * KWH_PER_KW_PER_DAY * DAYS_PER_MONTH;
  const annualGenerationKwh = monthlyGenerationKwh * MONTHS_PER_YEAR;
  // Savings cap: a month's savings are at most that month's bill (no credit for export).
  const uncappedMonthlySavings = monthlyGenerationKwh * tariff;
  const monthlySavings = Math.min(uncappedMonthlySavings, bill);
  const annualSavings = monthlySavings * MONTHS_PER_YEAR;
  const installationCost = systemSizeKw * INSTALLATION_COST_PER_KW;

  return {
    input: { ...input },
    tariff,
    systemSizeKw,
    billBasedSizeKw,
    roofMaxKw,
    roofLimited: roofMaxKw < billBasedSizeKw,
    roofAreaNeededSqft: {
      min: systemSizeKw * SQFT_PER_KW.min,
      max: systemSizeKw * SQFT_PER_KW.max,
      average: systemSizeKw * SQFT_PER_KW.average,
    },
    roofAreaSqm: roofAreaSqft / SQFT_PER_SQM,
    monthlyUnitsConsumed: bill / tariff,
    monthlyGenerationKwh,
    annualGenerationKwh,
    monthlySavings,
    annualSavings,
    savingsCappedByBill: uncappedMonthlySavings > bill,
    installationCost,
    paybackYears: annualSavings > 0 ? installationCost / annualSavings : null,
    fiveYearSavings: 5 * annualSavings,
    co2TonnesPerYear: (annualGenerationKwh * CO2_KG_PER_KWH) / 1_000,
    financing: {
      termYears: FINANCING_TERM_YEARS,
      termMonths: FINANCING_TERM_MONTHS,
      monthlyPayment: installationCost / FINANCING_TERM_MONTHS,
    },
    withinProductRange: systemSizeKw >= PRODUCT_MIN_KW && systemSizeKw <= PRODUCT_MAX_KW,
    leadEligible: isLeadEligible(bill),
  };
}

export interface CumulativePoint {
  year: number;
  /** Savings from year 0 to this year, in rupees. */
  cumulativeSavings: number;
  /** The installation cost (constant; the chart's break-even line). */
  cost: number;
  /** cumulativeSavings - cost: negative until payback. */
  net: number;
}

/**
 * Cumulative savings against the installation cost for years 0..years (inclusive), for the
 * savings-versus-cost chart. Flat annual savings: no tariff escalation, no panel degradation.
 */
export function cumulativeSeries(
  result: Pick<CalculatorResult, 'annualSavings' | 'installationCost'>,
  years = CHART_YEARS,
): CumulativePoint[] {
  const last = Number.isFinite(years) ? Math.max(0, Math.floor(years)) : CHART_YEARS;
  const points: CumulativePoint[] = [];
  for (let year = 0; year <= last; year++) {
    const cumulativeSavings = result.annualSavings * year;
    points.push({
      year,
      cumulativeSavings,
      cost: result.installationCost,
      net: cumulativeSavings - result.installationCost,
    });
  }
  return points;
}

// ---------------------------------------------------------------------------------------------
// URL state
// ---------------------------------------------------------------------------------------------

/** The query-string names of the calculator's inputs. */
const CALCULATOR_QUERY_KEYS = {
  monthlyBill: 'bill',
  city: 'city',
  roofAreaSqft: 'roof',
  businessType: 'type',
} as const satisfies Record<keyof CalculatorInput, string>;

/**
 * Reads calculator inputs from a query string. A missing or unreadable value takes its default;
 * a number outside its bounds is clamped (bill to the slider's ₹1,000–₹5,00,000, whole rupees;
 * roof to ROOF_AREA_BOUNDS). City and type are matched case-insensitively.
 */
export function parseCalculatorQuery(params: URLSearchParams): CalculatorInput {
  const defaults = DEFAULT_CALCULATOR_INPUT;
  const bill = readNumber(params.get(CALCULATOR_QUERY_KEYS.monthlyBill));
  const roof = readNumber(params.get(CALCULATOR_QUERY_KEYS.roofAreaSqft));
  const city = params.get(CALCULATOR_QUERY_KEYS.city)?.trim().toLowerCase();
  const type = params.get(CALCULATOR_QUERY_KEYS.businessType)?.trim().toLowerCase();
  return {
    monthlyBill:
      bill === null
        ? defaults.monthlyBill
        : clamp(Math.round(bill), BILL_SLIDER.min, BILL_SLIDER.max),
    city: isCityKey(city) ? city : defaults.city,
    roofAreaSqft:
      roof === null
        ? defaults.roofAreaSqft
        : clamp(roof, ROOF_AREA_BOUNDS.min, ROOF_AREA_BOUNDS.max),
    businessType: isBusinessType(type) ? type : defaults.businessType,
  };
}

/** Writes calculator inputs to a query string that parseCalculatorQuery reads back. */
export function toCalculatorQuery(input: CalculatorInput): URLSearchParams {
  return new URLSearchParams([
    [CALCULATOR_QUERY_KEYS.monthlyBill, String(input.monthlyBill)],
    [CALCULATOR_QUERY_KEYS.city, input.city],
    [CALCULATOR_QUERY_KEYS.roofAreaSqft, String(input.roofAreaSqft)],
    [CALCULATOR_QUERY_KEYS.businessType, input.businessType],
  ]);
}

function readNumber(raw: string | null): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
