import { isLeadEligible, PPA_TERM_MONTHS, PRODUCT_MAX_KW, PRODUCT_MIN_KW } from './product.ts';
import { parseDecimal } from './schemas/decimal.ts';
import {
  type CityKey,
  co2AvoidedKg,
  expectedMonthlyKwh,
  INSTALLATION_COST_PER_KW,
  isCityKey,
  MODULE_DEGRADATION_PER_YEAR,
  MONTHS_PER_YEAR,
  SIZING_BILL_RUPEES,
  SIZING_KW,
  SQFT_PER_KW,
  TARIFF_ESCALATION_PER_YEAR,
  tariffFor,
} from './solar-rules.ts';

/**
 * The savings calculator of the Environmental Impact page (SPEC section 9), as pure functions.
 * Results are unrounded; the UI rounds when it formats.
 */

// ---------------------------------------------------------------------------------------------
// Inputs
// ---------------------------------------------------------------------------------------------

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
 * 1,000,000 sq ft is far above the 225,000 sq ft a 5 MW plant needs at 45 sq ft per kW.
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
  /** The bank loan's yearly interest rate, in per cent (the EMI option; decision 022). */
  interestRate: number;
}

/** Bounds of the EMI interest rate the user may enter, in per cent a year. */
export const INTEREST_RATE_BOUNDS = { min: 0, max: 30, step: 0.1 } as const;

/** The spec's defaults; business type is not given by the spec, so the first one is taken. */
export const DEFAULT_CALCULATOR_INPUT: Readonly<CalculatorInput> = Object.freeze({
  monthlyBill: 5_000,
  city: 'delhi',
  roofAreaSqft: 10_000,
  businessType: 'manufacturing',
  interestRate: 10,
});

// ---------------------------------------------------------------------------------------------
// Model constants (section 9)
// ---------------------------------------------------------------------------------------------

// Generation, sizing, cost and tariffs are the rules of thumb of solar-rules.ts.
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
  /** Recommended plant, in kW: the bill-based size, capped by the roof. */
  plantSizeKw: number;
  /** The bill-based size before the roof cap, in kW. */
  billBasedSizeKw: number;
  /** Largest plant the roof holds at the average area per kW, in kW. */
  roofMaxKw: number;
  /** True when the roof, not the bill, set the size. */
  roofLimited: boolean;
  /** Roof the recommended plant needs, in sq ft, at 35, 45 and 40 sq ft per kW. */
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
  /**
   * Units a month the plant generates beyond what the business uses: exported to the grid and,
   * by the cap (decision 022), not counted as savings. 0 when the cap does not apply.
   */
  monthlySurplusKwh: number;
  installationCost: number;
  /** Years to recover the cost, or null when there are no savings to recover it with. */
  paybackYears: number | null;
  fiveYearSavings: number;
  co2TonnesPerYear: number;
  /** The bank loan of the whole installation cost: its EMI at `input.interestRate`. */
  financing: {
    termYears: number;
    termMonths: number;
    annualRatePercent: number;
    monthlyPayment: number;
    totalInterest: number;
  };
  /** Whether the recommended size is within the 50 kW – 5 MW the company sells. */
  withinProductRange: boolean;
  /** Whether the bill qualifies a lead (>= ₹50,000 a month). */
  leadEligible: boolean;
}

/** Works out the calculator's figures from its inputs. Negative or non-finite inputs count as 0. */
export function calculateSavings(input: CalculatorInput): CalculatorResult {
  const bill = nonNegative(input.monthlyBill);
  const billBasedSizeKw = (bill / SIZING_BILL_RUPEES) * SIZING_KW;
  const roofMaxKw = nonNegative(input.roofAreaSqft) / SQFT_PER_KW.average;
  return calculateForPlant(input, Math.min(billBasedSizeKw, roofMaxKw));
}

/**
 * The calculator's figures for a plant whose size is already chosen (a proposal's), with an
 * optional installation cost in place of the rule of thumb (a quoted purchase price).
 */
