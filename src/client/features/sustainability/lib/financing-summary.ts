import {
  type CalculatorResult,
  COMPARISON_ASSUMPTIONS,
  compareFinancing,
  type FinancingComparison,
  PAYMENT_OPTIONS,
  type PaymentOption,
} from '#shared/calculator.ts';

/** When an option has paid for itself: in a given year, never, or from the start. */
export type BreakEven = { year: number } | 'never' | 'fromStart';

export type FinancingSummary = FinancingComparison & {
  /** The option that saves the most over the years compared. */
  best: PaymentOption;
  /** What the PPA asks a month in its first year, rupees. */
  ppaMonthlyPayment: number;
  breakEven: Record<PaymentOption, BreakEven>;
  emiYears: number;
  ppaYears: number;
};

function breakEvenOf(comparison: FinancingComparison, option: PaymentOption): BreakEven {
  const year = comparison.breakEvenYear[option];
  if (year !== null) return { year };
  return comparison.points.some((p) => p[option] < 0) ? 'never' : 'fromStart';
}

/** Purchase, bank EMI and PPA compared for one result of the calculator, as the view shows them. */
export function financingSummary(result: CalculatorResult): FinancingSummary {
  const comparison = compareFinancing(result);
  return {
    ...comparison,
    best: PAYMENT_OPTIONS.reduce((top, option) =>
      comparison.total[option] > comparison.total[top] ? option : top,
    ),
    ppaMonthlyPayment: (result.annualGenerationKwh * comparison.ppaRate) / 12,
    breakEven: {
      purchase: breakEvenOf(comparison, 'purchase'),
      emi: breakEvenOf(comparison, 'emi'),
      ppa: breakEvenOf(comparison, 'ppa'),
    },
    emiYears: COMPARISON_ASSUMPTIONS.emiTermMonths / 12,
    ppaYears: COMPARISON_ASSUMPTIONS.ppaTermMonths / 12,
  };
}
