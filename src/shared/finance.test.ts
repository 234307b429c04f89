import { describe, expect, it } from 'vitest';
import {
  agingBucket,
  billAmountPaise,
  billStatus,
  contractYear,
  documentNumber,
  type FinanceSetting,
  financialYearLabel,
  financialYearStart,
  gstFor,
  istDay,
  parseFinancialYear,
  roundToRupee,
  rupeesTextToPaise,
  settingOn,
  statementFigures,
  tariffForYear,
  tdsFor,
} from './finance.ts';

/** The statutory rows as the migration seeds them. */
const SETTINGS: FinanceSetting[] = [
  { key: 'tds_194h_rate_bp', value: 500, effectiveFrom: '2017-04-01', effectiveTo: '2024-09-30' },
  { key: 'tds_194h_rate_bp', value: 200, effectiveFrom: '2024-10-01', effectiveTo: null },
  {
    key: 'tds_194h_threshold_paise',
    value: 1_500_000,
    effectiveFrom: '2017-04-01',
    effectiveTo: '2025-03-31',
  },
  {
    key: 'tds_194h_threshold_paise',
    value: 2_000_000,
    effectiveFrom: '2025-04-01',
    effectiveTo: null,
  },
  { key: 'tds_no_pan_rate_bp', value: 2000, effectiveFrom: '2017-04-01', effectiveTo: null },
  { key: 'gst_commission_rate_bp', value: 1800, effectiveFrom: '2017-07-01', effectiveTo: null },
  {
    key: 'payout_minimum_net_paise',
    value: 50_000,
    effectiveFrom: '2017-04-01',
    effectiveTo: null,
  },
];

const rupees = (r: number) => r * 100;

describe('rounding to the rupee', () => {
  it.each([
    [12_350, 12_400],
    [12_349, 12_300],
    [-12_350, -12_400],
    [-12_349, -12_300],
    [0, 0],
  ])('%i paise → %i', (paise, expected) => expect(roundToRupee(paise)).toBe(expected));
});

describe('dated settings', () => {
  it.each([
    ['2024-09-30', 500],
    ['2024-10-01', 200],
    ['2026-04-01', 200],
  ])('TDS rate on %s is %i bp', (day, bp) =>
    expect(settingOn(SETTINGS, 'tds_194h_rate_bp', day).value).toBe(bp),
  );
  it.each([
    ['2025-03-31', 1_500_000],
    ['2025-04-01', 2_000_000],
  ])('threshold on %s is %i paise', (day, paise) =>
    expect(settingOn(SETTINGS, 'tds_194h_threshold_paise', day).value).toBe(paise),
  );
  it('refuses a day no row covers', () =>
    expect(() => settingOn(SETTINGS, 'gst_commission_rate_bp', '2017-06-30')).toThrow());
});

describe('TDS under 194H across a year (FY 2026-27: 2 %, threshold ₹20,000)', () => {
  // One partner's year, payout by payout: earlier commission and earlier TDS carried along.
  const year = [
    { day: '2026-05-31', commission: 8_000, tds: 0, reason: 'under_threshold' },
    { day: '2026-06-30', commission: 9_000, tds: 0, reason: 'under_threshold' },
    // ₹17,000 + ₹6,000 = ₹23,000 > ₹20,000: 2 % of the whole ₹23,000 = ₹460.
    { day: '2026-07-31', commission: 6_000, tds: 460, reason: 'rate' },
    // After the crossing, 2 % of this payout's ₹5,000 = ₹100.
    { day: '2026-08-31', commission: 5_000, tds: 100, reason: 'rate' },
  ] as const;
  let earlier = 0;
  let withheld = 0;
  for (const payout of year) {
    const before = { earlier, withheld };
    it(`₹${payout.commission} on ${payout.day} after ₹${before.earlier} → TDS ₹${payout.tds}`, () => {
      const result = tdsFor(SETTINGS, {
        day: payout.day,
        commissionPaise: rupees(payout.commission),
        earlierCommissionPaise: rupees(before.earlier),
        earlierTdsPaise: rupees(before.withheld),
        hasPan: true,
      });
      expect(result.tdsPaise).toBe(rupees(payout.tds));
      expect(result.reason).toBe(payout.reason);
    });
    earlier += payout.commission;
    withheld += payout.tds;
  }
});