export function calculateForPlant(
  input: CalculatorInput,
  plantSizeKw: number,
  options: { installationCost?: number } = {},
): CalculatorResult {
  const bill = nonNegative(input.monthlyBill);
  const roofAreaSqft = nonNegative(input.roofAreaSqft);
  const tariff = tariffFor(input.city);

  const billBasedSizeKw = (bill / SIZING_BILL_RUPEES) * SIZING_KW;
  const roofMaxKw = roofAreaSqft / SQFT_PER_KW.average;

  const monthlyGenerationKwh = expectedMonthlyKwh(plantSizeKw);
  const annualGenerationKwh = monthlyGenerationKwh * MONTHS_PER_YEAR;
  // Savings cap: a month's savings are at most that month's bill (no credit for export).
  const uncappedMonthlySavings = monthlyGenerationKwh * tariff;
  const monthlySavings = Math.min(uncappedMonthlySavings, bill);
  const annualSavings = monthlySavings * MONTHS_PER_YEAR;
  const installationCost = options.installationCost ?? plantSizeKw * INSTALLATION_COST_PER_KW;
  const monthlyUnitsConsumed = bill / tariff;
  const interestRate = clampRate(input.interestRate);
  const monthlyPayment = emiPayment(installationCost, interestRate, FINANCING_TERM_MONTHS);

  return {
    input: { ...input, interestRate },
    tariff,
    plantSizeKw,
    billBasedSizeKw,
    roofMaxKw,
    roofLimited: roofMaxKw < billBasedSizeKw,
    roofAreaNeededSqft: {
      min: plantSizeKw * SQFT_PER_KW.min,
      max: plantSizeKw * SQFT_PER_KW.max,
      average: plantSizeKw * SQFT_PER_KW.average,
    },
    roofAreaSqm: roofAreaSqft / SQFT_PER_SQM,
    monthlyUnitsConsumed,
    monthlyGenerationKwh,
    annualGenerationKwh,
    monthlySavings,
    annualSavings,
    savingsCappedByBill: uncappedMonthlySavings > bill,
    monthlySurplusKwh: Math.max(0, monthlyGenerationKwh - monthlyUnitsConsumed),
    installationCost,
    paybackYears: annualSavings > 0 ? installationCost / annualSavings : null,
    fiveYearSavings: 5 * annualSavings,
    co2TonnesPerYear: co2AvoidedKg(annualGenerationKwh) / 1_000,
    financing: {
      termYears: FINANCING_TERM_YEARS,
      termMonths: FINANCING_TERM_MONTHS,
      annualRatePercent: interestRate,
      monthlyPayment,
      totalInterest: monthlyPayment * FINANCING_TERM_MONTHS - installationCost,
    },
    withinProductRange: plantSizeKw >= PRODUCT_MIN_KW && plantSizeKw <= PRODUCT_MAX_KW,
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
// Loans (reducing balance)
// ---------------------------------------------------------------------------------------------

/**
 * The equated monthly instalment of a loan with interest on the reducing balance:
 * P·r·(1+r)^n / ((1+r)^n − 1), r the monthly rate (yearly per cent / 1200). At 0 % it is P/n.
 */
export function emiPayment(principal: number, annualRatePercent: number, months: number): number {
  if (principal <= 0 || months <= 0) return 0;
  const r = annualRatePercent / 1200;
  if (r === 0) return principal / months;
  const growth = (1 + r) ** months;
  return (principal * r * growth) / (growth - 1);
}

export interface AmortisationRow {
  month: number;
  payment: number;
  interest: number;
  principal: number;
  /** What is still owed after this payment. */
  balance: number;
}

/** Month by month: each payment's interest on the balance, the rest repaying the principal. */
export function amortisationSchedule(
  principal: number,
  annualRatePercent: number,
  months: number,
): AmortisationRow[] {
  const payment = emiPayment(principal, annualRatePercent, months);
  const r = annualRatePercent / 1200;
  const rows: AmortisationRow[] = [];
  let balance = principal;
  for (let month = 1; month <= months; month++) {
    const interest = balance * r;
    const repaid = payment - interest;
    balance -= repaid;
    rows.push({ month, payment, interest, principal: repaid, balance: Math.max(0, balance) });
  }
  return rows;
}

// ---------------------------------------------------------------------------------------------
// Three ways to pay over 25 years: purchase, bank EMI and PPA (decision 022)
// ---------------------------------------------------------------------------------------------

export interface ComparisonAssumptions {
  years: number;
  tariffEscalation: number;
  moduleDegradation: number;
  ppaTermMonths: number;
  ppaRateShareOfTariff: number;
  /** The PPA rate's rise per year, as a fraction (0: fixed for the term). */
  ppaRateEscalation: number;
  emiTermMonths: number;
}

/** Every assumption of the comparison, shown on the page. */
export const COMPARISON_ASSUMPTIONS: Readonly<ComparisonAssumptions> = Object.freeze({
  years: CHART_YEARS,
  tariffEscalation: TARIFF_ESCALATION_PER_YEAR,
  moduleDegradation: MODULE_DEGRADATION_PER_YEAR,
  /** PPA term, in months; afterwards the plant is the customer's and its power free. */
  ppaTermMonths: PPA_TERM_MONTHS,
  /** The PPA's fixed rate per unit generated, as a share of the city's tariff in year 1. */
  ppaRateShareOfTariff: 0.75,
  ppaRateEscalation: 0,
  /** Bank loan tenure, in months; the loan covers the whole installation cost. */
  emiTermMonths: FINANCING_TERM_MONTHS,
});

export type PaymentOption = 'purchase' | 'emi' | 'ppa';
export const PAYMENT_OPTIONS: readonly PaymentOption[] = ['purchase', 'emi', 'ppa'];

export interface EnergyYear {
  year: number;
  /** Grid tariff this year, rupees per unit. */
  tariff: number;
  generationKwh: number;
  consumptionKwh: number;
  /** Units generated beyond consumption (exported, not counted). */
  surplusKwh: number;
  /** The grid bill avoided: the units used from the plant at this year's tariff. */
  savings: number;
}

/**
 * Year by year (1..years): generation falls by the degradation, the tariff rises by the
 * escalation, consumption stays at today's units; savings are the units the business uses from
 * the plant (never more than it consumes) at that year's tariff. Year 1 equals the calculator's
 * annual savings.
 */
export function energyYears(
  result: Pick<CalculatorResult, 'tariff' | 'annualGenerationKwh' | 'monthlyUnitsConsumed'>,
  assumptions: Pick<
    ComparisonAssumptions,
    'years' | 'tariffEscalation' | 'moduleDegradation'
  > = COMPARISON_ASSUMPTIONS,
): EnergyYear[] {
  const consumptionKwh = result.monthlyUnitsConsumed * MONTHS_PER_YEAR;
  const rows: EnergyYear[] = [];
  for (let year = 1; year <= assumptions.years; year++) {
    const tariff = result.tariff * (1 + assumptions.tariffEscalation) ** (year - 1);
    const generationKwh =
      result.annualGenerationKwh * (1 - assumptions.moduleDegradation) ** (year - 1);
    const usedKwh = Math.min(generationKwh, consumptionKwh);
    rows.push({
      year,
      tariff,
      generationKwh,
      consumptionKwh,
      surplusKwh: generationKwh - usedKwh,
      savings: usedKwh * tariff,
    });
  }
  return rows;
}

export interface ComparisonPoint {
  year: number;
  /** Cumulative net savings (savings less everything paid) by the end of this year, rupees. */
  purchase: number;
  emi: number;
  ppa: number;
}

export interface FinancingComparison {
  /** The PPA's fixed rate, rupees per unit generated. */
  ppaRate: number;
  emi: { monthlyPayment: number; totalInterest: number; annualRatePercent: number };
  /** Upfront payment of each option, rupees. */
  upfront: Record<PaymentOption, number>;
  /** Years 0..years; year 0 is the upfront payment. */
  points: ComparisonPoint[];
  /** Net savings after all the years, rupees. */
  total: Record<PaymentOption, number>;
  /** First year whose cumulative net is ≥ 0 after having been below (null: never, or never below). */
  breakEvenYear: Record<PaymentOption, number | null>;
}

/**
 * Purchase pays the installation cost at year 0; EMI borrows all of it and pays the reducing-
 * balance instalment for its tenure; PPA pays nothing upfront and the PPA rate for every unit
 * generated during its term. All three then keep the savings of `energyYears`.
 */
export function compareFinancing(
  result: Pick<
    CalculatorResult,
    'tariff' | 'annualGenerationKwh' | 'monthlyUnitsConsumed' | 'installationCost' | 'input'
  >,
  assumptions: ComparisonAssumptions = COMPARISON_ASSUMPTIONS,
): FinancingComparison {
  const rate = clampRate(result.input.interestRate);
  const cost = result.installationCost;
  const monthlyPayment = emiPayment(cost, rate, assumptions.emiTermMonths);
  const ppaRate = result.tariff * assumptions.ppaRateShareOfTariff;
  const upfront = { purchase: cost, emi: 0, ppa: 0 };
  const points: ComparisonPoint[] = [{ year: 0, purchase: -cost, emi: 0, ppa: 0 }];
  for (const row of energyYears(result, assumptions)) {
    const previous = points[points.length - 1] as ComparisonPoint;
    const emiMonths = monthsInYear(row.year, assumptions.emiTermMonths);
    const ppaMonths = monthsInYear(row.year, assumptions.ppaTermMonths);
    const ppaRateThisYear = ppaRate * (1 + assumptions.ppaRateEscalation) ** (row.year - 1);
    const ppaPaid = row.generationKwh * ppaRateThisYear * (ppaMonths / MONTHS_PER_YEAR);
    points.push({
      year: row.year,
      purchase: previous.purchase + row.savings,
      emi: previous.emi + row.savings - emiMonths * monthlyPayment,
      ppa: previous.ppa + row.savings - ppaPaid,
    });
  }
  const last = points[points.length - 1] as ComparisonPoint;
  const breakEven = (option: PaymentOption) => {
    const below = points.findIndex((p) => p[option] < 0);
    if (below === -1) return null;
    return points.find((p, i) => i > below && p[option] >= 0)?.year ?? null;
  };
  return {
    ppaRate,
    emi: {
      monthlyPayment,
      totalInterest: monthlyPayment * assumptions.emiTermMonths - cost,
      annualRatePercent: rate,
    },
    upfront,
    points,
    total: { purchase: last.purchase, emi: last.emi, ppa: last.ppa },
    breakEvenYear: {
      purchase: breakEven('purchase'),
      emi: breakEven('emi'),
      ppa: breakEven('ppa'),
    },
  };
}

/** How many of a term's months fall in the given year (1-based). */
function monthsInYear(year: number, termMonths: number): number {
  return clamp(termMonths - (year - 1) * MONTHS_PER_YEAR, 0, MONTHS_PER_YEAR);
}

function clampRate(rate: number): number {
  return Number.isFinite(rate)
    ? clamp(rate, INTEREST_RATE_BOUNDS.min, INTEREST_RATE_BOUNDS.max)
    : DEFAULT_CALCULATOR_INPUT.interestRate;
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
  interestRate: 'rate',
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
  const rate = readNumber(params.get(CALCULATOR_QUERY_KEYS.interestRate));
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
    interestRate: rate === null ? defaults.interestRate : clampRate(rate),
  };
}

/** Writes calculator inputs to a query string that parseCalculatorQuery reads back. */
export function toCalculatorQuery(input: CalculatorInput): URLSearchParams {
  return new URLSearchParams([
    [CALCULATOR_QUERY_KEYS.monthlyBill, String(input.monthlyBill)],
    [CALCULATOR_QUERY_KEYS.city, input.city],
    [CALCULATOR_QUERY_KEYS.roofAreaSqft, String(input.roofAreaSqft)],
    [CALCULATOR_QUERY_KEYS.businessType, input.businessType],
    [CALCULATOR_QUERY_KEYS.interestRate, String(input.interestRate)],
  ]);
}

/** A plain decimal (a minus allowed: it is clamped like any value out of bounds), else null. */
function readNumber(raw: string | null): number | null {
  return raw === null ? null : parseDecimal(raw, { negative: true });
}

function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

function nonNegative(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
