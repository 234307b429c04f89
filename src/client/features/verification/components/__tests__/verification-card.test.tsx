import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, json, serverStandIn } from '#client/test/network.ts';
import { renderWithApp } from '#client/test/render.tsx';
import { VerificationCard } from '../verification-card.tsx';

const email = 'kavita@coldstore.example';
const sent = () => json(200, { sent: true, expiresInSeconds: 600, resendAfterSeconds: 30 });
const tooMany = (seconds: number) =>
  apiError(429, 'Too many verification codes requested. Please try again later.', {
    code: 'rate_limited',
    headers: { 'retry-after': String(seconds) },
  });

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

async function openCard(onVerified = vi.fn(), language: 'en' | 'hi' = 'en') {
  const rendered = await renderWithApp(<VerificationCard email={email} onVerified={onVerified} />, {
    advanceTimers: vi.advanceTimersByTime,
    language,
  });
  return { ...rendered, onVerified };
}

describe('the verification card', () => {
  it('sends a code on opening and counts its ten minutes down', async () => {
    const server = serverStandIn({ 'POST /api/verify/send': sent });
    await openCard();
    expect(await screen.findByText(/We sent a 6-digit code to/)).toBeVisible();
    expect(screen.getByText('Code expires in 10:00')).toBeVisible();
    expect(server.to('POST /api/verify/send')).toEqual([
      { method: 'POST', path: '/api/verify/send', body: { email, language: 'en' } },
    ]);
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeDisabled();
    await advance(61_000);
    expect(screen.getByText('Code expires in 8:59')).toBeVisible();
  });

  it('says a refused send was refused, and counts down to when it may be asked again', async () => {
    const server = serverStandIn({ 'POST /api/verify/send': () => tooMany(42) });
    const { user } = await openCard();
    expect(await screen.findByText(/We could not send a code to/)).toBeVisible();
    expect(screen.queryByText(/We sent a 6-digit code/)).toBeNull();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Too many verification codes requested. Please try again later.',
    );
    expect(screen.getByText('You can ask for a new code in 0:42.')).toBeVisible();
    await advance(10_000);
    expect(screen.getByText('You can ask for a new code in 0:32.')).toBeVisible();

    // The way to retry is in the tab order while it waits, and says why it does nothing yet.
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).toHaveAttribute('aria-disabled', 'true');
    expect(resend).toHaveAccessibleDescription('You can ask for a new code in 0:32.');
    for (let presses = 0; presses < 5 && document.activeElement !== resend; presses++)
      await user.tab();
    expect(resend).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(server.to('POST /api/verify/send')).toHaveLength(1);
  });

  it('lets the visitor retry by keyboard once the wait is over, and then counts the new code', async () => {
    const server = serverStandIn({ 'POST /api/verify/send': () => tooMany(5) });
    const { user } = await openCard();
    expect(await screen.findByText('You can ask for a new code in 0:05.')).toBeVisible();
    await advance(5_000);
    expect(await screen.findByText(/You can ask for a new code now/)).toBeVisible();
    const resend = screen.getByRole('button', { name: 'Resend Code' });
    expect(resend).not.toHaveAttribute('aria-disabled');

    server.route('POST /api/verify/send', sent);
    resend.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/We sent a 6-digit code to/)).toBeVisible();
    expect(screen.getByText('Code expires in 10:00')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('Verification code sent successfully!')).toBeVisible();
    expect(server.to('POST /api/verify/send')).toHaveLength(2);
  });

  it('refuses fewer than six digits, then confirms the code with the server', async () => {
    const server = serverStandIn({
      'POST /api/verify/send': sent,
      'POST /api/verify/check': () => json(200, { verified: true }),
    });
    const { user, onVerified } = await openCard();
    const box = await screen.findByLabelText('Verification code');
    await user.type(box, '12a34{Enter}');
    expect(box).toHaveValue('1234');
    expect(await screen.findByText('Please enter a valid 6-digit code')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Verify Email' })).toBeDisabled();
    await user.type(box, '56');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    await waitFor(() => expect(onVerified).toHaveBeenCalledWith('123456'));
    expect(server.to('POST /api/verify/check')[0]?.body).toEqual({ email, code: '123456' });
  });

  it('offers a new code at once when the server says the one in hand is dead', async () => {
    serverStandIn({
      'POST /api/verify/send': sent,
      'POST /api/verify/check': () =>
        apiError(400, 'Too many incorrect attempts. Please request a new code.', {
          code: 'verification_locked',
        }),
    });
    const { user } = await openCard();
    await user.type(await screen.findByLabelText('Verification code'), '654321');
    await user.click(screen.getByRole('button', { name: 'Verify Email' }));
    expect(
      await screen.findByText('Too many incorrect attempts. Please request a new code.'),
    ).toBeVisible();
    expect(screen.getByLabelText('Verification code')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Resend Code' })).toBeEnabled();
  });

  it('tells the refusal in Hindi', async () => {
    serverStandIn({ 'POST /api/verify/send': () => tooMany(90) });
    await openCard(vi.fn(), 'hi');
    expect(await screen.findByText(/पर कोड नहीं भेज सके/)).toBeVisible();
    expect(screen.getByRole('heading', { name: 'ईमेल सत्यापन आवश्यक है' })).toBeVisible();
    expect(screen.getByText('बहुत अधिक सत्यापन कोड माँगे गए। कृपया बाद में पुनः प्रयास करें।')).toBeVisible();
    expect(screen.getByText('आप 1:30 बाद नया कोड माँग सकते हैं।')).toBeVisible();
  });
});
