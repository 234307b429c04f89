import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import ContactPage from '../contact-page.tsx';

const sent = () => json(200, { sent: true, expiresInSeconds: 600, resendAfterSeconds: 30 });
const details = {
  name: 'Kavita Rathore',
  email: 'kavita@coldstore.example',
  phone: '+91 98290 44444',
  subject: 'Solar for our cold storage',
  message: 'We run a 40,000 sq ft cold storage in Jaipur. Please call.',
};

async function fillForm(user: Awaited<ReturnType<typeof renderWithApp>>['user']) {
  await user.type(screen.getByLabelText(/^Full Name/), details.name);
  await user.type(screen.getByLabelText(/^Email Address/), details.email);
  await user.type(screen.getByLabelText(/^Phone Number/), details.phone);
  await user.type(screen.getByLabelText(/^Subject/), details.subject);
  await user.type(screen.getByLabelText(/^Message/), details.message);
  await user.click(screen.getByRole('button', { name: 'Send Message' }));
}

describe('the contact page: form, then the verification card the page composes in', () => {
  it('fills in the subject a link carries, and leaves it to the visitor afterwards', async () => {
    serverStandIn();
    const subject = 'Enquiry: Solar Financing Solutions';
    const { user } = await renderWithApp(<ContactPage />, {
      path: `/contact?subject=${encodeURIComponent(subject)}`,
    });
    const field = screen.getByLabelText(/^Subject/);
    await waitFor(() => expect(field).toHaveValue(subject));
    await user.clear(field);
    await user.type(field, 'Something else');
    expect(field).toHaveValue('Something else');
  });

  it('leaves the subject empty without a link', async () => {
    serverStandIn();
    await renderWithApp(<ContactPage />, { path: '/contact' });
    expect(screen.getByLabelText(/^Subject/)).toHaveValue('');
  });

  it('checks every field with the spec’s messages before asking for a code', async () => {
    const server = serverStandIn();
    const { user } = await renderWithApp(<ContactPage />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByText('Subject must be at least 5 characters')).toBeVisible();
    expect(screen.getByText('Message must be at least 10 characters')).toBeVisible();
    expect(server.to('POST /api/verify/send')).toHaveLength(0);
  });

  it('moves focus to the card, mails the code once, and Back keeps what was typed', async () => {
    const server = serverStandIn({ 'POST /api/verify/send': sent });
    const { user } = await renderWithApp(<ContactPage />);
    await fillForm(user);
    const heading = await screen.findByRole('heading', { name: 'Email Verification Required' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(await screen.findByText(details.email)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Back to Form' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'Send Us a Message' })).toHaveFocus(),
    );
    expect(screen.getByLabelText(/^Message/)).toHaveValue(details.message);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText(/Code expires in/)).toBeVisible();
    expect(server.to('POST /api/verify/send')).toHaveLength(1);
  });

  it('sends the message with the verified code, then empties the form', async () => {
    const server = serverStandIn({
      'POST /api/verify/send': sent,
      'POST /api/verify/check': () => json(200, { verified: true }),
      'POST /api/contact': () =>
        json(201, { id: 9, message: 'Your message has been sent successfully!' }),
    });
    const { user } = await renderWithApp(<ContactPage />);
    await fillForm(user);
    await user.type(await screen.findByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));

    const toasts = screen.getByRole('region', { name: /Notifications/ });
    expect(await within(toasts).findByText('Message sent!')).toBeVisible();
    expect(await screen.findByLabelText(/^Full Name/)).toHaveValue('');
    expect(server.to('POST /api/contact')[0]?.body).toEqual({
      ...details,
      verificationCode: '123456',
      language: 'en',
    });
  });
});