describe('TDS by date, PAN and threshold', () => {
  it.each([
    // FY 2024-25, threshold ₹15,000: ₹10,000 earlier + ₹6,000 = ₹16,000.
    ['2024-09-30', 6_000, 10_000, true, 800, 500, 'rate'], // 5 % × ₹16,000
    ['2024-10-01', 6_000, 10_000, true, 320, 200, 'rate'], // 2 % × ₹16,000
    // FY 2025-26, threshold ₹20,000: ₹16,000 is under it.
    ['2025-10-01', 6_000, 10_000, true, 0, 0, 'under_threshold'],
    // Exactly the threshold is not above it.
    ['2026-06-01', 20_000, 0, true, 0, 0, 'under_threshold'],
    ['2026-06-01', 20_001, 0, true, 400.02, 200, 'rate'], // 2 % × ₹20,001 = ₹400.02 → ₹400
    // No PAN: 20 % × ₹25,000 = ₹5,000.
    ['2026-06-01', 25_000, 0, false, 5_000, 2000, 'no_pan'],
    // No PAN under the threshold: nothing yet.
    ['2026-06-01', 5_000, 0, false, 0, 0, 'under_threshold'],
  ] as const)(
    '%s: ₹%d after ₹%d (PAN %s) → ₹%d at %i bp, %s',
    (day, commission, earlier, hasPan, tds, bp, reason) => {
      const result = tdsFor(SETTINGS, {
        day,
        commissionPaise: rupees(commission),
        earlierCommissionPaise: rupees(earlier),
        earlierTdsPaise: 0,
        hasPan,
      });
      expect(result.tdsPaise).toBe(roundToRupee(Math.round(tds * 100)));
      expect(result.rateBp).toBe(bp);
      expect(result.reason).toBe(reason);
    },
  );

  it('a clawback larger than the month leaves nothing to withhold', () => {
    const result = tdsFor(SETTINGS, {
      day: '2026-06-01',
      commissionPaise: rupees(-3_000),
      earlierCommissionPaise: rupees(30_000),
      earlierTdsPaise: rupees(600),
      hasPan: true,
    });
    expect(result).toMatchObject({ tdsPaise: 0, reason: 'nothing_due' });
  });
});

describe('GST on commission', () => {
  it.each([
    ['08AAQCA1234B1Z2', 10_000, 900, 900, 0, 'intra_state'], // Rajasthan: CGST 9 % + SGST 9 %
    ['27AAPFU0939F1ZV', 10_000, 0, 0, 1_800, 'inter_state'], // Maharashtra: IGST 18 %
    [null, 10_000, 0, 0, 0, 'none'], // unregistered
  ] as const)(
    'GSTIN %s on ₹%d → CGST ₹%d, SGST ₹%d, IGST ₹%d',
    (gstin, commission, cgst, sgst, igst, kind) => {
      const result = gstFor(SETTINGS, {
        day: '2026-06-01',
        commissionPaise: rupees(commission),
        gstin,
      });
      expect(result).toMatchObject({
        cgstPaise: rupees(cgst),
        sgstPaise: rupees(sgst),
        igstPaise: rupees(igst),
        gstPaise: rupees(cgst + sgst + igst),
        kind,
      });
    },
  );

  it('₹12,345.67 inter-state: IGST 18 % = ₹2,222.22 → ₹2,222; intra-state 9 % = ₹1,111.11 → ₹1,111 each', () => {
    expect(
      gstFor(SETTINGS, { day: '2026-06-01', commissionPaise: 1_234_567, gstin: '27AAPFU0939F1ZV' })
        .igstPaise,
    ).toBe(222_200);
    expect(
      gstFor(SETTINGS, { day: '2026-06-01', commissionPaise: 1_234_567, gstin: '08AAQCA1234B1Z2' })
        .cgstPaise,
    ).toBe(111_100);
  });
});

describe('statement figures', () => {
  it('₹25,000 to a Rajasthan-registered partner with PAN, first payout of FY 2026-27: GST ₹4,500, TDS ₹500 on the commission without GST, net ₹29,000', () => {
    const f = statementFigures(SETTINGS, {
      day: '2026-06-30',
      commissionPaise: rupees(25_000),
      earlierCommissionPaise: 0,
      earlierTdsPaise: 0,
      hasPan: true,
      gstin: '08AAQCA1234B1Z2',
    });
    expect(f.gst.gstPaise).toBe(rupees(4_500));
    expect(f.tds.tdsPaise).toBe(rupees(500));
    expect(f.netPaise).toBe(rupees(29_000));
    expect(f.carriedForward).toBe(false);
  });
  it('₹499 net is carried forward; ₹500 is paid', () => {
    const at = (commission: number) =>
      statementFigures(SETTINGS, {
        day: '2026-06-30',
        commissionPaise: rupees(commission),
        earlierCommissionPaise: 0,
        earlierTdsPaise: 0,
        hasPan: true,
        gstin: null,
      }).carriedForward;
    expect(at(499)).toBe(true);
    expect(at(500)).toBe(false);
  });
});

