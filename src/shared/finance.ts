/**
 * The finance rules of bills and payouts (docs/product.md, "Bills and payouts"): money in integer
 * paise, rates in basis points (1 % = 100), India's calendar days as `YYYY-MM-DD`. The rates and
 * thresholds themselves are dated settings (`finance_settings`), passed in: the law changes.
 *
 * One rounding rule: an amount printed on a document (a bill's total, a GST line, the TDS) is
 * rounded to the rupee, half away from zero, once, from the exact figure.
 */

/** Paise in a rupee. */
export const PAISE_PER_RUPEE = 100;
/** Basis points in 100 %. */
export const WHOLE_BP = 10_000;

/** Whole rupees as paise: 1500 → 150000. */
export function rupeesToPaise(rupees: number): number {
  if (!Number.isSafeInteger(rupees)) throw new RangeError('rupees must be a whole number');
  return rupees * PAISE_PER_RUPEE;
}

/** `numerator / denominator` rounded half away from zero, exactly (integers only). */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n + d / 2n) / d;
  return negative ? -q : q;
}

/** Paise rounded to the rupee, half away from zero: 12350 → 12400; -12349 → -12300. */
export function roundToRupee(paise: number): number {
  return Number(divideRounded(BigInt(paise), 100n) * 100n);
}

/** `bp` basis points of `paise`, rounded to the rupee: (100000, 1800) → 18000. */
export function shareRoundedToRupee(paise: number, bp: number): number {
  return Number(divideRounded(BigInt(paise) * BigInt(bp), BigInt(WHOLE_BP) * 100n) * 100n);
}

// ---- India's calendar and the financial year ----

const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;

/** India's calendar day of an instant: 2026-03-31T18:30Z → "2026-04-01". */
export function istDay(instant: Date): string {
  return new Date(instant.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** The month (`YYYY-MM`) of India's calendar at an instant. */
export function istMonth(instant: Date): string {
  return istDay(instant).slice(0, 7);
}

/** The first year of the financial year (April to March) a day falls in: 2027-03-31 → 2026. */
export function financialYearStart(day: string): number {
  const year = Number(day.slice(0, 4));
  return Number(day.slice(5, 7)) >= 4 ? year : year - 1;
}

/** The financial year as written in reports: 2026 → "2026-27". */
export function financialYearLabel(startYear: number): string {
  return `${startYear}-${String((startYear + 1) % 100).padStart(2, '0')}`;
}

/** The financial year's short form in document numbers: 2026 → "26-27". */
export function financialYearShort(startYear: number): string {
  return financialYearLabel(startYear).slice(2);
}

/** First and last day of a financial year: 2026 → ["2026-04-01", "2027-03-31"]. */
export function financialYearDays(startYear: number): { from: string; to: string } {
  return { from: `${startYear}-04-01`, to: `${startYear + 1}-03-31` };
}

/** "2026-27" → 2026, or null when it is not a financial year written that way. */
export function parseFinancialYear(label: string): number | null {
  const match = /^(\d{4})-(\d{2})$/.exec(label);
  if (!match) return null;
  const start = Number(match[1]);
  return (start + 1) % 100 === Number(match[2]) ? start : null;
}

/** Adds whole days to a calendar day. */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(
    (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / (24 * 3600_000),
  );
}

/** The last calendar day of a month `YYYY-MM`. */
export function lastDayOfMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 0)).toISOString().slice(0, 10);
}

/** The month before `YYYY-MM`. */
export function previousMonth(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return m === 1 ? `${year - 1}-12` : `${year}-${String(m - 1).padStart(2, '0')}`;
}

// ---- Document numbers ----

/** The document series, each numbered on its own within a financial year. */
export const DOCUMENT_SERIES = {
  bill: 'AS',
  credit_note: 'CN',
  payout_statement: 'PS',
} as const;
export type DocumentSeries = keyof typeof DOCUMENT_SERIES;

/** A GST invoice or bill number has at most 16 characters (rule 46 of the CGST rules). */
export const DOCUMENT_NUMBER_MAX_LENGTH = 16;
const SEQUENCE_DIGITS = 6;

/** The number of a document: ("bill", "2027-03-31", 123) → "AS/26-27/000123". */
export function documentNumber(series: DocumentSeries, day: string, sequence: number): string {
  if (!Number.isInteger(sequence) || sequence < 1 || sequence >= 10 ** SEQUENCE_DIGITS)
    throw new RangeError('sequence out of range');
  const fy = financialYearShort(financialYearStart(day));
  const number = `${DOCUMENT_SERIES[series]}/${fy}/${String(sequence).padStart(SEQUENCE_DIGITS, '0')}`;
  if (number.length > DOCUMENT_NUMBER_MAX_LENGTH) throw new RangeError('number too long');
  return number;
}

