import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, held, json, serverStandIn, uploadStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { documentMessages } from '#shared/schemas/documents.ts';
import type { Lead } from '#shared/schemas/leads.ts';
import { CreateLeadDialog } from '../create-lead-dialog.tsx';
import { UploadDocumentDialog } from '../upload-document-dialog.tsx';

// An open dialog hides the rest of the page from the accessibility tree, the toast region too.
const toasts = () => screen.getByRole('region', { name: /Notifications/, hidden: true });

describe('Add Lead', () => {
  const open = async () => {
    const rendered = await renderWithApp(<CreateLeadDialog />);
    await rendered.user.click(screen.getByRole('button', { name: 'Add Lead' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a New Lead' });
    const box = (name: string) =>
      within(dialog).getByRole('textbox', { name: new RegExp(`^${name}`) });
    return { ...rendered, dialog, box };
  };

  it('names the missing fields and sends nothing', async () => {
    const server = serverStandIn();
    const { user, dialog } = await open();
    expect(dialog.querySelector('form')).toHaveAttribute('method', 'post');
    await user.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
    expect(await within(dialog).findByText('Name must be at least 2 characters')).toBeVisible();
    expect(
      within(dialog).getByText('Please enter the monthly electricity bill amount'),
    ).toBeVisible();
    expect(within(dialog).getByText('Phone number must be at least 10 digits')).toBeVisible();
    expect(server.to('POST /api/leads')).toHaveLength(0);
  });

  it('says whether the lead will be eligible as the bill is typed', async () => {
    serverStandIn();
    const { user, box, dialog } = await open();
    await user.type(box('Monthly Electricity Bill'), '20,000');
    expect(
      within(dialog).getByText('Below ₹50,000 a month, this lead will not be eligible.'),
    ).toBeVisible();
    await user.clear(box('Monthly Electricity Bill'));
    await user.type(box('Monthly Electricity Bill'), '75000');
    expect(within(dialog).getByText('This lead will be eligible.')).toBeVisible();
  });

  it('sends the lead with its numbers as numbers, is busy meanwhile, and closes', async () => {
    const pending = held(() => json(201, { lead: { id: 1 } }));
    const server = serverStandIn({ 'POST /api/leads': () => pending.answer });
    const { user, box, dialog } = await open();
    await user.type(box('Customer Name'), 'Vikram Mehta');
    await user.type(box('Customer Email'), 'vikram@mehta-textiles.example');
    await user.type(box('Customer Phone'), '+91 98765 43210');
    await user.type(box('Company Name'), 'Mehta Textiles');
    await user.type(box('Address'), 'Plot 7, RIICO Industrial Area');
    await user.type(box('City'), 'Bhilwara');
    await user.type(box('State'), 'Rajasthan');
    await user.type(box('Monthly Electricity Bill'), '1,20,000');
    await user.type(box('Installation Size'), '150');
    await user.click(within(dialog).getByRole('button', { name: 'Add Lead' }));

    expect(await within(dialog).findByRole('button', { name: 'Adding...' })).toBeDisabled();
    pending.release();
    expect(await within(toasts()).findByText('Lead created successfully')).toBeVisible();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(server.to('POST /api/leads')[0]?.body).toMatchObject({
      contactName: 'Vikram Mehta',
      email: 'vikram@mehta-textiles.example',
      monthlyBill: 120000,
      installationSizeKw: 150,
    });
  });

  it('keeps the dialog open with the server’s field message when the lead is refused', async () => {
    serverStandIn({
      'POST /api/leads': () =>
        apiError(400, 'Please enter a valid email', {
          fields: { email: 'Please enter a valid email' },
        }),
    });
    const { user, box, dialog } = await open();
    for (const [name, value] of [
      ['Customer Name', 'Vikram Mehta'],
      ['Customer Email', 'vikram@mehta-textiles.example'],
      ['Customer Phone', '+91 98765 43210'],
      ['Company Name', 'Mehta Textiles'],
      ['Address', 'Plot 7, RIICO Industrial Area'],
      ['City', 'Bhilwara'],
      ['State', 'Rajasthan'],
      ['Monthly Electricity Bill', '75000'],
    ] as const)
      await user.type(box(name), value);
    await user.click(within(dialog).getByRole('button', { name: 'Add Lead' }));
    expect(await within(toasts()).findByText('Failed to create lead')).toBeVisible();
    expect(box('Customer Email')).toHaveAccessibleDescription('Please enter a valid email');
    expect(screen.getByRole('dialog')).toBeVisible();
  });
});

describe('the upload dialog', () => {
  const lead = { id: 12, businessName: 'Mehta Textiles' } as Lead;
  const pdf = () => new File(['%PDF-1.4'], 'march-bill.pdf', { type: 'application/pdf' });
  const open = async (onClose = () => {}) => {
    const rendered = await renderWithApp(<UploadDocumentDialog lead={lead} onClose={onClose} />);
    const dialog = await screen.findByRole('dialog', { name: 'Upload Document' });
    return { ...rendered, dialog };
  };
  /** Opens the dialog and uploads a bill as the partner would; says whether it was closed. */
  const uploadBill = async () => {
    let closed = false;
    const rendered = await open(() => {
      closed = true;
    });
    const { user, dialog } = rendered;
    await user.selectOptions(within(dialog).getByLabelText(/^Document type/), 'electricity_bill');
    await user.upload(within(dialog).getByLabelText(/^File/), pdf());
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    return { ...rendered, closed: () => closed };
  };

  it('asks for the type, then for a file, before sending anything', async () => {
    serverStandIn();
    const uploads = uploadStandIn(() => json(201, {}));
    const { user, dialog } = await open();
    expect(dialog.querySelector('form')).toHaveAttribute('method', 'post');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(dialog).findByText('Please select a document type')).toBeVisible();
    await user.selectOptions(within(dialog).getByLabelText(/^Document type/), 'electricity_bill');
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(await within(toasts()).findByText('Please select a file to upload.')).toBeVisible();
    expect(uploads.sent).toHaveLength(0);
  });

  it('refuses a file of a type it does not take, on the file field', async () => {
    serverStandIn();
    const uploads = uploadStandIn(() => json(201, {}));
    const { user, dialog } = await open();
    await user.selectOptions(within(dialog).getByLabelText(/^Document type/), 'electricity_bill');
    await user.upload(
      within(dialog).getByLabelText(/^File/),
      // Claims to be a PDF, so the picker lets it through; its name gives it away.
      new File(['MZ'], 'setup.exe', { type: 'application/pdf' }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Upload' }));
    expect(within(dialog).getByLabelText(/^File/)).toHaveAccessibleDescription(
      documentMessages.typeRefused,
    );
    expect(uploads.sent).toHaveLength(0);
  });

  it('shows the progress, then closes on success', async () => {
    serverStandIn();
    const pending = held(() => json(201, { document: { id: 5 } }));
    const uploads = uploadStandIn(() => pending.answer, 40);
    const { dialog, closed } = await uploadBill();

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    await waitFor(() => expect(bar).toHaveAttribute('aria-valuenow', '40'));
    expect(within(dialog).getByRole('button', { name: 'Uploading... 40%' })).toBeDisabled();
    pending.release();
    expect(await within(toasts()).findByText('Document uploaded successfully')).toBeVisible();
    expect(closed()).toBe(true);
    expect(uploads.sent).toEqual([
      {
        method: 'POST',
        url: '/api/leads/12/documents',
        fields: { type: 'electricity_bill', file: 'march-bill.pdf' },
      },
    ]);
  });

  it('tells the server’s refusal and stays open', async () => {
    serverStandIn();
    uploadStandIn(() => apiError(400, 'This file type is not allowed.'));
    const { dialog, closed } = await uploadBill();
    expect(await within(toasts()).findByText('Failed to upload document')).toBeVisible();
    expect(within(toasts()).getByText('This file type is not allowed.')).toBeVisible();
    expect(closed()).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Upload' })).toBeEnabled();
  });
});