describe('PPA tariff and bills', () => {
  it.each([
    ['2026-04-15', '2026-03', null],
    ['2026-04-15', '2026-04', 1],
    ['2026-04-15', '2027-03', 1],
    ['2026-04-15', '2027-04', 2],
    ['2026-04-15', '2031-03', 5],
  ] as const)('contract from %s: month %s is year %s', (start, month, year) =>
    expect(contractYear(start, month)).toBe(year),
  );
  it.each([
    [600, 300, 1, 600],
    [600, 300, 2, 618], // 600 × 1.03
    [600, 300, 3, 637], // 600 × 1.0609 = 636.54
    [600, 300, 5, 675], // 600 × 1.12550881 = 675.31
    [750, 0, 10, 750],
  ])('%i paise/kWh at %i bp, year %i → %i paise/kWh', (base, bp, year, expected) =>
    expect(tariffForYear(base, bp, year)).toBe(expected),
  );
  it.each([
    [1234.56, 637, 786_400], // ₹7,864.1472 → ₹7,864
    [10_000, 600, 6_000_000], // ₹60,000
    [0.5, 101, 100], // ₹0.505 → ₹1
  ])('%d kWh × %i paise → %i paise', (units, tariff, amount) =>
    expect(billAmountPaise(units, tariff)).toBe(amount),
  );
  it.each([
    [{ amountPaise: 100, paidPaise: 0, dueOn: '2026-06-15' }, '2026-06-15', 'due'],
    [{ amountPaise: 100, paidPaise: 40, dueOn: '2026-06-15' }, '2026-06-10', 'partly_paid'],
    [{ amountPaise: 100, paidPaise: 40, dueOn: '2026-06-15' }, '2026-06-16', 'overdue'],
    [{ amountPaise: 100, paidPaise: 100, dueOn: '2026-06-15' }, '2026-09-16', 'paid'],
  ] as const)('bill %o on %s is %s', (bill, today, status) =>
    expect(billStatus(bill, today)).toBe(status),
  );
  it.each([
    ['2026-06-15', '2026-06-01', '0-30'],
    ['2026-06-15', '2026-07-15', '0-30'],
    ['2026-06-15', '2026-07-16', '31-60'],
    ['2026-06-15', '2026-08-14', '31-60'],
    ['2026-06-15', '2026-09-13', '61-90'],
    ['2026-06-15', '2026-09-14', '90+'],
  ] as const)('due %s, on %s: %s', (due, today, bucket) =>
    expect(agingBucket(due, today)).toBe(bucket),
  );
});

describe('financial years and numbering', () => {
  it.each([
    ['2027-03-31T18:29:59Z', '2027-03-31'],
    ['2027-03-31T18:30:00Z', '2027-04-01'],
  ])('%s is %s in India', (instant, day) => expect(istDay(new Date(instant))).toBe(day));
  it.each([
    ['2027-03-31', 2026, '2026-27'],
    ['2027-04-01', 2027, '2027-28'],
    ['2099-12-31', 2099, '2099-00'],
  ])('%s is in FY %i (%s)', (day, start, label) => {
    expect(financialYearStart(day)).toBe(start);
    expect(financialYearLabel(start)).toBe(label);
    expect(parseFinancialYear(label)).toBe(start);
  });
  it.each([
    ['bill', '2027-03-31', 123, 'AS/26-27/000123'],
    ['bill', '2027-04-01', 1, 'AS/27-28/000001'],
    ['credit_note', '2026-04-01', 7, 'CN/26-27/000007'],
    ['payout_statement', '2026-11-27', 999_999, 'PS/26-27/999999'],
  ] as const)('%s on %s, #%i → %s (≤ 16 characters)', (series, day, n, number) => {
    const made = documentNumber(series, day, n);
    expect(made).toBe(number);
    expect(made.length).toBeLessThanOrEqual(16);
  });
  it('refuses a seven-digit sequence', () =>
    expect(() => documentNumber('bill', '2026-04-01', 1_000_000)).toThrow());
  it('refuses a malformed year', () => expect(parseFinancialYear('2026-28')).toBeNull());
});

describe('rupees typed as text', () => {
  it.each([
    ['2000', 200_000],
    ['2,000.5', 200_050],
    ['0.05', 5],
    ['12.345', null],
    ['-1', null],
    ['abc', null],
  ])('%s → %s paise', (text, paise) => expect(rupeesTextToPaise(text)).toBe(paise));
});

describe('the README’s worked examples', () => {
  it('a Rajasthan-registered partner’s FY 2026-27: nets ₹9,440, ₹10,620, ₹6,620 (TDS ₹460), ₹5,800 (TDS ₹100)', () => {
    let earlier = 0;
    let withheld = 0;
    const nets: number[] = [];
    for (const [day, commission] of [
      ['2026-05-31', 8_000],
      ['2026-06-30', 9_000],
      ['2026-07-31', 6_000],
      ['2026-08-31', 5_000],
    ] as const) {
      const f = statementFigures(SETTINGS, {
        day,
        commissionPaise: rupees(commission),
        earlierCommissionPaise: earlier,
        earlierTdsPaise: withheld,
        hasPan: true,
        gstin: '08AAQCA1234B1Z2',
      });
      earlier += f.grossPaise;
      withheld += f.tds.tdsPaise;
      nets.push(f.netPaise / 100);
    }
    expect(nets).toEqual([9_440, 10_620, 6_620, 5_800]);
    expect(withheld).toBe(rupees(560));
  });
  it('a first-year bill: 12,345.67 kWh × ₹6.00 = ₹74,074.02 → ₹74,074; year 2 at ₹6.18', () => {
    expect(contractYear('2026-04-15', '2026-05')).toBe(1);
    expect(billAmountPaise(12_345.67, tariffForYear(600, 300, 1))).toBe(7_407_400);
    expect(tariffForYear(600, 300, contractYear('2026-04-15', '2027-05')!)).toBe(618);
  });
});
