import {
  type CalculatorResult,
  COMPARISON_ASSUMPTIONS,
  calculateForPlant,
  compareFinancing,
  type EnergyYear,
  energyYears,
  type FinancingComparison,
} from './calculator.ts';
import type { CityKey } from './solar-rules.ts';

/**
 * A proposal's figures, from the public calculator's engine (calculator.ts and solar-rules.ts)
 * and nothing else: the same generation with degradation, savings by year, payback and the
 * 25-year comparison, for the size and offers sales chose.
 */

export interface ProposalOffers {
  ppa?: { tariffPerKwh: number; escalationPct: number; termMonths: number } | undefined;
  emi?: { bank: string; interestPct: number; tenureMonths: number } | undefined;
  purchase?: { price: number } | undefined;
}

export interface ProposalFigureInput {
  systemKw: number;
  /** The lead's monthly bill, in rupees. */
  monthlyBill: number;
  city: string;
  offers: ProposalOffers;
  /** The GST rate on the purchase price (tax.ts, on the proposal's date). */
  gstRate: number;
}

export interface ProposalFigures {
  systemKw: number;
  tariff: number;
  annualGenerationKwh: number;
  annualSavings: number;
  paybackYears: number | null;
  /** What the plant costs: the purchase price with GST, or the rule of thumb. */
  installationCost: number;
  gstRate: number;
  gstAmount: number;
  years: EnergyYear[];
  comparison: FinancingComparison;
}

export function proposalFigures(input: ProposalFigureInput): ProposalFigures {
  const { offers } = input;
  const gstAmount = offers.purchase ? offers.purchase.price * input.gstRate : 0;
  const result: CalculatorResult = calculateForPlant(
    {
      monthlyBill: input.monthlyBill,
      // A lead's city is free text: the calculator's tariff table reads it, unknown ones get
      // its default tariff.
      city: input.city.trim().toLowerCase() as CityKey,
      roofAreaSqft: 0,
      businessType: 'other',
      interestRate: offers.emi?.interestPct ?? 0,
    },
    input.systemKw,
    offers.purchase ? { installationCost: offers.purchase.price + gstAmount } : {},
  );
  const assumptions = {
    ...COMPARISON_ASSUMPTIONS,
    ppaTermMonths: offers.ppa?.termMonths ?? COMPARISON_ASSUMPTIONS.ppaTermMonths,
    ppaRateShareOfTariff: offers.ppa
      ? offers.ppa.tariffPerKwh / result.tariff
      : COMPARISON_ASSUMPTIONS.ppaRateShareOfTariff,
    ppaRateEscalation: (offers.ppa?.escalationPct ?? 0) / 100,
    emiTermMonths: offers.emi?.tenureMonths ?? COMPARISON_ASSUMPTIONS.emiTermMonths,
  };
  return {
    systemKw: input.systemKw,
    tariff: result.tariff,
    annualGenerationKwh: result.annualGenerationKwh,
    annualSavings: result.annualSavings,
    paybackYears: result.paybackYears,
    installationCost: result.installationCost,
    gstRate: input.gstRate,
    gstAmount,
    years: energyYears(result, assumptions),
    comparison: compareFinancing(result, assumptions),
  };
}
