import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { DOCUMENT_TYPES } from '#shared/document-uploads.ts';
import { LEAD_STAGES, movesFrom } from '#shared/lead-pipeline.ts';
import type { LeadDetail } from '#shared/schemas/leads.ts';
import { PartnerLeadView } from '../partner-lead-view.tsx';
import { StageControls } from '../stage-controls.tsx';

const detail = (overrides: Partial<LeadDetail> = {}): LeadDetail => ({
  lead: {
    id: 7,
    partnerId: 3,
    contactName: 'Ravi Sharma',
    email: 'ravi@example.in',
    phone: '+91 98290 11111',
    businessName: 'Sharma Dyeing',
    businessNature: null,
    address: 'Plot 12, Sanganer',
    city: 'Jaipur',
    state: 'Rajasthan',
    monthlyBill: 90_000,
    installationSizeKw: null,
    panNumber: null,
    gstin: null,
    annualProfit: null,
    facilitySqft: null,
    notes: null,
    isEligible: true,
    documentCount: 2,
    stage: 'site_survey',
    lostReason: null,
    createdAt: '2026-11-01T10:00:00.000Z',
    updatedAt: '2026-11-02T10:00:00.000Z',
  },
  partner: null,
  protectedUntil: '2027-01-30T10:00:00.000Z',
  history: [
    {
      id: 1,
      fromStage: null,
      toStage: 'new',
      note: null,
      lostReason: null,
      actorName: null,
      createdAt: '2026-11-01T10:00:00.000Z',
    },
  ],
  documents: [
    {
      id: 11,
      leadId: 7,
      type: 'pan_card',
      fileName: 'pan.pdf',
      mimeType: 'application/pdf',
      size: 300,
      status: 'rejected',
      rejectionReason: 'The number is cut off',
      createdAt: '2026-11-02T10:00:00.000Z',
    },
    {
      id: 12,
      leadId: 7,
      type: 'electricity_bill',
      fileName: 'bill.pdf',
      mimeType: 'application/pdf',
      size: 300,
      status: 'accepted',
      rejectionReason: null,
      createdAt: '2026-11-02T10:00:00.000Z',
    },
  ],
  checklist: DOCUMENT_TYPES.map((type) => ({
    type,
    status: type === 'pan_card' ? 'rejected' : type === 'electricity_bill' ? 'accepted' : 'missing',
    documentId: type === 'pan_card' ? 11 : type === 'electricity_bill' ? 12 : null,
    rejectionReason: type === 'pan_card' ? 'The number is cut off' : null,
  })),
  proposal: null,
  project: null,
  ...overrides,
});

describe('the stage form', () => {
  it.each(LEAD_STAGES)('offers exactly the moves of the table from %s', async (stage) => {
    serverStandIn();
    await renderWithApp(<StageControls leadId={7} stage={stage} />);
    const moves = movesFrom(stage);
    if (moves.length === 0) {
      expect(screen.getByText('This lead is closed; it cannot move any more.')).toBeVisible();
      return;
    }
    const options = within(screen.getByLabelText(/Next step/)).getAllByRole('option');
    expect(options.slice(1).map((option) => option.getAttribute('value'))).toEqual(
      moves.map((move) => move.to),
    );
  });

  it('asks for a reason before losing a lead and sends it', async () => {
    const server = serverStandIn({
      'POST /api/admin/leads/7/stage': () =>
        json(200, { lead: { ...detail().lead, stage: 'lost' }, change: detail().history[0] }),
    });
    const { user } = await renderWithApp(<StageControls leadId={7} stage="qualified" />);
    await user.selectOptions(screen.getByLabelText(/Next step/), 'lost');
    await user.selectOptions(screen.getByLabelText(/Why was it lost/), 'roof_unsuitable');
    await user.click(screen.getByRole('button', { name: 'Save the step' }));
    expect(await screen.findByText('The lead is now: Lost')).toBeInTheDocument();
    expect(server.to('POST /api/admin/leads/7/stage')[0]!.body).toEqual({
      stage: 'lost',
      lostReason: 'roof_unsuitable',
    });
  });
});

describe("the partner's lead view", () => {
  it('shows the rejection with its reason and offers uploads only where they are due', async () => {
    serverStandIn();
    const asked: string[] = [];
    await renderWithApp(
      <PartnerLeadView
        detail={detail()}
        renderUpload={(entry) => {
          asked.push(entry.type);
          return <button type="button">upload {entry.type}</button>;
        }}
      />,
    );
    expect(screen.getByText('Rejected: The number is cut off')).toBeVisible();
    // Rejected and missing types get an upload; the accepted bill does not.
    expect(asked.sort()).toEqual(DOCUMENT_TYPES.filter((t) => t !== 'electricity_bill').sort());
    const view = screen.getByRole('link', { name: 'View pan.pdf' });
    expect(view).toHaveAttribute('href', '/api/documents/11?view=inline');
    const progress = screen.getByRole('list', { name: 'Progress of the lead' });
    expect(
      within(progress)
        .getByText(/Site survey/)
        .closest('li'),
    ).toHaveAttribute('aria-current', 'step');
  });
});
