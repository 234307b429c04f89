import { proposalFigures } from '../../shared/proposal-figures.ts';
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
