import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, held, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { publicUser } from '#client/test/users.ts';
import { PartnerLoginCard } from '../partner-login-card.tsx';
import { PartnerSignupForm } from '../partner-signup-form.tsx';

const asha = publicUser({
  id: 'u7',
  email: 'asha@partners.example',
  name: 'Asha Sharma',
  role: 'user',
  userType: 'partner',
  firstName: 'Asha',
  lastName: 'Sharma',
  username: null,
});
const partner = {
  id: 3,
  userId: 'u7',
  fullName: 'Asha Sharma',
  companyName: null,
  email: 'asha@partners.example',
  phone: '+91 98290 12345',
  city: 'Jaipur',
  state: 'Rajasthan',
  experience: null,
  message: null,
  status: 'pending',
  approvedAt: null,
  createdAt: '2026-01-15T10:00:00.000Z',
};
const field = (label: RegExp) => screen.getByLabelText(label);
const toasts = () => screen.getByRole('region', { name: /Notifications/ });

describe('the Partner Portal login', () => {
  it('logs a partner in as a partner and goes to the dashboard', async () => {
    const server = serverStandIn({ 'POST /api/auth/login': () => json(200, { user: asha }) });
    const { user } = await renderWithApp(<PartnerLoginCard />, { path: '/partner' });
    const form = await screen.findByRole('form', { name: 'Partner Login' });
    expect(form).toHaveAttribute('method', 'post');
    await user.type(within(form).getByLabelText(/^Email/), 'asha@partners.example');
    await user.type(within(form).getByLabelText(/^Password/), 'Sunlit-Referrals-77');
    await user.click(within(form).getByRole('button', { name: 'Login' }));

    expect(await within(toasts()).findByText('Login successful!')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/dashboard'));
    expect(server.to('POST /api/auth/login')[0]?.body).toEqual({
      email: 'asha@partners.example',
      password: 'Sunlit-Referrals-77',
      userType: 'partner',
    });
  });

  it('stays on the portal with the server’s message when the login is refused', async () => {
    serverStandIn({ 'POST /api/auth/login': () => apiError(401, 'Invalid email or password.') });
    const { user } = await renderWithApp(<PartnerLoginCard />, { path: '/partner' });
    const form = await screen.findByRole('form', { name: 'Partner Login' });
    await user.click(within(form).getByRole('button', { name: 'Login' }));
    expect(await within(form).findAllByText('This field is required')).toHaveLength(2);
    await user.type(within(form).getByLabelText(/^Email/), 'asha@partners.example');
    await user.type(within(form).getByLabelText(/^Password/), 'wrong-one');
    await user.click(within(form).getByRole('button', { name: 'Login' }));
    expect(await within(toasts()).findByText('Invalid email or password.')).toBeVisible();
    expect(within(toasts()).getByText('Login failed')).toBeVisible();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/partner');
  });

  it('offers a signed-in visitor the way to their dashboard instead of the form', async () => {
    serverStandIn({ 'GET /api/auth/session': () => json(200, { user: asha }) });
    await renderWithApp(<PartnerLoginCard />);
    expect(await screen.findByText('You are logged in as Asha Sharma.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    expect(screen.queryByRole('form')).toBeNull();
  });
});

describe('the partner application', () => {
  async function fillVisitor(user: Awaited<ReturnType<typeof renderWithApp>>['user']) {
    await user.type(field(/^Full Name/), 'Asha Sharma');
    await user.type(field(/^Email/), 'asha@partners.example');
    await user.type(field(/^Phone/), '+91 98290 12345');
    await user.type(field(/^City/), 'Jaipur');
    await user.type(field(/^State/), 'Rajasthan');
    await user.selectOptions(field(/^Sales or referral experience/), '1-3');
    await user.type(field(/^Password/), 'Sunlit-Referrals-77');
    await user.click(field(/I accept the terms and conditions/));
  }

  it('names every field a visitor must fill in, the terms included, and sends nothing', async () => {
    const server = serverStandIn();
    const { user } = await renderWithApp(<PartnerSignupForm />);
    const form = await screen.findByRole('form', { name: 'Become a Partner' });
    expect(form).toHaveAttribute('method', 'post');
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByText('Full name must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('Please enter a valid email address')).toBeVisible();
    expect(screen.getByText('Please enter a valid phone number')).toBeVisible();
    expect(screen.getByText('City must be at least 2 characters')).toBeVisible();
    expect(screen.getByText('You must accept the terms and conditions')).toBeVisible();
    expect(screen.getByText('This field is required')).toBeVisible();
    expect(field(/I accept the terms/)).toHaveAttribute('aria-invalid', 'true');
    expect(server.to('POST /api/partners/signup')).toHaveLength(0);
  });

  it('sends a visitor’s application with their password, then empties the form', async () => {
    const server = serverStandIn({
      'POST /api/partners/signup': () =>
        json(201, {
          message: 'Your application has been submitted successfully.',
          partner,
          accountCreated: true,
        }),
    });
    const { user } = await renderWithApp(<PartnerSignupForm />);
    await screen.findByRole('form', { name: 'Become a Partner' });
    await fillVisitor(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));

    expect(await within(toasts()).findByText('Signup successful!')).toBeVisible();
    expect(server.to('POST /api/partners/signup')[0]?.body).toEqual({
      fullName: 'Asha Sharma',
      email: 'asha@partners.example',
      phone: '+91 98290 12345',
      city: 'Jaipur',
      state: 'Rajasthan',
      experience: '1-3',
      password: 'Sunlit-Referrals-77',
      terms: true,
      language: 'en',
    });
    // The new account is signed in, so the session is asked for again.
    await waitFor(() => expect(server.to('GET /api/auth/session')).toHaveLength(2));
    expect(server.to('POST /api/partners/signup')).toHaveLength(1);
    await waitFor(() => expect(field(/^Full Name/)).toHaveValue(''));
    expect(field(/I accept the terms/)).not.toBeChecked();
  });

  it('is busy while sending, and shows the server’s field message', async () => {
    const pending = held(() =>
      apiError(409, 'A partner application with this email already exists.', {
        fields: { email: 'A partner application with this email already exists.' },
      }),
    );
    serverStandIn({ 'POST /api/partners/signup': () => pending.answer });
    const { user } = await renderWithApp(<PartnerSignupForm />);
    await screen.findByRole('form', { name: 'Become a Partner' });
    await fillVisitor(user);
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await screen.findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    pending.release();
    await waitFor(() =>
      expect(field(/^Email/)).toHaveAccessibleDescription(
        'A partner application with this email already exists.',
      ),
    );
    expect(within(toasts()).getByText('Signup failed')).toBeVisible();
  });

  it('lets a member apply with their account: their e-mail, no password', async () => {
    const server = serverStandIn({
      'GET /api/auth/session': () => json(200, { user: asha }),
      'GET /api/partners/profile': () => json(200, { partner: null }),
      'POST /api/partners/signup': () =>
        json(201, {
          message: 'Your application has been submitted successfully.',
          partner,
          accountCreated: false,
        }),
    });
    const { user } = await renderWithApp(<PartnerSignupForm />);
    await waitFor(() => expect(field(/^Email/)).toHaveValue('asha@partners.example'));
    expect(field(/^Email/)).toHaveAttribute('readonly');
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
    expect(field(/^Full Name/)).toHaveValue('Asha Sharma');

    await user.type(field(/^Phone/), '+91 98290 12345');
    await user.type(field(/^City/), 'Jaipur');
    await user.type(field(/^State/), 'Rajasthan');
    await user.click(field(/I accept the terms and conditions/));
    await user.click(screen.getByRole('button', { name: 'Submit Application' }));
    expect(await within(toasts()).findByText('Signup successful!')).toBeVisible();
    expect(server.to('POST /api/partners/signup')[0]?.body).not.toHaveProperty('password');
  });
});