// ---- Dated settings ----

/** The keys of the dated finance settings; values are integers in the unit the key names. */
export const FINANCE_SETTING_KEYS = [
  'tds_194h_rate_bp',
  'tds_194h_threshold_paise',
  'tds_no_pan_rate_bp',
  'gst_commission_rate_bp',
  'payout_minimum_net_paise',
] as const;
export type FinanceSettingKey = (typeof FINANCE_SETTING_KEYS)[number];

/** A settings row: the value in force from `effectiveFrom` (inclusive) to `effectiveTo` (inclusive, open when null). */
export type FinanceSetting = {
  key: FinanceSettingKey;
  value: number;
  effectiveFrom: string;
  effectiveTo: string | null;
};

/** The value of `key` in force on `day`; the latest start wins when rows overlap. */
export function settingOn(
  settings: readonly FinanceSetting[],
  key: FinanceSettingKey,
  day: string,
): FinanceSetting {
  let found: FinanceSetting | undefined;
  for (const row of settings) {
    if (row.key !== key || row.effectiveFrom > day) continue;
    if (row.effectiveTo !== null && row.effectiveTo < day) continue;
    if (!found || row.effectiveFrom > found.effectiveFrom) found = row;
  }
  if (!found) throw new RangeError(`no ${key} setting on ${day}`);
  return found;
}

// ---- TDS under section 194H ----

export type TdsReason = 'under_threshold' | 'rate' | 'no_pan' | 'nothing_due';

export type TdsInput = {
  /** The day the commission is credited or paid (the payout). */
  day: string;
  /** This payout's commission without GST (clawbacks netted), paise. */
  commissionPaise: number;
  /** Commission of earlier payouts in the same financial year, paise. */
  earlierCommissionPaise: number;
  /** TDS already withheld in the same financial year, paise. */
  earlierTdsPaise: number;
  /** The partner gave a valid PAN. */
  hasPan: boolean;
};

export type TdsResult = {
  tdsPaise: number;
  rateBp: number;
  reason: TdsReason;
  thresholdPaise: number;
};

/**
 * TDS on a commission (section 194H). Nothing is withheld while the year's commission stays at
 * or below the threshold; the payout that takes it above withholds on the year's whole
 * commission less what was already withheld; later payouts on their own commission. Without a
 * valid PAN the rate is the higher one (section 206AA). Worked on the commission without GST.
 */
export function tdsFor(settings: readonly FinanceSetting[], input: TdsInput): TdsResult {
  const threshold = settingOn(settings, 'tds_194h_threshold_paise', input.day).value;
  const rateBp = input.hasPan
    ? settingOn(settings, 'tds_194h_rate_bp', input.day).value
    : settingOn(settings, 'tds_no_pan_rate_bp', input.day).value;
  const reasonIfDue: TdsReason = input.hasPan ? 'rate' : 'no_pan';
  if (input.commissionPaise <= 0)
    return { tdsPaise: 0, rateBp, reason: 'nothing_due', thresholdPaise: threshold };
  const yearTotal = input.earlierCommissionPaise + input.commissionPaise;
  if (yearTotal <= threshold)
    return { tdsPaise: 0, rateBp: 0, reason: 'under_threshold', thresholdPaise: threshold };
  const crossing = input.earlierCommissionPaise <= threshold;
  const tdsPaise = crossing
    ? Math.max(0, shareRoundedToRupee(yearTotal, rateBp) - input.earlierTdsPaise)
    : shareRoundedToRupee(input.commissionPaise, rateBp);
  return { tdsPaise, rateBp, reason: reasonIfDue, thresholdPaise: threshold };
}

// ---- GST on a registered partner's commission ----

/** The company's state code in GSTINs: Rajasthan. */
export const COMPANY_STATE_CODE = '08';

export type GstResult = {
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  gstPaise: number;
  rateBp: number;
  kind: 'none' | 'intra_state' | 'inter_state';
};

/**
 * GST on a commission: none for an unregistered partner (no GSTIN); CGST and SGST, half the rate
 * each, when the GSTIN's state is the company's; IGST at the whole rate otherwise.
 */
export function gstFor(
  settings: readonly FinanceSetting[],
  input: { day: string; commissionPaise: number; gstin: string | null },
): GstResult {
  const none = { cgstPaise: 0, sgstPaise: 0, igstPaise: 0, gstPaise: 0 };
  if (!input.gstin) return { ...none, rateBp: 0, kind: 'none' };
  const rateBp = settingOn(settings, 'gst_commission_rate_bp', input.day).value;
  if (input.commissionPaise <= 0) return { ...none, rateBp, kind: 'none' };
  if (input.gstin.slice(0, 2) === COMPANY_STATE_CODE) {
    const half = shareRoundedToRupee(input.commissionPaise, rateBp / 2);
    return {
      ...none,
      cgstPaise: half,
      sgstPaise: half,
      gstPaise: 2 * half,
      rateBp,
      kind: 'intra_state',
    };
  }
  const igst = shareRoundedToRupee(input.commissionPaise, rateBp);
  return { ...none, igstPaise: igst, gstPaise: igst, rateBp, kind: 'inter_state' };
}

