import type { CreateLeadInput } from '../../../shared/schemas/leads.ts';

/** A complete, eligible lead; `overrides` change single fields. */
export function leadInput(overrides: Partial<CreateLeadInput> = {}): CreateLeadInput {
  return {
    contactName: 'Vikram Mehta',
    email: 'vikram@mehta-textiles.example',
    phone: '+91 98765 43210',
    businessName: 'Mehta Textiles',
    address: 'Plot 7, RIICO Industrial Area',
    city: 'Bhilwara',
    state: 'Rajasthan',
    monthlyBill: 120_000,
    installationSizeKw: 150,
    notes: 'Roof of 20,000 sq ft; owner wants PPA.',
    ...overrides,
  };
}
