import { proposalFigures } from '#shared/proposal-figures.ts';
import { type BillPdfInput, FINANCE_PDF_COPY, type StatementPdfInput } from './finance-pdf.ts';
import type { ProposalPdfInput } from './proposal-pdf.ts';

/** A proposal to render in tests (never imported by main.ts). */
export const SAMPLE_OFFERS = {
  ppa: { tariffPerKwh: 6.5, escalationPct: 2, termMonths: 60 },
  emi: { bank: 'State Bank of India', interestPct: 9.5, tenureMonths: 60 },
  purchase: { price: 4_500_000 },
};
export const sampleProposalPdfInput = (language: 'en' | 'hi'): ProposalPdfInput => ({
  language,
  version: 2,
  createdAt: new Date('2026-01-15T10:00:00Z'),
  validUntil: '2026-02-15',
  customer: {
    businessName: language === 'hi' ? 'श्री कृष्ण टेक्सटाइल्स' : 'Krishna Textiles',
    contactName: language === 'hi' ? 'प्रिया शर्मा' : 'Priya Sharma',
    address: 'Plot 7, RIICO',
    city: 'Jaipur',
    state: 'Rajasthan',
  },
  offers: SAMPLE_OFFERS,
  figures: proposalFigures({
    systemKw: 100,
    monthlyBill: 120_000,
    city: 'Jaipur',
    offers: SAMPLE_OFFERS,
    gstRate: 0.05,
  }),
});

/** A first-year PPA bill (and, with `kind`, its credit note) to render in tests. */
export const sampleBillPdfInput = (
  language: 'en' | 'hi',
  kind: BillPdfInput['kind'] = 'bill',
): BillPdfInput => ({
  language,
  kind,
  number: kind === 'bill' ? 'AS/26-27/000123' : 'CN/26-27/000004',
  issuedOn: '2026-05-01',
  dueOn: '2026-05-16',
  month: '2026-04',
  customer: {
    businessName: language === 'hi' ? 'श्री कृष्ण टेक्सटाइल्स' : 'Krishna Textiles',
    address: 'Plot 7, RIICO',
    city: 'Jaipur',
    state: 'Rajasthan',
  },
  plant: { sizeKw: 100, ppaStartOn: '2026-04-01' },
  units: 12_450.5,
  tariffPaisePerKwh: 650,
  contractYear: 1,
  escalationBp: 200,
  amountPaise: 8_092_800,
  corrects: kind === 'bill' ? null : 'AS/26-27/000123',
  reason:
    kind === 'bill' ? null : language === 'hi' ? 'मीटर रीडिंग में सुधार' : 'Meter reading corrected',
  createdAt: new Date('2026-05-01T04:30:00Z'),
});

/** A registered partner's statement, TDS at the rate after the threshold, to render in tests. */
export const sampleStatementPdfInput = (
  language: 'en' | 'hi',
  gst: 'intra' | 'inter' = 'intra',
): StatementPdfInput => ({
  language,
  number: 'PS/26-27/000007',
  issuedOn: '2026-06-05',
  month: '2026-05',
  fyStart: 2026,
  partner: {
    name: language === 'hi' ? 'आशा शर्मा' : 'Asha Sharma',
    pan: 'ABCPE1234F',
    gstin: '08ABCPE1234F1Z5',
  },
  entries: [
    {
      description: language === 'hi' ? 'लीड 41: कमीशन' : 'Lead 41: commission',
      amountPaise: 2_500_000,
    },
  ],
  grossPaise: 2_500_000,
  cgstPaise: gst === 'intra' ? 225_000 : 0,
  sgstPaise: gst === 'intra' ? 225_000 : 0,
  igstPaise: gst === 'inter' ? 450_000 : 0,
  gstRateBp: 1_800,
  tdsPaise: 50_000,
  tdsRateBp: 200,
  tdsReason: 'rate',
  thresholdPaise: 2_000_000,
  netPaise: 2_900_000,
  settings: [
    {
      label: FINANCE_PDF_COPY[language].settingLabels.tds_194h_rate_bp,
      from: '2024-10-01',
      to: null,
    },
  ],
  createdAt: new Date('2026-06-05T04:30:00Z'),
});