/** A partner's statement figures: gross, GST, TDS and net, all paise. */
export type StatementFigures = {
  grossPaise: number;
  gst: GstResult;
  tds: TdsResult;
  netPaise: number;
  /** Net below the minimum: nothing is paid, the entries wait for the next run. */
  carriedForward: boolean;
};

/** The statement of one partner's payout: gross + GST − TDS = net. */
export function statementFigures(
  settings: readonly FinanceSetting[],
  input: TdsInput & { gstin: string | null },
): StatementFigures {
  const gst = gstFor(settings, {
    day: input.day,
    commissionPaise: input.commissionPaise,
    gstin: input.gstin,
  });
  const tds = tdsFor(settings, input);
  const netPaise = input.commissionPaise + gst.gstPaise - tds.tdsPaise;
  const minimum = settingOn(settings, 'payout_minimum_net_paise', input.day).value;
  return {
    grossPaise: input.commissionPaise,
    gst,
    tds,
    netPaise,
    carriedForward: netPaise < minimum,
  };
}

// ---- PPA bills ----

/**
 * The contract year a month falls in: the year starts with the month of the start date, so a
 * contract from 2026-04-15 is in year 1 for 2026-04 to 2027-03 and in year 2 from 2027-04.
 * Null before the start.
 */
export function contractYear(startDay: string, month: string): number | null {
  const months =
    (Number(month.slice(0, 4)) - Number(startDay.slice(0, 4))) * 12 +
    (Number(month.slice(5, 7)) - Number(startDay.slice(5, 7)));
  return months < 0 ? null : Math.floor(months / 12) + 1;
}

/**
 * The tariff of a contract year in paise per kWh: the first year's tariff raised by the yearly
 * escalation, compounded, and rounded to the paisa once:
 * (600 paise, 3 %, year 3) → 600 × 1.03² = 636.54 → 637.
 */
export function tariffForYear(basePaisePerKwh: number, escalationBp: number, year: number): number {
  if (year < 1) throw new RangeError('contract years start at 1');
  const steps = BigInt(year - 1);
  const numerator = BigInt(basePaisePerKwh) * BigInt(WHOLE_BP + escalationBp) ** steps;
  return Number(divideRounded(numerator, BigInt(WHOLE_BP) ** steps));
}

/**
 * A bill's amount: units × tariff, rounded to the rupee once. Units are read to 1/100 kWh.
 * (1234.56 kWh, 637 paise) → 786,414.72 paise exactly → 786,400 paise (₹7,864).
 */
export function billAmountPaise(units: number, tariffPaisePerKwh: number): number {
  const centiUnits = BigInt(Math.round(units * 100));
  return Number(divideRounded(centiUnits * BigInt(tariffPaisePerKwh), 10_000n) * 100n);
}

export const BILL_STATUSES = ['due', 'partly_paid', 'paid', 'overdue'] as const;
export type BillStatus = (typeof BILL_STATUSES)[number];

/** A bill's status on a day: paid in full; else overdue after the due date; else partly paid or due. */
export function billStatus(
  bill: { amountPaise: number; paidPaise: number; dueOn: string },
  today: string,
): BillStatus {
  if (bill.paidPaise >= bill.amountPaise) return 'paid';
  if (today > bill.dueOn) return 'overdue';
  return bill.paidPaise > 0 ? 'partly_paid' : 'due';
}

export const AGING_BUCKETS = ['0-30', '31-60', '61-90', '90+'] as const;
export type AgingBucket = (typeof AGING_BUCKETS)[number];

/**
 * The aging bucket of an unpaid balance by days past the due date (a bill not yet due counts
 * as 0 days): 0–30, 31–60, 61–90, more than 90.
 */
export function agingBucket(dueOn: string, today: string): AgingBucket {
  const days = Math.max(0, daysBetween(dueOn, today));
  if (days <= 30) return '0-30';
  if (days <= 60) return '31-60';
  if (days <= 90) return '61-90';
  return '90+';
}

/** Rupees typed as text ("2000", "2,000.50") as exact paise, or null when it is not an amount. */
export function rupeesTextToPaise(text: string): number | null {
  const match = /^(\d{1,10})(?:\.(\d{1,2}))?$/.exec(text.trim().replaceAll(',', ''));
  if (!match) return null;
  return Number(match[1]) * PAISE_PER_RUPEE + Number((match[2] ?? '').padEnd(2, '0'));
}
